// remote … smoke-test: the instance against what the offer promised and, with --run, a few steps of the user's own
// training.
#include "app/cli/CliOutput.h"
#include "app/cli/remote/RemoteSubcommands.h"
#include "app/cli/remote/RemoteSupport.h"
#include "app/cli/support/CliSupport.h"
#include "core/console/ConsoleSession.h"
#include "core/estimator/Need.h"
#include "core/estimator/PerformanceEstimator.h"
#include "core/jobs/Guard.h"
#include "core/network/Notifier.h"
#include "core/notify/Notifications.h"
#include "core/notify/WebhookBook.h"
#include "core/plan/PlanCalibration.h"
#include "core/plan/PlanFile.h"
#include "core/probe/SmokeTest.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <QRegularExpression>

#include <tuple>
#include <utility>

namespace gp::cli {

namespace {

struct SmokeTestOptions
{
    QCommandLineOption offer{QStringLiteral("offer"), QString(), QStringLiteral("id")};
    QCommandLineOption gpu{QStringLiteral("gpu"), QString(), QStringLiteral("id")};
    QCommandLineOption need{QStringLiteral("need-vram"), QString(), QStringLiteral("bytes")};
    QCommandLineOption json{QStringLiteral("json")};
    QCommandLineOption plan{QStringLiteral("plan"), QString(), QStringLiteral("file")};
    QCommandLineOption userRun{QStringLiteral("run"), QString(), QStringLiteral("command")};
    QCommandLineOption steps{QStringLiteral("steps"), QString(), QStringLiteral("n"), QStringLiteral("20")};
    QCommandLineOption timeout{QStringLiteral("timeout"), QString(), QStringLiteral("duration"), QStringLiteral("10m")};
    QCommandLineOption workdir{QStringLiteral("workdir"), QString(), QStringLiteral("dir"),
                               ConsoleSession::defaultWorkdir()};
    QCommandLineOption batch{QStringLiteral("batch"), QString(), QStringLiteral("n")};
    QCommandLineOption seq{QStringLiteral("seq"), QString(), QStringLiteral("n")};
    QCommandLineOption speedPattern{QStringLiteral("speed-pattern"), QString(), QStringLiteral("regex")};
    QCommandLineOption calibrate{QStringLiteral("calibrate")};
    QCommandLineOption level{QStringLiteral("level"), QString(), QStringLiteral("quick|full"), QStringLiteral("quick")};
    QCommandLineOption downloadUrl{QStringLiteral("download-url"), QString(), QStringLiteral("url")};
    QCommandLineOption uploadUrl{QStringLiteral("upload-url"), QString(), QStringLiteral("url")};

