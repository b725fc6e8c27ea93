#include "app/cli/RemoteCommands.h"

#include "app/cli/CatalogCommands.h"
#include "app/cli/CliOutput.h"
#include "app/cli/EstimatorCommands.h"
#include "app/cli/NotifyCommands.h"
#include "app/cli/ProfileCommands.h"
#include "app/cli/TerminalSecret.h"
#include "core/catalog/GpuCatalog.h"
#include "core/catalog/UserCatalogStore.h"
#include "core/i18n/TranslationLoader.h"
#include "core/network/Notifier.h"
#include "core/notify/WebhookBook.h"
#include "core/plan/PlanCalibration.h"
#include "core/plan/PlanFile.h"
#include "core/providers/ProviderLaunch.h"
#include "core/remote/ConsoleSession.h"
#include "core/remote/GpuMonitor.h"
#include "core/remote/Guard.h"
#include "core/remote/HeldConnection.h"
#include "core/remote/HeldProtocol.h"
#include "core/remote/HostProfiles.h"
#include "core/remote/JobControl.h"
#include "core/remote/JobCost.h"
#include "core/remote/KeyInstaller.h"
#include "core/remote/Provisioner.h"
#include "core/remote/SmokeTest.h"
#include "core/remote/SshSession.h"
#include "core/remote/UploadSummary.h"
#include "core/remote/Uploader.h"
#include "core/secrets/SecretStore.h"
#include "core/settings/Settings.h"

#include <QCommandLineParser>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QThread>

#include <QDeadlineTimer>

#include <csignal>
#include <cstdio>
#include <fcntl.h>
#include <thread>
#include <tuple>
#include <unistd.h>
#include <utility>

namespace gp::cli {

class RemoteCommands
{
    Q_DECLARE_TR_FUNCTIONS(gp::cli::RemoteCommands)
};

namespace {

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
    Result<Remote> remote(const QCommandLineParser& parser) const
    {
        Remote remote;
        remote.acceptNewHostKey = parser.isSet(accept);
        if (parser.isSet(profile)) {
            const Result<HostProfile> p = HostProfileStore().find(parser.value(profile));
            if (!p.ok())
                return p.error();
            if (p->target.host.isEmpty())
                return Error{QStringLiteral("hosts.no_address"),
                             RemoteCommands::tr("profile %1 has no address yet: its instance was still starting when "
                                                "it was saved ('provider start %1' waits for it)")
                                 .arg(p->name)};
            remote.target = p->target;
            remote.profile = p->name;
            remote.offerId = p->offerId;
            remote.alias = HeldConnection::aliasPath(QStringLiteral("profile"), parser.value(profile));
            return remote;
        }
        const Result<SshTarget> target = SshTarget::parseCommand(parser.value(ssh));
        if (!target.ok())
            return target.error();
        remote.target = *target;
        remote.alias = HeldConnection::aliasPath(QStringLiteral("ssh"), parser.value(ssh));
        return remote;
    }
};

// A saved secret from the keychain first (a profile's password; a key's passphrase, whoever uses the key); else the
// terminal.
QByteArray secretFor(const Remote& remote, SecretKind kind, const QString& prompt, CliOutput& out)
{
    const QString key = ConsoleSession::secretKey(kind, remote.profile, remote.target.keyFile);
    if (!key.isEmpty()) {
        const Result<std::optional<QByteArray>> saved = SecretStore::read(key);
        if (saved.ok() && saved->has_value())
            return **saved;
        if (!saved.ok())
            out.error(saved.error().message);
    }
    return promptSecret(prompt);
}

// The signed-in session of `remote … hold` while it runs a command a client handed it; null otherwise. Its socket
// says which target it is for.
SshSession* g_heldSession = nullptr;
QString g_heldSocket;

struct Connection
{
    SshSession* session = nullptr;
    std::unique_ptr<SshSession> owned;
    int exitCode = ExitOk;
};

Connection connect(const Remote& remote, CliOutput& out)
{
    Connection c;
    if (g_heldSession) {
        c.session = g_heldSession;
        return c;
    }
    c.owned = std::make_unique<SshSession>(remote.target);
    c.session = c.owned.get();
    c.session->setTargetAlias(remote.alias);
    c.session->setSecretProvider(
        [&remote, &out](SecretKind kind, const QString& prompt) { return secretFor(remote, kind, prompt, out); });
    const OpenOutcome opened = c.session->open(remote.acceptNewHostKey);
    switch (opened.state) {
    case OpenOutcome::State::Ready:
        break;
    case OpenOutcome::State::UnknownHostKey:
        out.error(opened.message + QLatin1Char(' ') +
                  RemoteCommands::tr("Run again with --accept-new-host-key to trust it (it is then added to %1).")
                      .arg(c.session->knownHostsFile()));
        c.exitCode = ExitUnknownHostKey;
        break;
    case OpenOutcome::State::ChangedHostKey:
        out.error(opened.message);
        c.exitCode = ExitChangedHostKey;
        break;
    case OpenOutcome::State::Failed:
        out.error(opened.message);
        c.exitCode = ExitFailure;
        break;
    }
    return c;
}

QString remoteUsage()
{
    return RemoteCommands::tr(
        "usage: gpuplanner-cli remote (--profile NAME | --ssh \"ssh [-p PORT] [-i KEY] [USER@]HOST\") "
        "[--accept-new-host-key] (smoke-test | upload | monitor | guard | provision | install-key | job | hold) "
        "[OPTIONS]");
}

QString uploadUsage()
{
    return RemoteCommands::tr(
        "usage: gpuplanner-cli remote … upload PATH... --dest DIR [--compression zstd|gzip|none] "
        "[--exclude PATTERN]... [--no-extract] [--follow-symlinks] [--no-space-check] [--delete] [--dry-run] "
        "[--verify] [--verbose] [--json]");
}

QString guardUsage()
{
    return RemoteCommands::tr(
        "usage: gpuplanner-cli remote … guard install [--max-runtime DURATION] [--idle DURATION] "
        "[--idle-util PERCENT] [--release-command CMD | --provider-action stop|release] [--check-every DURATION] "
        "| guard show [--json] "
        "| guard remove");
}

QString jobUsage()
{
    return RemoteCommands::tr(
        "usage: gpuplanner-cli remote … job run --name NAME [--priority N] [--gpus LIST] [--resume-command CMD] "
        "[--workdir DIR] [--json] -- COMMAND | job list [--json] [--offer ID] [--record PLAN.json] | job logs NAME "
        "[--follow] | "
        "job stop NAME | job resume");
}

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

// Whether `remote … SUBCOMMAND ARGS` asks for help: --help or -h among the subcommand's own words, before a `--`, and
// for `job run` before the command the job runs. Decided here, not in CliApp, because a held connection runs remote
// commands without CliApp.
bool asksForHelp(const QStringList& rest)
{
    if (rest.value(0) == QLatin1String("job") && rest.value(1) == QLatin1String("run")) {
        QCommandLineParser parser;
        parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);
        parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
        const QCommandLineOption help(QStringList{QStringLiteral("h"), QStringLiteral("help")});
        parser.addOptions(JobRunOptions().all());
        parser.addOption(help);
        return parser.parse(QStringList{QStringLiteral("gpuplanner-cli")} + rest.mid(2)) && parser.isSet(help);
    }
    for (const QString& word : rest.mid(1)) {
        if (word == QLatin1String("--"))
            return false;
        if (word == QLatin1String("--help") || word == QLatin1String("-h"))
            return true;
    }
    return false;
}

// Every remote command's usage, one line each: `remote --help`, and the man page's section.
QString remoteHelp()
{
    const QStringList lines = {
        remoteUsage(),
        RemoteCommands::tr("The host is a saved profile (see 'profile') or an ssh command line as you would type it. "
                           "A host key seen for the first time is shown and needs --accept-new-host-key (or a yes at "
                           "the terminal); a changed key is refused."),
        RemoteCommands::tr(
            "usage: gpuplanner-cli remote … smoke-test [--offer ID | --gpu ID] [--need-vram BYTES] [--plan FILE] "
            "[--level quick|full] [--run COMMAND [--steps N] [--batch N] [--seq N] [--speed-pattern REGEX] "
            "[--calibrate]] [--timeout DURATION] [--workdir DIR] [--download-url URL] [--upload-url URL] [--json]"),
        RemoteCommands::tr("  checks the instance against what the offer promised (GPUs, memory, driver, CUDA, disk, "
                           "network) and, with --run, a few steps of your own training."),
        uploadUsage(),
        RemoteCommands::tr("  sends only what changed since the last upload to DIR (a manifest kept next to it), "
                           "verified, staged and moved into place; an interrupted upload resumes."),
        RemoteCommands::tr("usage: gpuplanner-cli remote … monitor [--interval SECONDS] [--count N] [--json]"),
        RemoteCommands::tr("  samples every GPU each interval (--json: one JSON object per line)."),
        guardUsage(),
        RemoteCommands::tr("  a watchdog on the instance that stops or releases it after the longest run or when "
                           "idle, so nobody pays for a forgotten instance."),
        RemoteCommands::tr("usage: gpuplanner-cli remote … provision [--setup FILE] [--requirements FILE] "
                           "[--workdir DIR] [--python COMMAND] [--min-cuda VERSION] [--force]"),
        RemoteCommands::tr("usage: gpuplanner-cli remote … install-key [--public-key FILE]"),
        jobUsage(),
        RemoteCommands::tr("  jobs run detached from the connection, queued by priority, and resume after a reboot "
                           "or a preemption with their resume command."),
        RemoteCommands::tr("usage: gpuplanner-cli remote … hold [--idle-timeout DURATION]"),
        RemoteCommands::tr("  keeps the connection open, so that the next remote commands for this host start at "
                           "once."),
    };
    return lines.join(QLatin1Char('\n'));
}

