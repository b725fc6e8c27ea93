#pragma once

#include "core/common/Result.h"

#include <QCoreApplication>
#include <QString>

namespace gp {

// Where to connect, as a provider's "ssh -p 12345 -i key root@region-1.example.com" line gives it.
struct SshTarget
{
    QString host;
    int port = 0;    // 0: not given, so ~/.ssh/config or 22 decides
    QString user;    // empty: ~/.ssh/config or the local user name decides
    QString keyFile; // empty: the agent and the default keys

    static Result<SshTarget> parseCommand(const QString& command);
    QString display() const; // user@host:port (the port only when given)
};

// POSIX shell quoting for one argument: every remote path and argument goes through this.
QString shellQuote(const QString& argument);
// A path on the instance as one shell word: "~", "~/…" and relative paths are under the login's home ("$HOME"), as
// a person typing them means; absolute paths stay as they are. None can be taken for an option.
QString remotePathWord(const QString& path);

class SshTargetParser final
{
    Q_DECLARE_TR_FUNCTIONS(gp::SshTargetParser)
};

} // namespace gp
