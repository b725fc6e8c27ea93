// remote … job: jobs that run detached from the connection, queued by priority, and resume after a reboot or a
// preemption.
#include "app/cli/CliOutput.h"
#include "app/cli/remote/RemoteSubcommands.h"
#include "app/cli/remote/RemoteSupport.h"
#include "app/cli/support/CliSupport.h"
#include "core/console/ConsoleSession.h"
#include "core/jobs/JobControl.h"
#include "core/jobs/JobCost.h"
#include "core/plan/PlanFile.h"
#include "core/records/InstanceRecords.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

#include <cstdio>
#include <utility>

namespace gp::cli {

QString jobUsage()
{
    return RemoteCommands::tr(
        "usage: gpuplanner-cli remote … job run --name NAME [--priority N] [--gpus LIST] [--resume-command CMD] "
        "[--workdir DIR] [--json] -- COMMAND | job list [--json] [--offer ID] [--record PLAN.json] | job logs NAME "
        "[--follow] | "
        "job stop NAME | job resume");
}

namespace {

// `job run`'s options: the command the job runs follows them, and its own words (its --help) are its own.
struct JobRunOptions
{
    QCommandLineOption name{QStringLiteral("name"), QString(), QStringLiteral("name")};
    QCommandLineOption priority{QStringLiteral("priority"), QString(), QStringLiteral("n")};
    QCommandLineOption gpus{QStringLiteral("gpus"), QString(), QStringLiteral("list")};
    QCommandLineOption resumeCommand{QStringLiteral("resume-command"), QString(), QStringLiteral("command")};
    QCommandLineOption workdir{QStringLiteral("workdir"), QString(), QStringLiteral("dir")};
    QCommandLineOption json{QStringLiteral("json")};

