#pragma once

#include "app/cli/CliCommand.h"
#include "core/common/Result.h"
#include "core/hosts/SshTarget.h"
#include "core/ssh/SshSession.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>

#include <memory>

namespace gp::cli {

class CliOutput;

// Translation context of every `remote` text, whichever file under app/cli/remote prints it.
class RemoteCommands
{
    Q_DECLARE_TR_FUNCTIONS(gp::cli::RemoteCommands)
};

// Where one CLI run connects, whether it may trust a new host key, and the profile it came from (empty with --ssh).
struct Remote
{
    SshTarget target;
    bool acceptNewHostKey = false;
    QString profile;
    QString offerId; // the offer the profile was rented as; empty: not known
    QString alias;   // the held-connection alias of the target as typed (HeldConnection::aliasPath)

    // What notifications call the machine, as the Console does (ConsoleSession::where).
    QString where() const { return profile.isEmpty() ? target.display() : profile; }
};

// The options of `remote` before its command, for runRemote and for a holder checking what a client asks.
struct RemoteOptions
{
    QCommandLineOption ssh{QStringLiteral("ssh"), QString(), QStringLiteral("command")};
    QCommandLineOption profile{QStringLiteral("profile"), QString(), QStringLiteral("name")};
    QCommandLineOption accept{QStringLiteral("accept-new-host-key")};
    QCommandLineOption help{QStringList{QStringLiteral("h"), QStringLiteral("help")}};

    void addTo(QCommandLineParser& parser) const
    {
        parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);
        parser.addOptions({ssh, profile, accept, help});
    }
    // The target as the parsed line names it (exactly one of --ssh and --profile is set), and its alias.
    Result<Remote> remote(const QCommandLineParser& parser) const;
};

// Whether a subcommand's own words ask for help: --help or -h before a `--`. Decided here, not in CliApp, because a
// held connection runs remote commands without CliApp.
bool wordsAskForHelp(const QStringList& words);

// The signed-in session of `remote … hold` while it runs a command a client handed it; null otherwise. Its socket
// says which target it is for.
extern SshSession* g_heldSession;
extern QString g_heldSocket;

struct Connection
{
    SshSession* session = nullptr;
    std::unique_ptr<SshSession> owned;
    int exitCode = ExitOk;
};

// The held session when there is one, else a new one, signed in; exitCode says why not (ExitUnknownHostKey, …).
Connection connect(const Remote& remote, CliOutput& out);

} // namespace gp::cli