int smokeTest(const Remote& remote, const QStringList& args, CliOutput& out)
{
    QCommandLineParser parser;
    const QCommandLineOption offer(QStringLiteral("offer"), QString(), QStringLiteral("id"));
    const QCommandLineOption gpu(QStringLiteral("gpu"), QString(), QStringLiteral("id"));
    const QCommandLineOption need(QStringLiteral("need-vram"), QString(), QStringLiteral("bytes"));
    const QCommandLineOption json(QStringLiteral("json"));
    const QCommandLineOption plan(QStringLiteral("plan"), QString(), QStringLiteral("file"));
    const QCommandLineOption userRun(QStringLiteral("run"), QString(), QStringLiteral("command"));
    const QCommandLineOption steps(QStringLiteral("steps"), QString(), QStringLiteral("n"), QStringLiteral("20"));
    const QCommandLineOption timeout(QStringLiteral("timeout"), QString(), QStringLiteral("duration"),
                                     QStringLiteral("10m"));
    const QCommandLineOption workdir(QStringLiteral("workdir"), QString(), QStringLiteral("dir"),
                                     ConsoleSession::defaultWorkdir());
    const QCommandLineOption batch(QStringLiteral("batch"), QString(), QStringLiteral("n"));
    const QCommandLineOption seq(QStringLiteral("seq"), QString(), QStringLiteral("n"));
    const QCommandLineOption speedPattern(QStringLiteral("speed-pattern"), QString(), QStringLiteral("regex"));
    const QCommandLineOption calibrate(QStringLiteral("calibrate"));
    const QCommandLineOption level(QStringLiteral("level"), QString(), QStringLiteral("quick|full"),
                                   QStringLiteral("quick"));
    const QCommandLineOption downloadUrl(QStringLiteral("download-url"), QString(), QStringLiteral("url"));
    const QCommandLineOption uploadUrl(QStringLiteral("upload-url"), QString(), QStringLiteral("url"));
    parser.addOptions({offer, gpu, need, json, plan, userRun, steps, timeout, workdir, batch, seq, speedPattern,
                       calibrate, level, downloadUrl, uploadUrl});
    if (!parseCommandLine(parser, args, QStringLiteral("remote smoke-test"), out))
        return ExitUsage;
    UserTask task;
    task.command = parser.value(userRun);
    task.workdir = parser.value(workdir);
    bool stepsOk = false;
    task.steps = parser.value(steps).toInt(&stepsOk);
    if (!stepsOk || task.steps < 1) {
        out.error(RemoteCommands::tr("--steps takes a whole number of at least 1, not '%1'").arg(parser.value(steps)));
        return ExitUsage;
    }
    const std::optional<qint64> limit = parseDuration(parser.value(timeout));
    if (!limit || *limit < 1) {
        out.error(
            RemoteCommands::tr("--timeout takes a duration such as 10m or 90s, not '%1'").arg(parser.value(timeout)));
        return ExitUsage;
    }
    task.timeoutSeconds = ConsoleSession::capTimeoutSeconds(*limit);
    if (parser.isSet(speedPattern)) {
        const QRegularExpression re(parser.value(speedPattern));
        if (!re.isValid() || re.captureCount() < 1) {
            out.error(RemoteCommands::tr("--speed-pattern takes a regular expression whose first group is the tokens "
                                         "per second, not '%1'%2")
                          .arg(parser.value(speedPattern),
                               re.isValid() ? QString() : QStringLiteral(" (%1)").arg(re.errorString())));
            return ExitUsage;
        }
        task.speedPattern = parser.value(speedPattern);
    }
    if (parser.isSet(calibrate) && (!parser.isSet(plan) || !task.isSet())) {
        out.error(RemoteCommands::tr("--calibrate needs --plan PLAN.json and --run COMMAND: it compares your run with "
                                     "that plan"));
        return ExitUsage;
    }
    const std::optional<SmokeLevel> chosenLevel = smokeLevelFromCode(parser.value(level));
    if (!chosenLevel) {
        out.error(RemoteCommands::tr("--level takes quick or full, not '%1'").arg(parser.value(level)));
        return ExitUsage;
    }
    std::optional<Offer> rented;
    if (parser.isSet(offer)) {
        rented = loadCatalogs(out).offer(parser.value(offer));
        if (!rented) {
            out.error(
                RemoteCommands::tr("unknown offer '%1' (see gpuplanner-cli catalog list)").arg(parser.value(offer)));
            return ExitUsage;
        }
    }
    SmokeExpectations expect = ConsoleSession::smokeExpectations(rented, 0, *chosenLevel);
    expect.dataDir = task.workdir;
    for (const auto& [option, into] :
         {std::pair{&downloadUrl, &expect.downloadUrl}, std::pair{&uploadUrl, &expect.uploadUrl}}) {
        if (!parser.isSet(*option))
            continue;
        if (!parser.value(*option).isEmpty() && !SmokeTest::isTransferUrl(parser.value(*option))) {
            out.error(RemoteCommands::tr("--%1 takes an http:// or https:// URL (or \"\" for none), not '%2'")
                          .arg(option->names().constFirst(), parser.value(*option)));
            return ExitUsage;
        }
        *into = parser.value(*option);
    }
    if (parser.isSet(gpu)) {
        expect.gpu = findGpu(parser.value(gpu), out);
        if (!expect.gpu)
            return ExitUsage;
    }
    if (parser.isSet(need)) {
        bool ok = false;
        expect.needBytes = parser.value(need).toDouble(&ok);
        if (!ok || expect.needBytes < 0) {
            out.error(RemoteCommands::tr("--need-vram takes a number of bytes, not '%1'").arg(parser.value(need)));
            return ExitUsage;
        }
    }
    // The plan is read before connecting: a damaged file should not cost a run on a rented machine.
    const QString planPath = parser.value(plan);
    Plan saved;
    saved.name = QFileInfo(planPath).completeBaseName();
    if (parser.isSet(plan) && QFile::exists(planPath)) {
        const Result<Plan> loaded = PlanFile::load(planPath);
        if (!loaded.ok()) {
            out.error(loaded.error().message);
            return ExitFailure;
        }
        saved = *loaded;
    }
    const bool trainingPlan = saved.need && saved.need->task != Task::Inference;
    if (parser.isSet(calibrate) && !trainingPlan) {
        out.error(RemoteCommands::tr("%1 has no training need to calibrate: answer the questionnaire in the app and "
                                     "save the plan first")
                      .arg(planPath));
        return ExitUsage;
    }
    // Tokens a step: the command's micro-batch × sequence length, as given, else the plan's.
    qint64 batchSize = trainingPlan ? saved.need->batch : 0, seqLength = trainingPlan ? saved.need->seq : 0;
    for (const auto& [option, into, bound] : {std::tuple{&batch, &batchSize, NeedLimits::kMaxBatch},
                                              std::tuple{&seq, &seqLength, NeedLimits::kMaxTokens}}) {
        if (!parser.isSet(*option))
            continue;
        bool ok = false;
        *into = parser.value(*option).toLongLong(&ok);
        if (!ok || *into < 1 || *into > bound) {
            out.error(RemoteCommands::tr("--%1 takes a whole number from 1 to %2, not '%3'")
                          .arg(option->names().constFirst())
                          .arg(bound)
                          .arg(parser.value(*option)));
            return ExitUsage;
        }
    }
    task.tokensPerStepPerGpu = batchSize * seqLength;

    Connection c = connect(remote, out);
    if (c.exitCode != ExitOk)
        return c.exitCode;
    const Result<SmokeRecord> run = SmokeTest::run(*c.session, expect, task);
    if (!run.ok()) {
        out.error(run.error().message);
        return ExitFailure;
    }
    SmokeRecord record = *run;
    // The comparison's checks join the record; its numbers serve --json and --calibrate.
    const std::optional<RunComparison> comparison =
        ConsoleSession::completeSmokeRecord(record, remote.target.display(), QString(),
                                            trainingPlan ? std::optional<Questionnaire>(*saved.need) : std::nullopt);
    const int failures = record.count(SmokeCheck::Status::Fail);
    const int warnings = record.count(SmokeCheck::Status::Warn);
    const bool calibrated = parser.isSet(calibrate) && comparison && comparison->calibration;
    if (parser.isSet(plan)) {
        // Saved with the plan, as the Console page does; a missing file becomes a new plan.
        saved.smokeTests << record;
        if (calibrated)
            PlanCalibration::store(saved, *comparison->calibration);
        if (Status written = PlanFile::save(saved, planPath); !written.ok()) {
            out.error(written.error().message);
            return ExitFailure;
        }
    }
    const QString notCalibrated =
        parser.isSet(calibrate) && !calibrated
            ? RemoteCommands::tr("The plan was not calibrated: %1")
                  .arg(comparison ? comparison->problem : RemoteCommands::tr("your command did not run."))
            : QString();
    // One report, one digest, whichever form it is printed in.
    QJsonObject root = record.toJson();
    root.insert(QStringLiteral("failures"), failures);
    root.insert(QStringLiteral("warnings"), warnings);
    if (comparison) {
        root.insert(QStringLiteral("estimated_tokens_per_second"), comparison->estimatedTokensPerSecond);
        root.insert(QStringLiteral("estimated_peak_mib"), comparison->estimatedPeakMiB);
    }
    if (calibrated)
        root.insert(QStringLiteral("calibration"), PlanCalibration::toJson(*comparison->calibration));
    SmokeRecord::seal(root); // the digest covers what this command adds too
    if (parser.isSet(json)) {
        out.json(root);
    } else {
        QList<QStringList> rows;
        for (const SmokeCheck& check : record.checks)
            rows << QStringList{SmokeTest::statusCode(check.status).toUpper(), check.id, check.measured, check.expected,
                                check.message};
        out.table({RemoteCommands::tr("Result"), RemoteCommands::tr("Check"), RemoteCommands::tr("Measured"),
                   RemoteCommands::tr("Expected"), RemoteCommands::tr("Meaning")},
                  rows);
        out.line(record.countsText() + QLatin1Char('.'));
        if (record.summary && !record.summary->describe().isEmpty())
            out.line(record.summary->describe());
        out.line(RemoteCommands::tr("Digest (SHA-256 of the JSON report): %1")
                     .arg(root.value(QLatin1String("digest")).toString()));
        if (calibrated)
            out.line(PerformanceEstimator::calibrationNote(*comparison->calibration));
    }
    if (!notCalibrated.isEmpty())
        out.error(notCalibrated);
    // A failed check tells the webhooks that want smoke.failed, as the Console does; each failure to tell is said.
    if (const std::optional<Notification> failed = Notifications::smokeFailed(remote.where(), record))
        for (const WebhookDelivery& d : Notifier::deliverAndWait(*failed, WebhookBook()))
            if (!d.outcome.ok())
                out.warning(
                    RemoteCommands::tr("Notification to %1 failed: %2").arg(d.webhook, d.outcome.error().message));
    return failures > 0 || !notCalibrated.isEmpty() ? ExitFailure : ExitOk;
}