    QList<QCommandLineOption> all() const { return {name, priority, gpus, resumeCommand, workdir, json}; }
};

struct JobOptions
{
    JobRunOptions run;
    QCommandLineOption follow{QStringLiteral("follow")};
    QCommandLineOption offer{QStringLiteral("offer"), QString(), QStringLiteral("id")};
    QCommandLineOption record{QStringLiteral("record"), QString(), QStringLiteral("plan")};
};

// The action's options on the parser, and how many words it takes besides them (-1: the job's command, any number
// of words); nothing for an unknown action.
std::optional<int> prepareParser(const QString& action, const JobOptions& o, QCommandLineParser& parser)
{
    if (action == QLatin1String("run")) {
        parser.addOptions(o.run.all());
        // The job's command starts at its first word: its own options are its own. The other actions take their
        // options anywhere (`job logs NAME --follow`).
        parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);
        return -1;
    }
    if (action == QLatin1String("list")) {
        parser.addOptions({o.run.json, o.offer, o.record});
        return 0;
    }
    if (action == QLatin1String("logs")) {
        parser.addOption(o.follow);
        return 1;
    }
    if (action == QLatin1String("stop"))
        return 1;
    if (action == QLatin1String("resume"))
        return 0;
    return std::nullopt;
}

int readSpec(const QCommandLineParser& parser, const JobRunOptions& run, JobSpec& spec, CliOutput& out)
{
    spec.name = parser.value(run.name);
    bool ok = true;
    spec.priority = parser.isSet(run.priority) ? parser.value(run.priority).toInt(&ok) : 0;
    if (!ok) {
        out.error(RemoteCommands::tr("--priority takes a whole number, not '%1'").arg(parser.value(run.priority)));
        return ExitUsage;
    }
    spec.gpus = parser.value(run.gpus);
    spec.resumeCommand = parser.value(run.resumeCommand);
    spec.workdir = parser.isSet(run.workdir) ? parser.value(run.workdir) : ConsoleSession::defaultWorkdir();
    spec.command = parser.positionalArguments().join(QLatin1Char(' '));
    if (const Status s = JobControl::validate(spec); !s.ok()) {
        out.error(s.error().message);
        return ExitUsage;
    }
    return ExitOk;
}

// What `job list` prices and records with, read before connecting.
struct JobListing
{
    std::optional<Offer> rented; // the offer each job's share of the price comes from: as given, else the profile's
    Plan saved;                  // what --record adds the job runs to; a missing file becomes a new plan
};

// The plan is read before connecting: a damaged file should not cost a connection to learn.
int readListing(
    const QCommandLineParser& parser, const JobOptions& o, const Remote& remote, JobListing& listing, CliOutput& out)
{
    const QString offerId = parser.isSet(o.offer) ? parser.value(o.offer) : remote.offerId;
    if (!offerId.isEmpty()) {
        listing.rented = loadCatalogs(out).offer(offerId);
        if (!listing.rented && parser.isSet(o.offer)) {
            out.error(RemoteCommands::tr("unknown offer '%1' (see gpuplanner-cli catalog list)").arg(offerId));
            return ExitUsage;
        }
        if (!listing.rented)
            out.warning(RemoteCommands::tr("The profile's offer %1 is not in the catalogs any more: jobs are shown "
                                           "without a cost.")
                            .arg(offerId));
    }
    listing.saved.name = QFileInfo(parser.value(o.record)).completeBaseName();
    if (parser.isSet(o.record) && QFile::exists(parser.value(o.record))) {
        const Result<Plan> loaded = PlanFile::load(parser.value(o.record));
        if (!loaded.ok()) {
            out.error(loaded.error().message);
            return ExitFailure;
        }
        listing.saved = *loaded;
    }
    return ExitOk;
}

int runJob(SshSession& session, const JobSpec& spec, bool json, CliOutput& out)
{
    if (const Status s = JobControl::run(session, spec); !s.ok()) {
        out.error(s.error().message);
        return ExitFailure;
    }
    if (json) {
        out.json(QJsonObject{{QStringLiteral("name"), spec.name}, {QStringLiteral("queued"), true}});
        return ExitOk;
    }
    out.line(RemoteCommands::tr("Queued job %1; it runs detached from this connection. Its log: job logs %1 "
                                "--follow.")
                 .arg(spec.name));
    return ExitOk;
}

QJsonObject jobJson(const JobInfo& j, const std::optional<Offer>& rented, const QDateTime& now)
{
    const JobCharge charge = JobCost::charge(j, rented, now);
    QJsonObject o{{QStringLiteral("name"), j.name},           {QStringLiteral("state"), JobInfo::stateCode(j.state)},
                  {QStringLiteral("priority"), j.priority},   {QStringLiteral("gpus"), j.gpus},
                  {QStringLiteral("attempts"), j.attempts},   {QStringLiteral("gpu_hours"), charge.gpuHours},
                  {QStringLiteral("gpu_count"), charge.gpus}, {QStringLiteral("log"), j.logPath}};
    if (charge.cost) {
        o.insert(QStringLiteral("cost"), charge.cost->amount);
        o.insert(QStringLiteral("currency"), currencyCode(charge.cost->currency));
    }
    if (j.exitCode)
        o.insert(QStringLiteral("exit"), *j.exitCode);
    for (const auto& [key, time] :
         {std::pair{QStringLiteral("created"), j.created}, std::pair{QStringLiteral("started"), j.started},
          std::pair{QStringLiteral("ended"), j.ended}})
        if (time.isValid())
            o.insert(key, time.toUTC().toString(Qt::ISODate));
    return o;
}

void printJobs(const QList<JobInfo>& jobs, const std::optional<Offer>& rented, const QDateTime& now, CliOutput& out)
{
    if (jobs.isEmpty())
        out.line(RemoteCommands::tr("No jobs on the instance."));
    for (const JobInfo& j : jobs) {
        const JobCharge charge = JobCost::charge(j, rented, now);
        out.line(RemoteCommands::tr("%1  %2  priority %3%4  %5 GPU-hours%6  %7")
                     .arg(j.name, j.stateText())
                     .arg(j.priority)
                     .arg(j.gpus.isEmpty() ? QString() : RemoteCommands::tr("  GPUs %1").arg(j.gpus))
                     .arg(QString::number(charge.gpuHours, 'f', 2),
                          charge.cost ? QStringLiteral("  ") + ExchangeRate::format(*charge.cost) : QString(),
                          j.logPath));
    }
}

int listJobs(SshSession& session,
             const QCommandLineParser& parser,
             const JobOptions& o,
             const Remote& remote,
             JobListing& listing,
             CliOutput& out)
{
    const Result<QList<JobInfo>> jobs = JobControl::list(session);
    if (!jobs.ok()) {
        out.error(jobs.error().message);
        return ExitFailure;
    }
    const QDateTime now = QDateTime::currentDateTime();
    const bool recording = parser.isSet(o.record);
    int recorded = 0;
    if (recording) {
        const QList<JobRecord> runs = JobCost::records(*jobs, listing.rented, remote.target.display(), now);
        recorded = InstanceRecords::recordJobRuns(listing.saved.jobRuns, runs);
        if (Status written = PlanFile::save(listing.saved, parser.value(o.record)); !written.ok()) {
            out.error(written.error().message);
            return ExitFailure;
        }
    }
    if (parser.isSet(o.run.json)) {
        QJsonArray array;
        for (const JobInfo& j : *jobs)
            array.append(jobJson(j, listing.rented, now));
        QJsonObject root{{QStringLiteral("jobs"), array}};
        if (recording)
            root.insert(QStringLiteral("recorded"), recorded);
        out.json(root);
        return ExitOk;
    }
    printJobs(*jobs, listing.rented, now, out);
    if (recording)
        out.line(RemoteCommands::tr("Recorded %n new or changed job run(s) in %1.", nullptr, recorded)
                     .arg(parser.value(o.record)));
    return ExitOk;
}

int jobLogs(SshSession& session, const QString& name, bool live, CliOutput& out)
{
    const Result<QByteArray> log = JobControl::logs(session, name, live, [](const QByteArray& data) {
        fwrite(data.constData(), 1, static_cast<size_t>(data.size()), stdout);
        fflush(stdout);
    });
    if (!log.ok()) {
        out.error(log.error().message);
        return ExitFailure;
    }
    return ExitOk;
}

int stopJob(SshSession& session, const QString& name, CliOutput& out)
{
    if (const Status s = JobControl::stop(session, name); !s.ok()) {
        out.error(s.error().message);
        return ExitFailure;
    }
    out.line(JobControl::stoppedMessage(name));
    return ExitOk;
}

int resumeJobs(SshSession& session, CliOutput& out)
{
    const Result<QStringList> resumed = JobControl::resume(session);
    if (!resumed.ok()) {
        out.error(resumed.error().message);
        return ExitFailure;
    }
    out.line(JobControl::resumedMessage(*resumed));
    return ExitOk;
}

} // namespace

