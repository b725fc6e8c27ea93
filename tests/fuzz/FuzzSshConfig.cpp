// ~/.ssh/config, as the console reads it: libssh's parser, given the file GPU Planner hands it.
#include "tests/fuzz/FuzzSupport.h"

#include <libssh/libssh.h>

#include <cstdio>
#include <unistd.h>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    char path[] = "/tmp/gpuplanner-fuzz-ssh-config-XXXXXX";
    const int fd = ::mkstemp(path);
    if (fd < 0)
        return 0;
    const bool written = ::write(fd, data, size) == static_cast<ssize_t>(size);
    ::close(fd);
    if (written) {
        ssh_session session = ssh_new();
        ssh_options_set(session, SSH_OPTIONS_HOST, "gpubox");
        ssh_options_parse_config(session, path);
        ssh_free(session);
    }
    ::unlink(path);
    return 0;
}