QString manifestStateCode(SyncInspection::ManifestState state)
{
    switch (state) {
    case SyncInspection::ManifestState::Missing:
        return QStringLiteral("missing");
    case SyncInspection::ManifestState::Damaged:
        return QStringLiteral("damaged");
    case SyncInspection::ManifestState::Trusted:
        break;
    }
    return QStringLiteral("trusted");
}

QJsonArray pathArray(const QList<QByteArray>& paths)
{
    QJsonArray array;
    for (const QByteArray& p : paths)
        array.append(UploadSummary::path(p));
    return array;
}

int uploadDryRun(SshSession& session, const UploadOptions& options, bool json, CliOutput& out)
{
    const Result<SyncPlan> plan = Uploader::plan(session, options);
    if (!plan.ok()) {
        out.error(plan.error().message);
        return ExitFailure;
    }
    if (!json) {
        for (const QString& line : UploadSummary::plan(*plan, 1000))
            out.line(line);
        return ExitOk;
    }
    QJsonObject o;
    o.insert(QStringLiteral("dest"), options.destDir);
    o.insert(QStringLiteral("manifest"), manifestStateCode(plan->manifestState));
    o.insert(QStringLiteral("tree_files"), plan->treeFiles);
    o.insert(QStringLiteral("tree_bytes"), plan->treeBytes);
    o.insert(QStringLiteral("send_files"), plan->sendFiles);
    o.insert(QStringLiteral("send_bytes"), plan->sendBytes);
    o.insert(QStringLiteral("unchanged_files"), plan->unchangedFiles);
    QJsonArray send;
    for (const TarballEntry& e : plan->send) {
        if (e.type == TarballEntry::Type::Directory || !e.ranges.isEmpty() ||
            e.archivePath.startsWith(".gpuplanner-delta/"))
            continue;
        send.append(QJsonObject{{QStringLiteral("path"), e.displayPath()}, {QStringLiteral("bytes"), e.size}});
    }
    o.insert(QStringLiteral("send"), send);
    QJsonArray patch;
    for (const DeltaFile& d : plan->deltas) {
        qint64 changed = 0;
        for (const auto& run : d.runs)
            changed += run.second;
        patch.append(QJsonObject{{QStringLiteral("path"), UploadSummary::path(d.path)},
                                 {QStringLiteral("bytes"), d.size},
                                 {QStringLiteral("changed_bytes"), changed}});
    }
    o.insert(QStringLiteral("patch"), patch);
    o.insert(QStringLiteral("delete"), pathArray(plan->remove));
    o.insert(QStringLiteral("left_on_instance"), pathArray(plan->leftThere));
    out.json(o);
    return ExitOk;
}

// What to upload and where: both given, and the destination not empty (an empty one once read as a dropped
// connection).
bool uploadTargetGiven(const QCommandLineParser& parser, const QCommandLineOption& dest, CliOutput& out)
{
    if (parser.positionalArguments().isEmpty() || !parser.isSet(dest)) {
        out.error(uploadUsage());
        return false;
    }
    if (parser.value(dest).trimmed().isEmpty()) {
        out.error(RemoteCommands::tr("--dest needs a folder on the instance (\"~\" is the login's home folder)"));
        return false;
    }
    return true;
}