bool jobAsksForHelp(const QStringList& words)
{
    if (words.value(0) != QLatin1String("run"))
        return wordsAskForHelp(words);
    QCommandLineParser parser;
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help(QStringList{QStringLiteral("h"), QStringLiteral("help")});
    parser.addOptions(JobRunOptions().all());
    parser.addOption(help);
    return parser.parse(QStringList{QStringLiteral("gpuplanner-cli")} + words.mid(1)) && parser.isSet(help);
}

int remoteJob(const Remote& remote, const QStringList& args, CliOutput& out)
{
    const QString action = args.value(0);
    QCommandLineParser parser;
    const JobOptions o;
    const std::optional<int> positional = prepareParser(action, o, parser);
    if (!positional) {
        out.error(jobUsage());
        return ExitUsage;
    }
    if (!parseCommandLine(parser, args.mid(1), QStringLiteral("remote job ") + action, out, *positional != 0))
        return ExitUsage;
    const QStringList words = parser.positionalArguments();
    if ((*positional > 0 && words.size() != *positional) || (*positional < 0 && !parser.isSet(o.run.name))) {
        out.error(jobUsage());
        return ExitUsage;
    }
    JobSpec spec;
    JobListing listing;
    if (action == QLatin1String("run")) {
        if (const int code = readSpec(parser, o.run, spec, out); code != ExitOk)
            return code;
    } else if (action == QLatin1String("list")) {
        if (const int code = readListing(parser, o, remote, listing, out); code != ExitOk)
            return code;
    }
    Connection c = connect(remote, out);
    if (c.exitCode != ExitOk)
        return c.exitCode;
    SshSession& session = *c.session;
    if (action == QLatin1String("run"))
        return runJob(session, spec, parser.isSet(o.run.json), out);
    if (action == QLatin1String("list"))
        return listJobs(session, parser, o, remote, listing, out);
    if (action == QLatin1String("logs"))
        return jobLogs(session, words.first(), parser.isSet(o.follow), out);
    if (action == QLatin1String("stop"))
        return stopJob(session, words.first(), out);
    return resumeJobs(session, out);
}

} // namespace gp::cli
