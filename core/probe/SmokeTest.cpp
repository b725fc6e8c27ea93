#include "core/probe/SmokeTest.h"

#include "core/cost/CostMeter.h"

#include <QFile>
#include <QLocale>
#include <QRegularExpression>
#include <QUrl>

namespace gp {

namespace {

// Keys whose lines the probe repeats: kept in order, whole (nvidia-smi -q needs its indentation).
bool isBlockKey(const QString& key)
{
    static const QStringList keys = {QStringLiteral("smi_q"), QStringLiteral("load_q"), QStringLiteral("topo"),
                                     QStringLiteral("xid"), QStringLiteral("allreduce")};
    return keys.contains(key);
}

} // namespace

ProbeReport ProbeReport::parse(const QString& output)
{
    ProbeReport r;
    for (QString raw : output.split(QLatin1Char('\n'))) {
        raw.remove(QLatin1Char('\r'));
        const qsizetype blockEq = raw.indexOf(QLatin1Char('='));
        if (blockEq > 0 && isBlockKey(raw.left(blockEq))) {
            r.blocks[raw.left(blockEq)] << raw.mid(blockEq + 1);
            continue;
        }
        const QString line = raw.trimmed();
        const qsizetype eq = line.indexOf(QLatin1Char('='));
        if (eq <= 0)
            continue;
        const QString key = line.left(eq);
        const QString value = line.mid(eq + 1).trimmed();
        if (key == QLatin1String("gpu")) {
            // name, memory.total [MiB], driver_version — names never contain commas.
            const QStringList parts = value.split(QLatin1Char(','));
            if (parts.size() >= 2) {
                ProbeGpu g;
                g.name = parts.at(0).trimmed();
                g.memoryMiB = parts.at(1).trimmed().toDouble(); // "[N/A]" on unified-memory parts → 0
                if (!std::isfinite(g.memoryMiB) || g.memoryMiB < 0)
                    g.memoryMiB = 0;
                g.driver = parts.value(2).trimmed();
                r.gpus << g;
            }
            continue;
        }
        if (key == QLatin1String("user_log")) {
            r.log << value;
            continue;
        }
        r.values.insert(key, value);
    }
    return r;
}

QString smokeLevelCode(SmokeLevel level)
{
    return level == SmokeLevel::Full ? QStringLiteral("full") : QStringLiteral("quick");
}

std::optional<SmokeLevel> smokeLevelFromCode(const QString& code)
{
    if (code == QLatin1String("quick"))
        return SmokeLevel::Quick;
    if (code == QLatin1String("full"))
        return SmokeLevel::Full;
    return std::nullopt;
}

QByteArray SmokeTest::probeScript()
{
    QFile file(QStringLiteral(":/remote/probe.sh"));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QByteArray SmokeTest::probeSettings(const SmokeExpectations& expect)
{
    return QStringLiteral("GP_LEVEL=%1\nGP_NEED_BYTES=%2\nGP_DOWNLOAD_URL=%3\nGP_UPLOAD_URL=%4\nGP_WORKDIR=%5\n")
        .arg(smokeLevelCode(expect.level), QString::number(static_cast<qint64>(expect.needBytes)),
             shellQuote(expect.downloadUrl), shellQuote(expect.uploadUrl), shellQuote(expect.dataDir))
        .toUtf8();
}

QString SmokeTest::defaultDownloadUrl(const Offer& offer)
{
    // GPT-2's weights: 548 MB, unchanged for years; the download stops at the level's time limit anyway.
    const bool china = !offer.prices.isEmpty() && offer.prices.first().currency == Currency::CNY;
    return china ? QStringLiteral("https://hf-mirror.com/openai-community/gpt2/resolve/main/model.safetensors")
                 : QStringLiteral("https://huggingface.co/openai-community/gpt2/resolve/main/model.safetensors");
}

bool SmokeTest::isTransferUrl(const QString& text)
{
    const QUrl url(text, QUrl::StrictMode);
    return url.isValid() && (url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https")) &&
           !url.host().isEmpty();
}

double SmokeTest::pcieLaneGBps(int generation)
{
    // Per lane and direction after line coding: 2.5 GT/s 8b/10b … 64 GT/s PAM4/FLIT.
    static const double rates[] = {0, 0.25, 0.5, 0.985, 1.969, 3.938, 7.563};
    return generation >= 1 && generation <= 6 ? rates[generation] : 0;
}

QString SmokeTest::statusCode(SmokeCheck::Status status)
{
    return InstanceRecords::statusCode(status);
}

std::optional<double> SmokeTest::numberOf(const ProbeReport& r, const char* key)
{
    bool ok = false;
    const double v = r.value(key).toDouble(&ok);
    return ok && std::isfinite(v) ? std::optional<double>(v) : std::nullopt;
}

// The datasheet's dense 16-bit rate: bf16 where the GPU has it, else fp16.
double SmokeTest::peakTflops(const GpuSpec& gpu, bool fp16)
{
    if (fp16)
        return gpu.tflopsFp16 > 0 ? gpu.tflopsFp16 : gpu.tflopsBf16;
    return gpu.tflopsBf16 > 0 ? gpu.tflopsBf16 : gpu.tflopsFp16;
}

SmokeSummary SmokeTest::summarize(const ProbeReport& r, const SmokeExpectations& expect)
{
    SmokeSummary s;
    s.gpus = static_cast<int>(r.gpus.size());
    s.tflops = numberOf(r, "bf16_tflops");
    s.bandwidthGBps = numberOf(r, "bandwidth_gbps");
    if (!r.gpus.isEmpty()) {
        double smallest = r.gpus.first().memoryMiB;
        for (const ProbeGpu& g : r.gpus)
            smallest = std::min(smallest, g.memoryMiB);
        s.memoryMiB = smallest;
    }
    if (expect.gpu) {
        if (const double peak = peakTflops(*expect.gpu, false); peak > 0)
            s.tflopsPromised = peak;
        if (expect.gpu->bandwidthGBps > 0)
            s.bandwidthPromised = expect.gpu->bandwidthGBps;
        if (expect.gpu->memoryGb > 0)
            s.memoryPromisedMiB = expect.gpu->memoryGb * 1024.0;
    }
    if (expect.offer)
        if (const auto rate = CostMeter::hourlyRate(*expect.offer))
            s.pricePerHour = rate->perHour;
    return s;
}

Result<SmokeRecord> SmokeTest::run(SshSession& session,
                                   const SmokeExpectations& expect,
                                   const UserTask& task,
                                   const std::atomic_bool* cancel)
{
    // The settings travel on stdin ahead of the probe, like the user task's: URLs may carry tokens.
    const Result<ExecResult> run = session.exec(QStringLiteral("sh -s"), probeSettings(expect) + probeScript(), cancel);
    if (!run.ok())
        return run.error();
    const ProbeReport report = ProbeReport::parse(QString::fromUtf8(run->out));
    if (report.value("probe_version").isEmpty())
        return Error{QStringLiteral("smoke.probe"), tr("The probe did not run (exit status %1): %2")
                                                        .arg(run->exitStatus)
                                                        .arg(QString::fromUtf8(run->err).trimmed())};
    SmokeRecord record;
    record.offerId = expect.offer ? expect.offer->id : QString();
    record.level = smokeLevelCode(expect.level);
    record.hostKey = session.hostKeyFingerprint();
    record.checks = evaluate(report, expect);
    record.summary = summarize(report, expect);
    if (!task.isSet())
        return record;
    QFile script(QStringLiteral(":/remote/usertask.sh"));
    if (!script.open(QIODevice::ReadOnly))
        return Error{QStringLiteral("smoke.script"), tr("The user-task script is missing from this build.")};
    // The settings travel on stdin ahead of the script, not on the command line: the user's command may carry a
    // token (HF_TOKEN=… python train.py), and command lines are logged and show in ps.
    const QByteArray settings = QStringLiteral("GP_COMMAND=%1\nGP_STEPS=%2\nGP_TIMEOUT_S=%3\nGP_WORKDIR=%4\n")
                                    .arg(shellQuote(task.command), QString::number(task.steps),
                                         QString::number(task.timeoutSeconds), shellQuote(task.workdir))
                                    .toUtf8();
    const Result<ExecResult> ran = session.exec(QStringLiteral("sh -s"), settings + script.readAll(), cancel);
    if (!ran.ok())
        return ran.error();
    const ProbeReport user = ProbeReport::parse(QString::fromUtf8(ran->out));
    record.checks += evaluateUserTask(user, task, report);
    if (!user.value("user_exit").isEmpty())
        record.run = measureUserTask(user, task, report, expect);
    return record;
}

QString SmokeTest::defaultSpeedPattern()
{
    // "tokens/s: 1234.5", "train_tokens_per_second': 1234.5", "tokens_per_second_per_gpu=1,234", "1234 tok/s".
    const QString key = QStringLiteral("tok(?:en)?s?[ _/-]*(?:per[ _-]*)?s(?:ec(?:ond)?)?(?![a-z])"
                                       "(?:[ _/-]*per[ _-]*(?:gpu|device))?");
    const QString number = QStringLiteral("([0-9][0-9,]*(?:\\.[0-9]+)?(?:e[+-]?[0-9]+)?)");
    return QStringLiteral("(?:%1[\"'\\s]*[=:]\\s*%2|%2\\s*%1)").arg(key, number);
}

std::optional<double> SmokeTest::speedFromLine(const QString& line, const QString& pattern, int gpus)
{
    const bool custom = !pattern.trimmed().isEmpty();
    static const QRegularExpression standard(defaultSpeedPattern(), QRegularExpression::CaseInsensitiveOption);
    const QRegularExpression re =
        custom ? QRegularExpression(pattern, QRegularExpression::CaseInsensitiveOption) : standard;
    if (!re.isValid())
        return std::nullopt;
    const QRegularExpressionMatch m = re.match(line);
    if (!m.hasMatch())
        return std::nullopt;
    // The default has the number in one of two groups; a custom pattern in its first.
    QString number = m.captured(1);
    if (number.isEmpty() && !custom)
        number = m.captured(2);
    number.remove(QLatin1Char(','));
    bool ok = false;
    double value = number.toDouble(&ok);
    if (!ok || !std::isfinite(value) || value <= 0 || value > 1e12)
        return std::nullopt;
    static const QRegularExpression perGpu(QStringLiteral("per[ _-]*(gpu|device)"),
                                           QRegularExpression::CaseInsensitiveOption);
    if (!custom && perGpu.match(m.captured(0)).hasMatch())
        value *= std::max(1, gpus);
    return value;
}

RunMeasurement SmokeTest::measureUserTask(const ProbeReport& r,
                                          const UserTask& task,
                                          const ProbeReport& probe,
                                          const SmokeExpectations& expect)
{
    const QLocale l;
    RunMeasurement m;
    m.steps = task.steps;
    m.seconds = numberOf(r, "user_seconds").value_or(0);
    m.peakMiB = numberOf(r, "user_peak_mib").value_or(0);
    m.gpus = static_cast<int>(probe.gpus.size());
    if (!probe.gpus.isEmpty()) {
        m.gpuName = probe.gpus.first().name;
        m.gpuMemoryMiB = probe.gpus.first().memoryMiB;
    }
    // The GPU the run really had, when its name says; else the one it was rented (or named) as.
    if (const auto g = GpuCatalog::builtIn().matchDevice(m.gpuName, m.gpuMemoryMiB); g && !m.gpuName.isEmpty())
        m.gpuId = g->id;
    else if (expect.gpu)
        m.gpuId = expect.gpu->id;
    // A speed from a run that failed is no speed.
    if (r.value("user_exit") != QLatin1String("0"))
        return m;
    // The command's own words first: they exclude start-up, which a few steps cannot amortise.
    const QStringList& lines = r.log;
    for (qsizetype i = lines.size() - 1; i >= 0; --i) {
        if (const auto tps = speedFromLine(lines.at(i), task.speedPattern, m.gpus)) {
            m.tokensPerSecond = tps;
            m.method = RunMeasurement::Method::Printed;
            m.evidence = lines.at(i).left(200);
            return m;
        }
    }
    const double busy = numberOf(r, "user_busy_seconds").value_or(0);
    if (task.tokensPerStepPerGpu > 0 && busy >= 2 && m.gpus > 0) {
        const double tokens = static_cast<double>(task.steps) * static_cast<double>(task.tokensPerStepPerGpu) * m.gpus;
        m.tokensPerSecond = tokens / busy;
        m.method = RunMeasurement::Method::Steps;
        m.evidence =
            tr("%n step(s) × %1 tokens × %2 in %3 s of GPU work", nullptr, task.steps)
                .arg(l.toString(task.tokensPerStepPerGpu), tr("%n GPU(s)", nullptr, m.gpus), l.toString(busy, 'f', 0));
    }
    return m;
}

QList<SmokeCheck> SmokeTest::evaluateUserTask(const ProbeReport& r, const UserTask& task, const ProbeReport& probe)
{
    using S = SmokeCheck::Status;
    const QLocale l;
    QList<SmokeCheck> checks;
    bool ok = false;
    const int exitCode = r.value("user_exit").toInt(&ok);
    const QString seconds = r.value("user_seconds");
    if (!ok) {
        checks.append({QStringLiteral("user.run"), S::Fail, tr("did not run"), tr("exit 0"),
                       tr("Your command could not be started on the instance.")});
        return checks;
    }
    const QString expected = tr("exit 0 within %1 s").arg(task.timeoutSeconds);
    if (r.value("user_timed_out") == QLatin1String("yes"))
        checks.append({QStringLiteral("user.run"), S::Warn, tr("stopped after %1 s").arg(seconds), expected,
                       tr("Your command ran until the timeout: lower the step limit, or raise the timeout if "
                          "%n step(s) should take longer.",
                          nullptr, task.steps)});
    else if (exitCode == 0)
        checks.append({QStringLiteral("user.run"), S::Pass, tr("exit 0 in %1 s").arg(seconds), expected,
                       tr("Your command ran %n step(s) and finished cleanly.", nullptr, task.steps)});
    else
        checks.append({QStringLiteral("user.run"), S::Fail, tr("exit %1 after %2 s").arg(exitCode).arg(seconds),
                       expected, tr("Your command failed. Its last line of output: %1").arg(r.value("user_tail"))});
    const double peakMiB = numberOf(r, "user_peak_mib").value_or(0);
    double totalMiB = 0;
    for (const ProbeGpu& g : probe.gpus)
        totalMiB = std::max(totalMiB, g.memoryMiB);
    if (peakMiB > 0 && totalMiB > 0) {
        const double share = peakMiB / totalMiB;
        checks.append(
            {QStringLiteral("user.memory"), share > 0.95 ? S::Warn : S::Pass,
             tr("%1 MiB peak").arg(l.toString(peakMiB, 'f', 0)), tr("≤ %1 MiB").arg(l.toString(totalMiB, 'f', 0)),
             share > 0.95
                 ? tr("Your run filled the GPU (%1 %): longer sequences or a bigger batch will run "
                      "out of memory.")
                       .arg(l.toString(100 * share, 'f', 0))
                 : tr("Your run peaked at %1 % of the fullest GPU's memory.").arg(l.toString(100 * share, 'f', 0))});
    } else {
        checks.append({QStringLiteral("user.memory"), S::Warn, tr("not measured"), QString(),
                       tr("No GPU memory use was seen (no nvidia-smi, or the command used no GPU).")});
    }
    return checks;
}

} // namespace gp