int upload(const Remote& remote, const QStringList& args, CliOutput& out)
{
    QCommandLineParser parser;
    const QCommandLineOption dest(QStringLiteral("dest"), QString(), QStringLiteral("dir"));
    const QCommandLineOption compression(QStringLiteral("compression"), QString(), QStringLiteral("kind"));
    const QCommandLineOption exclude(QStringLiteral("exclude"), QString(), QStringLiteral("pattern"));
    const QCommandLineOption noExtract(QStringLiteral("no-extract"));
    const QCommandLineOption followLinks(QStringLiteral("follow-symlinks"));
    const QCommandLineOption noSpaceCheck(QStringLiteral("no-space-check"));
    const QCommandLineOption verbose(QStringLiteral("verbose"));
    const QCommandLineOption json(QStringLiteral("json"));
    const QCommandLineOption deleteRemoved(QStringLiteral("delete"));
    const QCommandLineOption dryRun(QStringLiteral("dry-run"));
    const QCommandLineOption verify(QStringLiteral("verify"));
    parser.addOptions({dest, compression, exclude, noExtract, followLinks, noSpaceCheck, verbose, json, deleteRemoved,
                       dryRun, verify});
    if (!parseCommandLine(parser, args, QStringLiteral("remote upload"), out, true))
        return ExitUsage;
    if (!uploadTargetGiven(parser, dest, out))
        return ExitUsage;
    UploadOptions options;
    options.tar.paths = parser.positionalArguments();
    options.tar.excludes = TarballOptions::defaultExcludes() + parser.values(exclude);
    options.destDir = parser.value(dest);
    options.extract = !parser.isSet(noExtract);
    options.tar.followOutsideLinks = parser.isSet(followLinks);
    options.checkSpace = !parser.isSet(noSpaceCheck);
    options.sync.deleteRemoved = parser.isSet(deleteRemoved);
    options.sync.verify = parser.isSet(verify);
    if (!options.extract && (parser.isSet(deleteRemoved) || parser.isSet(dryRun) || parser.isSet(verify))) {
        out.error(RemoteCommands::tr("--delete, --dry-run and --verify compare with what is unpacked on the instance: "
                                     "they cannot be used with --no-extract"));
        return ExitUsage;
    }
    if (parser.isSet(compression)) {
        const auto c = compressionFromCode(parser.value(compression));
        if (!c) {
            out.error(RemoteCommands::tr("--compression must be zstd, gzip or none"));
            return ExitUsage;
        }
        options.tar.compression = *c;
    }
    for (const QString& path : options.tar.paths) {
        if (!QFileInfo::exists(path)) {
            out.error(RemoteCommands::tr("\"%1\" does not exist").arg(path));
            return ExitUsage;
        }
    }
    Connection c = connect(remote, out);
    if (c.exitCode != ExitOk)
        return c.exitCode;
    if (parser.isSet(dryRun))
        return uploadDryRun(*c.session, options, parser.isSet(json), out);
    const bool tty = isatty(STDERR_FILENO);
    const Result<UploadResult> r = Uploader::run(*c.session, options, [&](const UploadProgress& p) {
        if (!tty)
            return;
        fprintf(stderr, "\r%s",
                RemoteCommands::tr("sending %1, %2 MiB/s, %3 s left   ")
                    .arg(UploadSummary::sending(p))
                    .arg(QString::number(p.bytesPerSecond / 1048576.0, 'f', 0))
                    .arg(p.etaSeconds >= 0 ? QString::number(p.etaSeconds, 'f', 0) : QStringLiteral("?"))
                    .toLocal8Bit()
                    .constData());
        fflush(stderr);
    });
    if (tty)
        fprintf(stderr, "\n");
    if (!r.ok()) {
        out.error(r.error().message);
        return ExitFailure;
    }
    if (parser.isSet(json)) {
        QJsonObject o;
        o.insert(QStringLiteral("dest"), options.destDir);
        o.insert(QStringLiteral("files"), r->files);
        o.insert(QStringLiteral("archive_bytes"), r->archiveBytes);
        o.insert(QStringLiteral("sent_bytes"), r->sentBytes);
        o.insert(QStringLiteral("resumed_from"), r->resumedFrom);
        o.insert(QStringLiteral("sha256"), r->sha256);
        o.insert(QStringLiteral("compression"), compressionCode(options.tar.compression));
        o.insert(QStringLiteral("extracted"), options.extract);
        if (!r->remoteArchive.isEmpty())
            o.insert(QStringLiteral("remote_archive"), r->remoteArchive);
        QJsonArray excluded;
        for (const TarballExclusion& e : r->excluded) {
            QJsonObject x;
            x.insert(QStringLiteral("path"), e.path);
            x.insert(QStringLiteral("reason"), e.reason == TarballExclusion::Reason::Pattern ? QStringLiteral("exclude")
                                               : e.reason == TarballExclusion::Reason::Gitignore
                                                   ? QStringLiteral("gitignore")
                                                   : QStringLiteral("special"));
            if (!e.pattern.isEmpty())
                x.insert(QStringLiteral("pattern"), e.pattern);
            excluded.append(x);
        }
        o.insert(QStringLiteral("excluded"), excluded);
        o.insert(QStringLiteral("stale_partials_removed"), r->staleRemoved);
        o.insert(QStringLiteral("manifest"), manifestStateCode(r->manifestState));
        o.insert(QStringLiteral("sent_files"), r->sentFiles);
        o.insert(QStringLiteral("delta_files"), r->deltaFiles);
        o.insert(QStringLiteral("delta_bytes"), r->deltaBytes);
        o.insert(QStringLiteral("unchanged_files"), r->unchangedFiles);
        o.insert(QStringLiteral("unchanged_bytes"), r->unchangedBytes);
        o.insert(QStringLiteral("removed_files"), r->removed);
        o.insert(QStringLiteral("left_on_instance"), pathArray(r->leftThere));
        o.insert(QStringLiteral("repaired"), pathArray(r->repaired));
        out.json(o);
    } else {
        if (r->archiveBytes > 0) // nothing at all when nothing changed
            out.line(
                RemoteCommands::tr(
                    "Uploaded %n file(s) (%2 bytes of archive, %3 sent%4), SHA-256 %5 verified on the instance%6.",
                    nullptr, int(r->sentFiles))
                    .arg(r->archiveBytes)
                    .arg(r->sentBytes)
                    .arg(r->resumedFrom > 0 ? RemoteCommands::tr(", resumed at %1").arg(r->resumedFrom) : QString())
                    .arg(r->sha256.left(16))
                    .arg(options.extract ? RemoteCommands::tr(" and unpacked into %1").arg(options.destDir)
                                         : RemoteCommands::tr(": %1").arg(r->remoteArchive)));
        for (const QString& line : UploadSummary::outcome(*r))
            out.line(line);
        if (!r->excluded.isEmpty()) {
            // Counted by reason, so a default exclude (checkpoints) or a .gitignore line never drops files unseen.
            QMap<QString, int> byReason;
            for (const TarballExclusion& e : r->excluded)
                ++byReason[e.reasonText()];
            QStringList parts;
            for (auto it = byReason.cbegin(); it != byReason.cend(); ++it)
                parts << RemoteCommands::tr("%1 %2").arg(it.value()).arg(it.key());
            out.line(RemoteCommands::tr("Left out %n path(s): %1.", nullptr, static_cast<int>(r->excluded.size()))
                         .arg(parts.join(QStringLiteral("; "))) +
                     (parser.isSet(verbose) ? QString() : RemoteCommands::tr(" --verbose lists them.")));
            if (parser.isSet(verbose))
                for (const TarballExclusion& e : r->excluded)
                    out.line(QStringLiteral("  ") + UploadSummary::shown(e.path) + QStringLiteral(" — ") +
                             e.reasonText());
        }
        if (r->staleRemoved > 0)
            out.line(RemoteCommands::tr("Removed %n unfinished upload(s) of an earlier version of these files from the "
                                        "instance.",
                                        nullptr, r->staleRemoved));
    }
    return ExitOk;
}

