// gpuplanner-cli: the command-line front end's first step, with nothing but libc and libstdc++ loaded. A `remote`
// command for a target that `remote … hold` keeps a connection to goes straight to that holder; everything else,
// and a command no holder takes, runs in the full CLI (gpuplanner-cli-full; a remote command in
// gpuplanner-cli-remote, the same code with `remote` alone), which this process then becomes.
//
// Why: the full CLI loads about 64 shared libraries (Qt, libssh, libarchive, QtKeychain, the PDF report's Qt Gui),
// 65-80 ms with a cold page cache, a sixth of a held 1 % upload at 100 Mbit/s (docs/benchmarks.md). A holder is
// found by the target as typed (HeldProtocol.h: aliasPath), so nothing here parses an ssh command, reads a profile or
// decides a language: a holder declines what it cannot tell, and the full CLI decides it. A command no holder takes
// gets a head start instead: a TCP connection to where the target last was, which the full CLI checks before it
// uses it (EarlyConnection.h).

#include "core/ssh/EarlyConnection.h"
#include "core/ssh/HeldProtocol.h"

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <optional>
#include <string>
#include <string_view>
#include <unistd.h>
#include <vector>

namespace {

using gp::held::Forwarded;
using gp::held::Request;

struct HeldCommand
{
    Request request;
    std::string alias;
};

// The value of `--name VALUE` or `--name=VALUE` at argv[i] (advancing i past it), or nullopt when argv[i] is not
// that option.
std::optional<std::string_view> optionValue(std::string_view name, int argc, char** argv, int& i)
{
    const std::string_view argument = argv[i];
    if (argument == name) {
        if (i + 1 >= argc)
            return std::nullopt;
        return std::string_view(argv[++i]);
    }
    if (argument.size() > name.size() && argument.substr(0, name.size()) == name && argument[name.size()] == '=')
        return argument.substr(name.size() + 1);
    return std::nullopt;
}

// The command as a holder would take it, when the line is plainly `[--lang en|zh_CN] [--json] remote (--ssh C |
// --profile N) [--accept-new-host-key] COMMAND …`; anything else (help, version, hold, an unknown option) is the
// full CLI's to read.
std::optional<HeldCommand> heldCommand(int argc, char** argv)
{
    HeldCommand held;
    bool json = false;
    int i = 1;
    for (; i < argc && argv[i][0] == '-'; ++i) {
        const std::string_view argument = argv[i];
        if (argument == "--json") {
            json = true;
        } else if (const std::optional<std::string_view> lang = optionValue("--lang", argc, argv, i)) {
            if (*lang != "en" && *lang != "zh_CN")
                return std::nullopt;
            held.request.language = *lang;
        } else {
            return std::nullopt;
        }
    }
    if (i >= argc || std::string_view(argv[i]) != "remote")
        return std::nullopt;
    const int remote = i;
    std::optional<std::pair<std::string_view, std::string_view>> target;
    for (++i; i < argc && argv[i][0] == '-'; ++i) {
        if (std::string_view(argv[i]) == "--accept-new-host-key")
            continue;
        std::string_view kind = "ssh";
        std::optional<std::string_view> value = optionValue("--ssh", argc, argv, i);
        if (!value) {
            kind = "profile";
            value = optionValue("--profile", argc, argv, i);
        }
        if (!value || target)
            return std::nullopt; // help, an unknown option, or a target named twice: the full CLI says what is wrong
        target.emplace(kind, *value);
    }
    if (!target || i >= argc || std::string_view(argv[i]) == "hold")
        return std::nullopt;
    // What the full CLI hands its `remote` command: everything after `remote`, and a global --json after the
    // command's own options, before a `--` whose words are a job's command line.
    bool separated = false;
    for (int k = remote + 1; k < argc; ++k) {
        if (json && !separated && std::string_view(argv[k]) == "--") {
            held.request.arguments.emplace_back("--json");
            separated = true;
        }
        held.request.arguments.emplace_back(argv[k]);
    }
    if (json && !separated)
        held.request.arguments.emplace_back("--json");
    held.alias = gp::held::aliasPath(target->first, target->second);
    return held;
}

// Empty when unknown (no /proc): then nothing is run, rather than whatever the current folder holds.
std::string ownFolder()
{
    char path[PATH_MAX];
    const ssize_t n = ::readlink("/proc/self/exe", path, sizeof(path) - 1);
    if (n <= 0)
        return std::string();
    std::string self(path, static_cast<std::size_t>(n));
    return self.substr(0, self.rfind('/'));
}

} // namespace

int main(int argc, char** argv)
{
    // A closed standard descriptor would be the control socket's number, handed to the holder as the client's own.
    for (int fd = 0; fd < 3; ++fd)
        if (::fcntl(fd, F_GETFD) < 0 && ::open("/dev/null", O_RDWR) != fd)
            return 127;
    std::optional<HeldCommand> held = heldCommand(argc, argv);
    if (held) {
        char cwd[PATH_MAX];
        if (::getcwd(cwd, sizeof(cwd))) {
            held->request.workingDir = cwd;
            held->request.locale = gp::held::localeEnvironment();
            held->request.home = gp::held::homeEnvironment();
            const Forwarded forwarded = gp::held::forward(held->alias, held->request);
            if (forwarded.outcome == Forwarded::Outcome::Finished)
                return forwarded.exitCode;
            if (forwarded.outcome == Forwarded::Outcome::Ended)
                ::setenv(gp::held::kEndedVariable, held->alias.c_str(), 1);
            else // the full CLI connects: its TCP handshake goes on while it loads (EarlyConnection.h)
                gp::held::startEarlyConnection(held->alias);
        }
    }
    // Next to this program in a build tree; in libexec once installed. A remote command for a target goes to the
    // program with `remote` alone (fewer libraries to load: CliMain.h), or the full CLI where that one is missing;
    // anything else to the full CLI.
    const std::string folder = ownFolder();
    errno = ENOENT;
    std::vector<std::string> programs;
    if (held)
        programs = {folder + "/gpuplanner-cli-remote", folder + "/" GPUPLANNER_REMOTE_CLI_FROM_BINDIR};
    programs.insert(programs.end(), {folder + "/gpuplanner-cli-full", folder + "/" GPUPLANNER_FULL_CLI_FROM_BINDIR});
    for (const std::string& program : programs) {
        if (folder.empty())
            break;
        ::execv(program.c_str(), argv);
        if (errno != ENOENT)
            break;
    }
    // No translations here: an installation this broken says so in both languages.
    std::fprintf(stderr,
                 "gpuplanner-cli: cannot start the command-line program next to %s: %s\n"
                 "gpuplanner-cli：无法启动 %s 旁的命令行程序：%s\n",
                 folder.c_str(), std::strerror(errno), folder.c_str(), std::strerror(errno));
    return 127;
}