    QList<QCommandLineOption> all() const
    {
        return {offer,   gpu,   need, json,         plan,      userRun, steps,       timeout,
                workdir, batch, seq,  speedPattern, calibrate, level,   downloadUrl, uploadUrl};
    }
};

// What one smoke test runs and expects, all read before connecting.
struct SmokeRun
{
    UserTask task;
    SmokeExpectations expect;
    Plan saved;                // what the record joins with --plan; a missing file becomes a new plan
    bool trainingPlan = false; // the plan has a training need, which --calibrate and the tokens a step come from
};

// The user's own command: how many steps, for how long, and how its speed is read.
int readTask(const QCommandLineParser& parser, const SmokeTestOptions& o, UserTask& task, CliOutput& out)
{
    task.command = parser.value(o.userRun);
    task.workdir = parser.value(o.workdir);
    bool stepsOk = false;
    task.steps = parser.value(o.steps).toInt(&stepsOk);
    if (!stepsOk || task.steps < 1) {
        out.error(
            RemoteCommands::tr("--steps takes a whole number of at least 1, not '%1'").arg(parser.value(o.steps)));
        return ExitUsage;
    }
    const std::optional<qint64> limit = parseDuration(parser.value(o.timeout));
    if (!limit || *limit < 1) {
        out.error(
            RemoteCommands::tr("--timeout takes a duration such as 10m or 90s, not '%1'").arg(parser.value(o.timeout)));
        return ExitUsage;
    }
    task.timeoutSeconds = ConsoleSession::capTimeoutSeconds(*limit);
    if (parser.isSet(o.speedPattern)) {
        const QRegularExpression re(parser.value(o.speedPattern));
        if (!re.isValid() || re.captureCount() < 1) {
            out.error(RemoteCommands::tr("--speed-pattern takes a regular expression whose first group is the tokens "
                                         "per second, not '%1'%2")
                          .arg(parser.value(o.speedPattern),
                               re.isValid() ? QString() : QStringLiteral(" (%1)").arg(re.errorString())));
            return ExitUsage;
        }
        task.speedPattern = parser.value(o.speedPattern);
    }
    if (parser.isSet(o.calibrate) && (!parser.isSet(o.plan) || !task.isSet())) {
        out.error(RemoteCommands::tr("--calibrate needs --plan PLAN.json and --run COMMAND: it compares your run with "
                                     "that plan"));
        return ExitUsage;
    }
    return ExitOk;
}

// What the instance should have: the offer's promise at the chosen level, and what the options add to it.
int readExpectations(const QCommandLineParser& parser, const SmokeTestOptions& o, SmokeRun& run, CliOutput& out)
{
    const std::optional<SmokeLevel> chosenLevel = smokeLevelFromCode(parser.value(o.level));
    if (!chosenLevel) {
        out.error(RemoteCommands::tr("--level takes quick or full, not '%1'").arg(parser.value(o.level)));
        return ExitUsage;
    }
    std::optional<Offer> rented;
    if (parser.isSet(o.offer)) {
        rented = loadCatalogs(out).offer(parser.value(o.offer));
        if (!rented) {
            out.error(
                RemoteCommands::tr("unknown offer '%1' (see gpuplanner-cli catalog list)").arg(parser.value(o.offer)));
            return ExitUsage;
        }
    }
    SmokeExpectations& expect = run.expect;
    expect = ConsoleSession::smokeExpectations(rented, 0, *chosenLevel);
    expect.dataDir = run.task.workdir;
    for (const auto& [option, into] :
         {std::pair{&o.downloadUrl, &expect.downloadUrl}, std::pair{&o.uploadUrl, &expect.uploadUrl}}) {
        if (!parser.isSet(*option))
            continue;
        if (!parser.value(*option).isEmpty() && !SmokeTest::isTransferUrl(parser.value(*option))) {
            out.error(RemoteCommands::tr("--%1 takes an http:// or https:// URL (or \"\" for none), not '%2'")
                          .arg(option->names().constFirst(), parser.value(*option)));
            return ExitUsage;
        }
        *into = parser.value(*option);
    }
    if (parser.isSet(o.gpu)) {
        expect.gpu = findGpu(parser.value(o.gpu), out);
        if (!expect.gpu)
            return ExitUsage;
    }
    if (parser.isSet(o.need)) {
        bool ok = false;
        expect.needBytes = parser.value(o.need).toDouble(&ok);
        if (!ok || expect.needBytes < 0) {
            out.error(RemoteCommands::tr("--need-vram takes a number of bytes, not '%1'").arg(parser.value(o.need)));
            return ExitUsage;
        }
    }
    return ExitOk;
}

// The plan the record joins, read before connecting: a damaged file should not cost a run on a rented machine. Its
// training need gives the tokens a step when the options do not.
int readPlan(const QCommandLineParser& parser, const SmokeTestOptions& o, SmokeRun& run, CliOutput& out)
{
    const QString planPath = parser.value(o.plan);
    run.saved.name = QFileInfo(planPath).completeBaseName();
    if (parser.isSet(o.plan) && QFile::exists(planPath)) {
        const Result<Plan> loaded = PlanFile::load(planPath);
        if (!loaded.ok()) {
            out.error(loaded.error().message);
            return ExitFailure;
        }
        run.saved = *loaded;
    }
    run.trainingPlan = run.saved.need && run.saved.need->task != Task::Inference;
    if (parser.isSet(o.calibrate) && !run.trainingPlan) {
        out.error(RemoteCommands::tr("%1 has no training need to calibrate: answer the questionnaire in the app and "
                                     "save the plan first")
                      .arg(planPath));
        return ExitUsage;
    }
    // Tokens a step: the command's micro-batch × sequence length, as given, else the plan's.
    qint64 batchSize = run.trainingPlan ? run.saved.need->batch : 0;
    qint64 seqLength = run.trainingPlan ? run.saved.need->seq : 0;
    for (const auto& [option, into, bound] : {std::tuple{&o.batch, &batchSize, NeedLimits::kMaxBatch},
                                              std::tuple{&o.seq, &seqLength, NeedLimits::kMaxTokens}}) {
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
    run.task.tokensPerStepPerGpu = batchSize * seqLength;
    return ExitOk;
}

// One report, one digest, whichever form it is printed in.
QJsonObject reportJson(const SmokeRecord& record, const std::optional<RunComparison>& comparison, bool calibrated)
{
    QJsonObject root = record.toJson();
    root.insert(QStringLiteral("failures"), record.count(SmokeCheck::Status::Fail));
    root.insert(QStringLiteral("warnings"), record.count(SmokeCheck::Status::Warn));
    if (comparison) {
        root.insert(QStringLiteral("estimated_tokens_per_second"), comparison->estimatedTokensPerSecond);
        root.insert(QStringLiteral("estimated_peak_mib"), comparison->estimatedPeakMiB);
    }
    if (calibrated)
        root.insert(QStringLiteral("calibration"), PlanCalibration::toJson(*comparison->calibration));
    SmokeRecord::seal(root); // the digest covers what this command adds too
    return root;
}

void printReport(const SmokeRecord& record,
                 const QJsonObject& root,
                 const std::optional<RunComparison>& comparison,
                 bool calibrated,
                 CliOutput& out)
{
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

// A failed check tells the webhooks that want smoke.failed, as the Console does; each failure to tell is said.
void tellWebhooks(const Remote& remote, const SmokeRecord& record, CliOutput& out)
{
    if (const std::optional<Notification> failed = Notifications::smokeFailed(remote.where(), record))
        for (const WebhookDelivery& d : Notifier::deliverAndWait(*failed, WebhookBook()))
            if (!d.outcome.ok())
                out.warning(
                    RemoteCommands::tr("Notification to %1 failed: %2").arg(d.webhook, d.outcome.error().message));
}

} // namespace

int remoteSmokeTest(const Remote& remote, const QStringList& given, CliOutput& out)
{
    // The offer the profile was rented as is what the smoke test checks against, unless told otherwise.
    QStringList args = given;
    if (!remote.offerId.isEmpty() && !args.contains(QStringLiteral("--offer")))
        args << QStringLiteral("--offer") << remote.offerId;
    QCommandLineParser parser;
    const SmokeTestOptions o;
    parser.addOptions(o.all());
    if (!parseCommandLine(parser, args, QStringLiteral("remote smoke-test"), out))
        return ExitUsage;
    SmokeRun run;
    if (const int code = readTask(parser, o, run.task, out); code != ExitOk)
        return code;
    if (const int code = readExpectations(parser, o, run, out); code != ExitOk)
        return code;
    if (const int code = readPlan(parser, o, run, out); code != ExitOk)
        return code;

    Connection c = connect(remote, out);
    if (c.exitCode != ExitOk)
        return c.exitCode;
    const Result<SmokeRecord> ran = SmokeTest::run(*c.session, run.expect, run.task);
    if (!ran.ok()) {
        out.error(ran.error().message);
        return ExitFailure;
    }
    SmokeRecord record = *ran;
    // The comparison's checks join the record; its numbers serve --json and --calibrate.
    const std::optional<RunComparison> comparison = ConsoleSession::completeSmokeRecord(
        record, remote.target.display(), QString(),
        run.trainingPlan ? std::optional<Questionnaire>(*run.saved.need) : std::nullopt);
    const bool calibrate = parser.isSet(o.calibrate);
    const bool calibrated = calibrate && comparison && comparison->calibration;
    if (parser.isSet(o.plan)) {
        // Saved with the plan, as the Console page does; a missing file becomes a new plan.
        run.saved.smokeTests << record;
        if (calibrated)
            PlanCalibration::store(run.saved, *comparison->calibration);
        if (Status written = PlanFile::save(run.saved, parser.value(o.plan)); !written.ok()) {
            out.error(written.error().message);
            return ExitFailure;
        }
    }
    const QString notCalibrated =
        calibrate && !calibrated
            ? RemoteCommands::tr("The plan was not calibrated: %1")
                  .arg(comparison ? comparison->problem : RemoteCommands::tr("your command did not run."))
            : QString();
    const QJsonObject root = reportJson(record, comparison, calibrated);
    if (parser.isSet(o.json))
        out.json(root);
    else
        printReport(record, root, comparison, calibrated, out);
    if (!notCalibrated.isEmpty())
        out.error(notCalibrated);
    tellWebhooks(remote, record, out);
    return record.count(SmokeCheck::Status::Fail) > 0 || !notCalibrated.isEmpty() ? ExitFailure : ExitOk;
}

} // namespace gp::cli