int guard(const Remote& remote, const QStringList& args, CliOutput& out)
{
    const QString action = args.value(0);
    QCommandLineParser parser;
    const QCommandLineOption maxRuntime(QStringLiteral("max-runtime"), QString(), QStringLiteral("duration"));
    const QCommandLineOption idle(QStringLiteral("idle"), QString(), QStringLiteral("duration"));
    const QCommandLineOption idleUtil(QStringLiteral("idle-util"), QString(), QStringLiteral("percent"));
    const QCommandLineOption release(QStringLiteral("release-command"), QString(), QStringLiteral("command"));
    const QCommandLineOption every(QStringLiteral("check-every"), QString(), QStringLiteral("duration"));
    const QCommandLineOption json(QStringLiteral("json"));
    const QCommandLineOption providerAction(QStringLiteral("provider-action"), QString(),
                                            QStringLiteral("stop|release"));
    if (action == QLatin1String("install"))
        parser.addOptions({maxRuntime, idle, idleUtil, release, every, providerAction});
    else if (action == QLatin1String("show"))
        parser.addOption(json);
    else if (action != QLatin1String("remove")) {
        out.error(guardUsage());
        return ExitUsage;
    }
    if (!parseCommandLine(parser, args.mid(1), QStringLiteral("remote guard ") + action, out))
        return ExitUsage;
    GuardSettings settings;
    bool viaProvider = false; // the guard stops or releases the instance through its provider's API
    if (action == QLatin1String("install")) {
        const auto duration = [&](const QCommandLineOption& o, qint64& target) {
            if (!parser.isSet(o))
                return true;
            const auto d = parseDuration(parser.value(o));
            if (!d) {
                out.error(RemoteCommands::tr("--%1 takes a duration such as 8h, 30m, 90s or 2h30m, not '%2'")
                              .arg(o.names().first(), parser.value(o)));
                return false;
            }
            target = *d;
            return true;
        };
        if (!duration(maxRuntime, settings.maxRuntimeSeconds) || !duration(idle, settings.idleSeconds) ||
            !duration(every, settings.checkEverySeconds))
            return ExitUsage;
        if (parser.isSet(idleUtil)) {
            bool ok = false;
            settings.idleUtilPercent = parser.value(idleUtil).toInt(&ok);
            if (!ok || settings.idleUtilPercent < 1 || settings.idleUtilPercent > 100) {
                out.error(RemoteCommands::tr("--idle-util takes a percentage from 1 to 100"));
                return ExitUsage;
            }
        }
        if (parser.isSet(release) && parser.isSet(providerAction)) {
            out.error(RemoteCommands::tr("give --release-command or --provider-action, not both"));
            return ExitUsage;
        }
        if (parser.isSet(release)) {
            settings.releaseCommand = parser.value(release);
        } else if (const Result<HostProfile> profile = remote.profile.isEmpty()
                                                           ? Result<HostProfile>(Error{})
                                                           : HostProfileStore().find(remote.profile);
                   profile.ok() && profile->launched()) {
            // Launched through a provider's API: the guard stops (or releases) it through that API, which is what
            // ends the bill; a shutdown inside a container often does not.
            std::optional<ProviderAction> wanted;
            if (parser.isSet(providerAction)) {
                wanted = providerActionFromCode(parser.value(providerAction));
                if (wanted != ProviderAction::Stop && wanted != ProviderAction::Release) {
                    out.error(RemoteCommands::tr("--provider-action takes stop or release"));
                    return ExitUsage;
                }
            }
            const Result<ProviderEndpoint> endpoint = ProviderEndpoint::fromEnvironment();
            if (!endpoint.ok()) {
                out.error(endpoint.error().message);
                return ExitUsage;
            }
            const Result<ProviderGuardPlan> plan = ProviderGuard::plan(*profile, wanted, loadCatalogs(out), *endpoint);
            if (!plan.ok()) {
                out.error(plan.error().message);
                return ExitUsage;
            }
            settings.releaseCommand = plan->command;
            viaProvider = true;
            out.line(plan->says);
        } else if (parser.isSet(providerAction)) {
            out.error(RemoteCommands::tr("--provider-action needs a profile launched through a provider's API "
                                         "(provider launch)"));
            return ExitUsage;
        }
        if (settings.maxRuntimeSeconds <= 0 && settings.idleSeconds <= 0) {
            out.error(RemoteCommands::tr("give --max-runtime, --idle or both"));
            return ExitUsage;
        }
        settings.checkEverySeconds = std::max<qint64>(1, settings.checkEverySeconds);
    }
    Connection c = connect(remote, out);
    if (c.exitCode != ExitOk)
        return c.exitCode;
    if (action == QLatin1String("install")) {
        // A profile's own provider token (profile set-token; a launch's key for that instance alone) goes along for a
        // release command that calls the provider. The account's token only when the guard stops the instance
        // through the API, and said so: whoever is root on the instance can read it.
        if (!remote.profile.isEmpty()) {
            const Result<HostProfile> profile = HostProfileStore().find(remote.profile);
            const QStringList keys = SecretStore::providerTokenKeys(
                remote.profile, viaProvider && profile.ok() ? profile->providerId : QString());
            for (const QString& key : keys) {
                const Result<std::optional<QByteArray>> token = SecretStore::read(key);
                if (token.ok() && token->has_value() && !(*token)->isEmpty()) {
                    settings.providerToken = **token;
                    if (key != keys.first())
                        out.warning(Guard::accountTokenNotice(providerDisplayName(profile->providerId)));
                    break;
                }
            }
        }
        if (viaProvider && settings.providerToken.isEmpty()) {
            out.error(RemoteCommands::tr("no API token to stop the instance with: run 'provider set-token' first"));
            return ExitFailure;
        }
        // The webhooks that want guard.fired (notify add) are told from the instance when it fires.
        GuardNoticeSet notices =
            WebhookBook().guardNotices(remote.where(), settings.releaseCommand, &SecretStore::read);
        for (const QString& problem : notices.problems)
            out.warning(problem);
        settings.notices = std::move(notices.notices); // one copy of the secrets, cleared below
        const Status installed = Guard::install(*c.session, settings);
        settings.providerToken.fill('\0');
        settings.notices.fill('\0');
        if (Status s = installed; !s.ok()) {
            out.error(s.error().message);
            return ExitFailure;
        }
        // One arg() call: a "%2F" in a release command (a URL) must stay as written.
        const QString runtime = settings.maxRuntimeSeconds > 0
                                    ? RemoteCommands::tr(" after %1 s").arg(settings.maxRuntimeSeconds)
                                    : QString();
        const QString idle = settings.idleSeconds > 0
                                 ? RemoteCommands::tr(" or after %1 s with GPUs below %2 % and no SSH session")
                                       .arg(settings.idleSeconds)
                                       .arg(settings.idleUtilPercent)
                                 : QString();
        out.line(RemoteCommands::tr("Guard installed on %1: it runs \"%2\"%3%4.")
                     .arg(remote.target.display(), settings.releaseCommand, runtime, idle));
        if (!notices.webhooks.isEmpty())
            out.line(
                RemoteCommands::tr("When it fires, it tells: %1.").arg(notices.webhooks.join(QStringLiteral(", "))));
        return ExitOk;
    }
    if (action == QLatin1String("remove")) {
        if (Status s = Guard::remove(*c.session); !s.ok()) {
            out.error(s.error().message);
            return ExitFailure;
        }
        out.line(RemoteCommands::tr("Guard removed from %1.").arg(remote.target.display()));
        return ExitOk;
    }
    const Result<GuardStatus> status = Guard::show(*c.session);
    if (!status.ok()) {
        out.error(status.error().message);
        return ExitFailure;
    }
    if (parser.isSet(json)) {
        QJsonObject o;
        o.insert(QStringLiteral("installed"), status->installed);
        o.insert(QStringLiteral("running"), status->running);
        QJsonObject settingsJson;
        for (auto it = status->settings.cbegin(); it != status->settings.cend(); ++it)
            settingsJson.insert(it.key(), it.value());
        o.insert(QStringLiteral("settings"), settingsJson);
        o.insert(QStringLiteral("log"), status->log);
        out.json(o);
        return ExitOk;
    }
    if (!status->installed) {
        out.line(RemoteCommands::tr("No guard is installed on %1.").arg(remote.target.display()));
        return ExitOk;
    }
    out.line(status->running
                 ? RemoteCommands::tr("The guard is running on %1.").arg(remote.target.display())
                 : RemoteCommands::tr("The guard is installed on %1 but not running.").arg(remote.target.display()));
    for (auto it = status->settings.cbegin(); it != status->settings.cend(); ++it)
        out.line(QStringLiteral("  %1 = %2").arg(it.key(), it.value()));
    if (!status->log.isEmpty())
        out.line(status->log);
    return ExitOk;
}

// Samples every GPU each interval. --json prints one compact JSON object per sample and line (JSON Lines), so a
// script can read the stream as it comes.
int monitor(const Remote& remote, const QStringList& args, CliOutput& out)
{
    QCommandLineParser parser;
    const QCommandLineOption interval(QStringLiteral("interval"), QString(), QStringLiteral("seconds"),
                                      QStringLiteral("5"));
    const QCommandLineOption count(QStringLiteral("count"), QString(), QStringLiteral("n"), QStringLiteral("0"));
    const QCommandLineOption json(QStringLiteral("json"));
    parser.addOptions({interval, count, json});
    if (!parseCommandLine(parser, args, QStringLiteral("remote monitor"), out))
        return ExitUsage;
    bool intervalOk = false;
    bool countOk = false;
    const double seconds = parser.value(interval).toDouble(&intervalOk);
    const int samples = parser.value(count).toInt(&countOk);
    if (!intervalOk || seconds < 0.1 || seconds > 86400) {
        out.error(RemoteCommands::tr("--interval takes seconds from 0.1 to 86400"));
        return ExitUsage;
    }
    if (!countOk || samples < 0) {
        out.error(RemoteCommands::tr("--count takes a number of samples (0: until interrupted)"));
        return ExitUsage;
    }
    Connection c = connect(remote, out);
    if (c.exitCode != ExitOk)
        return c.exitCode;
    for (int n = 0; samples == 0 || n < samples; ++n) {
        if (n > 0)
            QThread::msleep(static_cast<unsigned long>(seconds * 1000)); // pacing, not synchronisation
        const Result<QList<GpuSample>> gpus = GpuMonitor::sample(*c.session);
        if (!gpus.ok()) {
            out.error(gpus.error().message);
            return ExitFailure;
        }
        const QDateTime now = QDateTime::currentDateTime();
        if (parser.isSet(json)) {
            QJsonArray list;
            for (const GpuSample& g : *gpus) {
                QJsonObject o;
                o.insert(QStringLiteral("index"), g.index);
                o.insert(QStringLiteral("name"), g.name);
                o.insert(QStringLiteral("utilization_percent"),
                         g.utilizationPercent ? QJsonValue(*g.utilizationPercent) : QJsonValue());
                o.insert(QStringLiteral("memory_used_mib"),
                         g.memoryUsedMiB ? QJsonValue(*g.memoryUsedMiB) : QJsonValue());
                o.insert(QStringLiteral("memory_total_mib"),
                         g.memoryTotalMiB ? QJsonValue(*g.memoryTotalMiB) : QJsonValue());
                list.append(o);
            }
            QJsonObject o;
            o.insert(QStringLiteral("time"), now.toString(Qt::ISODate));
            o.insert(QStringLiteral("gpus"), list);
            out.line(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)));
            continue;
        }
        const QString unknown = RemoteCommands::tr("n/a");
        for (const GpuSample& g : *gpus)
            out.line(RemoteCommands::tr("%1  GPU %2  %3  utilization %4 %  memory %5 / %6 MiB")
                         .arg(now.toString(QStringLiteral("HH:mm:ss")))
                         .arg(g.index)
                         .arg(g.name, g.utilizationPercent ? QString::number(*g.utilizationPercent) : unknown,
                              g.memoryUsedMiB ? QString::number(*g.memoryUsedMiB) : unknown,
                              g.memoryTotalMiB ? QString::number(*g.memoryTotalMiB) : unknown));
    }
    return ExitOk;
}

int provision(const Remote& remote, const QStringList& args, CliOutput& out)
{
    QCommandLineParser parser;
    const QCommandLineOption setup(QStringLiteral("setup"), QString(), QStringLiteral("file"));
    const QCommandLineOption requirements(QStringLiteral("requirements"), QString(), QStringLiteral("file"));
    const QCommandLineOption workdir(QStringLiteral("workdir"), QString(), QStringLiteral("dir"));
    const QCommandLineOption python(QStringLiteral("python"), QString(), QStringLiteral("command"));
    const QCommandLineOption minCuda(QStringLiteral("min-cuda"), QString(), QStringLiteral("version"));
    const QCommandLineOption force(QStringLiteral("force"));
    parser.addOptions({setup, requirements, workdir, python, minCuda, force});
    if (!parseCommandLine(parser, args, QStringLiteral("remote provision"), out))
        return ExitUsage;
    ProvisionOptions options;
    for (auto [option, target] :
         {std::pair{&setup, &options.setupScript}, std::pair{&requirements, &options.requirements}}) {
        if (!parser.isSet(*option))
            continue;
        const Result<QByteArray> recipe = Provisioner::readRecipe(parser.value(*option));
        if (!recipe.ok()) {
            out.error(recipe.error().message);
            return ExitUsage;
        }
        *target = *recipe;
    }
    if (parser.isSet(workdir))
        options.workdir = parser.value(workdir);
    if (parser.isSet(python))
        options.python = parser.value(python);
    if (parser.isSet(minCuda)) {
        options.minCuda = QVersionNumber::fromString(parser.value(minCuda));
        if (options.minCuda.isNull()) {
            out.error(
                RemoteCommands::tr("--min-cuda takes a version such as 12.1, not '%1'").arg(parser.value(minCuda)));
            return ExitUsage;
        }
    }
    options.force = parser.isSet(force);
    Connection c = connect(remote, out);
    if (c.exitCode != ExitOk)
        return c.exitCode;
    const ProvisionReport report = Provisioner::run(*c.session, options, [&](int stream, const QByteArray& data) {
        out.passThrough(QString::fromUtf8(data), stream == 1);
    });
    for (const ProvisionStep& step : report.steps) {
        QString mark;
        switch (step.state) {
        case ProvisionStep::State::Done:
            mark = RemoteCommands::tr("DONE");
            break;
        case ProvisionStep::State::AlreadyDone:
            mark = RemoteCommands::tr("SKIP");
            break;
        case ProvisionStep::State::Warning:
            mark = RemoteCommands::tr("WARN");
            break;
        case ProvisionStep::State::Failed:
            mark = RemoteCommands::tr("FAIL");
            break;
        }
        out.line(QStringLiteral("%1  %2  %3").arg(mark, step.id, step.message));
    }
    return report.ok() ? ExitOk : ExitFailure;
}

// install-key: appends the user's public key to the instance's authorized_keys, so a password is needed only once.
int installKey(const Remote& remote, const QStringList& args, CliOutput& out)
{
    QCommandLineParser parser;
    const QCommandLineOption publicKey(QStringLiteral("public-key"), QString(), QStringLiteral("file"));
    parser.addOption(publicKey);
    if (!parseCommandLine(parser, args, QStringLiteral("remote install-key"), out))
        return ExitUsage;
    QString path = parser.value(publicKey);
    if (path.isEmpty()) {
        path = KeyInstaller::defaultPublicKeyFile();
        if (path.isEmpty()) {
            out.error(
                RemoteCommands::tr("no public key in ~/.ssh (id_ed25519.pub, id_ecdsa.pub, id_rsa.pub): create one "
                                   "with ssh-keygen -t ed25519, or give --public-key FILE"));
            return ExitUsage;
        }
    }
    const Result<QByteArray> key = KeyInstaller::readPublicKey(path);
    if (!key.ok()) {
        out.error(key.error().message);
        return ExitUsage;
    }
    Connection c = connect(remote, out);
    if (c.exitCode != ExitOk)
        return c.exitCode;
    const Result<bool> added = KeyInstaller::install(*c.session, *key);
    if (!added.ok()) {
        out.error(added.error().message);
        return ExitFailure;
    }
    out.line(!*added ? RemoteCommands::tr("%1 already trusts %2.").arg(remote.target.display(), path)
                     : RemoteCommands::tr("%1 now trusts %2: the next connection needs no password.")
                           .arg(remote.target.display(), path));
    return ExitOk;
}

int job(const Remote& remote, const QStringList& args, CliOutput& out)
{
    const QString action = args.value(0);
    const QString usage = jobUsage();
    QCommandLineParser parser;
    const JobRunOptions run;
    const QCommandLineOption& name = run.name;
    const QCommandLineOption& priority = run.priority;
    const QCommandLineOption& gpus = run.gpus;
    const QCommandLineOption& resumeCommand = run.resumeCommand;
    const QCommandLineOption& workdir = run.workdir;
    const QCommandLineOption& json = run.json;
    const QCommandLineOption follow(QStringLiteral("follow"));
    const QCommandLineOption offer(QStringLiteral("offer"), QString(), QStringLiteral("id"));
    const QCommandLineOption record(QStringLiteral("record"), QString(), QStringLiteral("plan"));
    int positional = 0; // what each action takes besides its options
    if (action == QLatin1String("run")) {
        parser.addOptions(run.all());
        // The job's command starts at its first word: its own options are its own. The other actions take their
        // options anywhere (`job logs NAME --follow`).
        parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);
        positional = -1; // the command, any number of words
    } else if (action == QLatin1String("list")) {
        parser.addOptions({json, offer, record});
    } else if (action == QLatin1String("logs")) {
        parser.addOption(follow);
        positional = 1;
    } else if (action == QLatin1String("stop")) {
        positional = 1;
    } else if (action != QLatin1String("resume")) {
        out.error(usage);
        return ExitUsage;
    }
    if (!parseCommandLine(parser, args.mid(1), QStringLiteral("remote job ") + action, out, positional != 0))
        return ExitUsage;
    const QStringList words = parser.positionalArguments();
    if ((positional > 0 && words.size() != positional) || (positional < 0 && !parser.isSet(name))) {
        out.error(usage);
        return ExitUsage;
    }
    JobSpec spec;
    if (action == QLatin1String("run")) {
        spec.name = parser.value(name);
        bool ok = true;
        spec.priority = parser.isSet(priority) ? parser.value(priority).toInt(&ok) : 0;
        if (!ok) {
            out.error(RemoteCommands::tr("--priority takes a whole number, not '%1'").arg(parser.value(priority)));
            return ExitUsage;
        }
        spec.gpus = parser.value(gpus);
        spec.resumeCommand = parser.value(resumeCommand);
        spec.workdir = parser.isSet(workdir) ? parser.value(workdir) : ConsoleSession::defaultWorkdir();
        spec.command = words.join(QLatin1Char(' '));
        if (const Status s = JobControl::validate(spec); !s.ok()) {
            out.error(s.error().message);
            return ExitUsage;
        }
    }
    // The offer each job's share of the price comes from: as given, else the profile's. The plan is read before
    // connecting: a damaged file should not cost a connection to learn.
    std::optional<Offer> rented;
    Plan saved;
    if (action == QLatin1String("list")) {
        const QString offerId = parser.isSet(offer) ? parser.value(offer) : remote.offerId;
        if (!offerId.isEmpty()) {
            rented = loadCatalogs(out).offer(offerId);
            if (!rented && parser.isSet(offer)) {
                out.error(RemoteCommands::tr("unknown offer '%1' (see gpuplanner-cli catalog list)").arg(offerId));
                return ExitUsage;
            }
            if (!rented)
                out.warning(RemoteCommands::tr("The profile's offer %1 is not in the catalogs any more: jobs are shown "
                                               "without a cost.")
                                .arg(offerId));
        }
        saved.name = QFileInfo(parser.value(record)).completeBaseName();
        if (parser.isSet(record) && QFile::exists(parser.value(record))) {
            const Result<Plan> loaded = PlanFile::load(parser.value(record));
            if (!loaded.ok()) {
                out.error(loaded.error().message);
                return ExitFailure;
            }
            saved = *loaded;
        }
    }
    Connection c = connect(remote, out);
    if (c.exitCode != ExitOk)
        return c.exitCode;
    SshSession& session = *c.session;
    if (action == QLatin1String("run")) {
        if (const Status s = JobControl::run(session, spec); !s.ok()) {
            out.error(s.error().message);
            return ExitFailure;
        }
        if (parser.isSet(json)) {
            out.json(QJsonObject{{QStringLiteral("name"), spec.name}, {QStringLiteral("queued"), true}});
            return ExitOk;
        }
        out.line(RemoteCommands::tr("Queued job %1; it runs detached from this connection. Its log: job logs %1 "
                                    "--follow.")
                     .arg(spec.name));
        return ExitOk;
    }
    if (action == QLatin1String("list")) {
        const Result<QList<JobInfo>> jobs = JobControl::list(session);
        if (!jobs.ok()) {
            out.error(jobs.error().message);
            return ExitFailure;
        }
        const QDateTime now = QDateTime::currentDateTime();
        int recorded = 0;
        if (parser.isSet(record)) {
            const QList<JobRecord> runs = JobCost::records(*jobs, rented, remote.target.display(), now);
            recorded = InstanceRecords::recordJobRuns(saved.jobRuns, runs);
            if (Status written = PlanFile::save(saved, parser.value(record)); !written.ok()) {
                out.error(written.error().message);
                return ExitFailure;
            }
        }
        if (parser.isSet(json)) {
            QJsonArray array;
            for (const JobInfo& j : *jobs) {
                const JobCharge charge = JobCost::charge(j, rented, now);
                QJsonObject o{
                    {QStringLiteral("name"), j.name},           {QStringLiteral("state"), JobInfo::stateCode(j.state)},
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
                array.append(o);
            }
            QJsonObject root{{QStringLiteral("jobs"), array}};
            if (parser.isSet(record))
                root.insert(QStringLiteral("recorded"), recorded);
            out.json(root);
            return ExitOk;
        }
        if (jobs->isEmpty())
            out.line(RemoteCommands::tr("No jobs on the instance."));
        for (const JobInfo& j : *jobs) {
            const JobCharge charge = JobCost::charge(j, rented, now);
            out.line(RemoteCommands::tr("%1  %2  priority %3%4  %5 GPU-hours%6  %7")
                         .arg(j.name, j.stateText())
                         .arg(j.priority)
                         .arg(j.gpus.isEmpty() ? QString() : RemoteCommands::tr("  GPUs %1").arg(j.gpus))
                         .arg(QString::number(charge.gpuHours, 'f', 2),
                              charge.cost ? QStringLiteral("  ") + ExchangeRate::format(*charge.cost) : QString(),
                              j.logPath));
        }
        if (parser.isSet(record))
            out.line(RemoteCommands::tr("Recorded %n new or changed job run(s) in %1.", nullptr, recorded)
                         .arg(parser.value(record)));
        return ExitOk;
    }
    if (action == QLatin1String("logs")) {
        const bool live = parser.isSet(follow);
        const Result<QByteArray> log = JobControl::logs(session, words.first(), live, [](const QByteArray& data) {
            fwrite(data.constData(), 1, static_cast<size_t>(data.size()), stdout);
            fflush(stdout);
        });
        if (!log.ok()) {
            out.error(log.error().message);
            return ExitFailure;
        }
        return ExitOk;
    }
    if (action == QLatin1String("stop")) {
        if (const Status s = JobControl::stop(session, words.first()); !s.ok()) {
            out.error(s.error().message);
            return ExitFailure;
        }
        out.line(JobControl::stoppedMessage(words.first()));
        return ExitOk;
    }
    const Result<QStringList> resumed = JobControl::resume(session);
    if (!resumed.ok()) {
        out.error(resumed.error().message);
        return ExitFailure;
    }
    out.line(JobControl::resumedMessage(*resumed));
    return ExitOk;
}

int runRemote(const QStringList& args, CliOutput& out, TranslationLoader& translations);

volatile std::sig_atomic_t g_stopHolding = 0;
int g_stopPipe[2] = {-1, -1}; // the signal handler's byte wakes the wait for the next client at once

void stopHolding(int)
{
    g_stopHolding = 1;
    const int saved = errno;
    const char byte = 1;
    [[maybe_unused]] const ssize_t n = ::write(g_stopPipe[1], &byte, 1);
    errno = saved;
}

// Runs one client's command on the held session, with the client's stdin, stdout, stderr and working folder, so that
// it prints, prompts and resolves paths exactly as it would have in the client's own process.
int serveHeld(HeldRequest& request,
              Language language,
              SshSession& session,
              const QString& socketPath,
              const int own[3],
              CliOutput& out,
              TranslationLoader& translations)
{
    out.flush();
    for (int i = 0; i < 3; ++i)
        ::dup2(request.fds[i], i);
    out.resetStatus(); // a write that failed for the client before (a closed pipe) must not silence this one
    int wake[2] = {-1, -1};
    if (::pipe2(wake, O_CLOEXEC) != 0) {
        out.error(RemoteCommands::tr("The held connection cannot run the command: %1").arg(qt_error_string(errno)));
        out.flush();
        for (int i = 0; i < 3; ++i)
            ::dup2(own[i], i);
        return ExitFailure;
    }
    // A client that is interrupted (Ctrl-C) or killed while its command runs ends the hold with it, as the command
    // would have ended in a process of its own: its connection must not go on working for nobody.
    std::thread watcher([&request, &wake, socketPath] {
        if (HeldConnection::clientGone(request, wake[0])) {
            HeldConnection::removeSocket(socketPath);
            ::_exit(ExitFailure);
        }
    });
    // The client's language, not the holder's: the messages are the client's to read.
    const Language holderLanguage = translations.current();
    if (language != holderLanguage)
        translations.apply(language);
    const QString before = QDir::currentPath();
    int code = ExitFailure;
    if (!QDir::setCurrent(request.workingDir)) {
        out.error(RemoteCommands::tr("The held connection cannot enter the folder %1.").arg(request.workingDir));
    } else {
        g_heldSession = &session;
        g_heldSocket = socketPath;
        code = runRemote(request.arguments, out, translations);
        g_heldSession = nullptr;
    }
    if (translations.current() != holderLanguage)
        translations.apply(holderLanguage);
    out.flush();
    const char done = 1;
    while (::write(wake[1], &done, 1) < 0 && errno == EINTR) {
    }
    watcher.join();
    ::close(wake[0]);
    ::close(wake[1]);
    for (int i = 0; i < 3; ++i)
        ::dup2(own[i], i);
    QDir::setCurrent(before);
    return code;
}

// The socket of the target a held command names, read in the client's folder (a relative key path is the client's);
// empty when it names none.
QString heldSocketOf(const HeldRequest& request)
{
    QCommandLineParser parser;
    const RemoteOptions options;
    options.addTo(parser);
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions); // as parseCommandLine reads it
    if (!parser.parse(QStringList{QStringLiteral("gpuplanner-cli remote")} + request.arguments) ||
        parser.isSet(options.ssh) == parser.isSet(options.profile))
        return QString();
    const QString before = QDir::currentPath();
    if (!QDir::setCurrent(request.workingDir))
        return QString();
    const Result<Remote> remote = options.remote(parser);
    QDir::setCurrent(before);
    return remote.ok() ? HeldConnection::socketPath(remote->target) : QString();
}

// The language a held command speaks: the client's --lang, else what the client would have chosen by itself (the
// saved choice, else the locale), which is known here only when the client's locale variables are the holder's.
std::optional<Language> heldLanguage(const HeldRequest& request)
{
    if (!request.language.isEmpty())
        return languageFromCode(request.language);
    if (!request.sameLocale)
        return std::nullopt;
    return Settings().language().value_or(languageForLocale(QLocale::system()));
}

int hold(const Remote& remote, const QStringList& args, CliOutput& out, TranslationLoader& translations)
{
    QCommandLineParser parser;
    const QCommandLineOption idle(QStringLiteral("idle-timeout"), QString(), QStringLiteral("duration"));
    parser.addOption(idle);
    if (!parseCommandLine(parser, args, QStringLiteral("remote hold"), out, false))
        return ExitUsage;
    qint64 idleSeconds = 600;
    if (parser.isSet(idle)) {
        const std::optional<qint64> parsed = parseDuration(parser.value(idle));
        if (!parsed || *parsed < 1 || *parsed > 7 * 24 * 3600) {
            out.error(RemoteCommands::tr("--idle-timeout must be a duration from 1s to 7d (90s, 30m, 2h)"));
            return ExitUsage;
        }
        idleSeconds = *parsed;
    }
    if (g_heldSession) {
        out.error(RemoteCommands::tr("This command already runs on a held connection."));
        return ExitUsage;
    }
    // A holder started with a standard descriptor closed would hand that number to a socket, which serving a client
    // (dup2 onto 0, 1 and 2) would then overwrite: /dev/null takes it first.
    for (int fd = 0; fd < 3; ++fd)
        if (::fcntl(fd, F_GETFD) < 0 && ::open("/dev/null", O_RDWR) < 0)
            return ExitFailure;
    const QString socketPath = HeldConnection::socketPath(remote.target);
    if (HeldConnection::answers(socketPath)) {
        out.error(HeldConnection::tr("Another process already holds this connection (%1).").arg(socketPath));
        return ExitFailure;
    }
    Connection c = connect(remote, out);
    if (c.exitCode != ExitOk)
        return c.exitCode;
    // A spare channel, its shell already waiting, makes the next command start without a round trip; failing to
    // open one only costs that.
    (void)c.session->prepareSpareChannel();
    HeldConnection control;
    if (const Status listening = control.listen(socketPath); !listening.ok()) {
        out.error(listening.error().message);
        return ExitFailure;
    }
    // Commands typed the way this one was find the socket from the thin launcher, without parsing the target.
    HeldConnection::addAlias(socketPath, remote.alias);
    if (::pipe2(g_stopPipe, O_CLOEXEC | O_NONBLOCK) != 0) {
        out.error(HeldConnection::tr("Waiting for commands failed: %1").arg(qt_error_string(errno)));
        return ExitFailure;
    }
    struct sigaction stop = {};
    stop.sa_handler = stopHolding;
    sigemptyset(&stop.sa_mask);
    for (const int signal : {SIGINT, SIGTERM, SIGHUP})
        ::sigaction(signal, &stop, nullptr);
    // A client's pipe that closed early ends what runs for it (see serveHeld), not the holder.
    std::signal(SIGPIPE, SIG_IGN);
    int own[3];
    for (int i = 0; i < 3; ++i)
        own[i] = ::fcntl(i, F_DUPFD_CLOEXEC, 3);
    out.line(RemoteCommands::tr("Holding the connection to %1. Remote commands for it from this user run over it "
                                "(socket %2) until %n second(s) pass without one, or Ctrl-C.",
                                nullptr, int(idleSeconds))
                 .arg(remote.target.display(), socketPath));
    out.flush();
    constexpr int kKeepAliveMs = 30000; // well inside the usual ClientAliveInterval and NAT timeouts
    QDeadlineTimer idleUntil{std::chrono::seconds(idleSeconds)};
    const auto lost = [&] {
        out.error(RemoteCommands::tr("The connection to %1 was lost.").arg(remote.target.display()));
        return ExitFailure;
    };
    int code = ExitOk;
    while (!g_stopHolding) {
        if (idleUntil.hasExpired()) {
            out.line(RemoteCommands::tr("No command for %n second(s): the connection is closed.", nullptr,
                                        int(idleSeconds)));
            break;
        }
        Result<std::optional<HeldRequest>> next =
            control.next(static_cast<int>(std::min<qint64>(idleUntil.remainingTime(), kKeepAliveMs)), g_stopPipe[0]);
        if (!next.ok()) {
            out.error(next.error().message);
            code = ExitFailure;
            break;
        }
        if (!next.value().has_value()) {
            if (!g_stopHolding && !c.session->keepAlive()) {
                code = lost();
                break;
            }
            continue;
        }
        HeldRequest request = std::move(*next.value());
        // Only a command for this very target as its client means it (in its folder, with its home), in a language
        // known here, is taken; any other goes back untouched to its client, which then runs it by itself.
        const std::optional<Language> language = heldLanguage(request);
        if (!language || !request.sameHome || heldSocketOf(request) != socketPath || !HeldConnection::accept(request))
            continue;
        const QString asked = request.arguments.join(QLatin1Char(' '));
        const int served = serveHeld(request, *language, *c.session, socketPath, own, out, translations);
        HeldConnection::answer(request, served);
        out.line(RemoteCommands::tr("Ran \"%1\": exit code %2.").arg(asked).arg(served));
        out.flush();
        (void)c.session->prepareSpareChannel();
        idleUntil = QDeadlineTimer{std::chrono::seconds(idleSeconds)};
        if (!c.session->isConnected()) {
            code = lost();
            break;
        }
    }
    for (const int fd : own)
        ::close(fd);
    for (int& fd : g_stopPipe)
        ::close(std::exchange(fd, -1));
    return code;
}

int runRemote(const QStringList& args, CliOutput& out, TranslationLoader& translations)
{
    QCommandLineParser parser;
    const RemoteOptions options;
    options.addTo(parser);
    if (!parseCommandLine(parser, args, QStringLiteral("remote"), out, true))
        return ExitUsage;
    const QStringList rest = parser.positionalArguments();
    const QString usage = remoteUsage();
    if (parser.isSet(options.help) || asksForHelp(rest)) {
        out.line(remoteHelp());
        return ExitOk;
    }
    if (rest.isEmpty()) {
        out.error(usage);
        return ExitUsage;
    }
    if (parser.isSet(options.profile) == parser.isSet(options.ssh)) {
        out.error(RemoteCommands::tr("say where to connect: --profile NAME or --ssh \"ssh -p PORT root@host\""));
        return ExitUsage;
    }
    QStringList commandArgs = rest.mid(1);
    const Result<Remote> named = options.remote(parser);
    if (!named.ok()) {
        out.error(named.error().message);
        return ExitUsage;
    }
    const Remote& remote = *named;
    // The offer the profile was rented as is what the smoke test checks against, unless told otherwise.
    if (rest.first() == QLatin1String("smoke-test") && !remote.offerId.isEmpty() &&
        !commandArgs.contains(QStringLiteral("--offer")))
        commandArgs << QStringLiteral("--offer") << remote.offerId;
    const QString command = rest.first();
    if (command == QLatin1String("hold"))
        return hold(remote, commandArgs, out, translations);
    // The holder checked the target before it took the command; this is the second line, should the profile have
    // changed in between.
    if (g_heldSession && HeldConnection::socketPath(remote.target) != g_heldSocket) {
        out.error(RemoteCommands::tr("This held connection is for another host, not %1.").arg(remote.target.display()));
        return ExitUsage;
    }
    // A connection that `remote … hold` keeps open for this target runs the command with no connecting at all.
    if (!g_heldSession) {
        // The thin launcher forwarded this very command before and the holder ended while it ran: said here,
        // translated, and nothing runs again.
        const QString ended = qEnvironmentVariable(held::kEndedVariable);
        qunsetenv(held::kEndedVariable);
        if (!ended.isEmpty() && ended == remote.alias) {
            out.error(HeldConnection::endedMessage(ended));
            return ExitFailure;
        }
        const QString socket = HeldConnection::socketPath(remote.target);
        if (const std::optional<Result<int>> held =
                HeldConnection::forward(socket, args, languageCode(translations.current()))) {
            // The next command typed like this one finds the holder from the thin launcher.
            HeldConnection::addAlias(socket, remote.alias);
            if (!held->ok()) {
                out.error(held->error().message);
                return ExitFailure;
            }
            return **held;
        }
    }
    if (command == QLatin1String("smoke-test"))
        return smokeTest(remote, commandArgs, out);
    if (command == QLatin1String("upload"))
        return upload(remote, commandArgs, out);
    if (command == QLatin1String("guard"))
        return guard(remote, commandArgs, out);
    if (command == QLatin1String("monitor"))
        return monitor(remote, commandArgs, out);
    if (command == QLatin1String("install-key"))
        return installKey(remote, commandArgs, out);
    if (command == QLatin1String("provision"))
        return provision(remote, commandArgs, out);
    if (command == QLatin1String("job"))
        return job(remote, commandArgs, out);
    out.error(RemoteCommands::tr(
                  "unknown remote command '%1' (smoke-test, upload, monitor, guard, provision, install-key, job, hold)")
                  .arg(command));
    return ExitUsage;
}

// profile: the saved host profiles that `remote --profile NAME` connects to.

} // namespace

QList<CliCommand> remoteCommands(TranslationLoader& translations)
{
    return {CliCommand{
                QStringLiteral("remote"),
                [] {
                    return RemoteCommands::tr(
                        "A rented instance over SSH: smoke test, provisioning, upload, monitor and guards.");
                },
                [&translations](const QStringList& args, CliOutput& out) { return runRemote(args, out, translations); },
                remoteHelp,
                QStringList{QStringLiteral("smoke-test"), QStringLiteral("upload"), QStringLiteral("monitor"),
                            QStringLiteral("guard install"), QStringLiteral("guard show"),
                            QStringLiteral("guard remove"), QStringLiteral("provision"), QStringLiteral("install-key"),
                            QStringLiteral("job run"), QStringLiteral("job list"), QStringLiteral("job logs"),
                            QStringLiteral("job stop"), QStringLiteral("job resume"), QStringLiteral("hold")},
                // A held connection reaches runRemote without CliApp: it decides --help itself.
                true},
            profileCommand(), notifyCommand()};
}

} // namespace gp::cli
