#include "core/remote/SmokeTest.h"

#include <QFile>
#include <QLocale>
#include <QRegularExpression>
#include <QVersionNumber>

namespace gp {

ProbeReport ProbeReport::parse(const QString& output)
{
    ProbeReport r;
    for (const QString& raw : output.split(QLatin1Char('\n'))) {
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

QByteArray SmokeTest::probeScript()
{
    QFile file(QStringLiteral(":/remote/probe.sh"));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString SmokeTest::statusCode(SmokeCheck::Status status)
{
    return InstanceRecords::statusCode(status);
}

QList<SmokeCheck> SmokeTest::evaluate(const ProbeReport& r, const SmokeExpectations& expect)
{
    using S = SmokeCheck::Status;
    const QLocale l;
    QList<SmokeCheck> checks;
    const auto add = [&](const char* id, S status, const QString& measured, const QString& expected,
                         const QString& message) {
        checks.append({QLatin1String(id), status, measured, expected, message});
    };

    // GPUs.
    const int promisedCount = expect.offer ? expect.offer->gpuCount : 0;
    if (r.value("nvidia_smi") != QLatin1String("present")) {
        add("gpu.present", S::Fail, tr("nvidia-smi not found"),
            promisedCount ? QString::number(promisedCount) : QString(),
            tr("No NVIDIA driver is visible: nvidia-smi is missing. On a GPU instance this means a broken image or a "
               "CPU-only machine; ask the provider before paying for more time."));
    } else if (r.gpus.isEmpty()) {
        add("gpu.present", S::Fail, tr("0 GPUs"), promisedCount ? QString::number(promisedCount) : QString(),
            tr("nvidia-smi runs but lists no GPU: the driver is not loaded or the container has no GPU attached."));
    } else {
        add("gpu.present", S::Pass, tr("%n GPU(s)", nullptr, static_cast<int>(r.gpus.size())), QString(),
            tr("GPUs are visible."));
        if (promisedCount > 0) {
            const bool ok = r.gpus.size() >= promisedCount;
            add("gpu.count", ok ? S::Pass : S::Fail, QString::number(r.gpus.size()), QString::number(promisedCount),
                ok ? tr("As many GPUs as the offer promises.")
                   : tr("Fewer GPUs than the offer promises: stop the instance and ask the provider."));
        }
        if (expect.gpu) {
            const QString name = r.gpus.first().name;
            const QString model = expect.gpu->name.section(QLatin1Char(' '), 0, 0);
            QString family = expect.gpu->name;
            family.remove(QStringLiteral("GeForce "));
            const QString key = family.section(QLatin1Char(' '), 0, family.startsWith(QLatin1String("RTX")) ? 1 : 0);
            const bool same = name.contains(key, Qt::CaseInsensitive) || name.contains(model, Qt::CaseInsensitive);
            add("gpu.model", same ? S::Pass : S::Warn, name, expect.gpu->name,
                same ? tr("The GPU model matches the offer.")
                     : tr("The GPU is not the model the offer names: check the instance type before you run."));
            // Drivers reserve some memory: 80 GiB cards report 79.6 GiB. Less than 97 % of the promise is worth a look.
            const double promisedMiB = expect.gpu->memoryGb * 1024.0;
            const double usable = r.gpus.first().memoryMiB;
            const bool enough = usable >= promisedMiB * 0.97;
            add("gpu.memory", enough ? S::Pass : S::Warn, tr("%1 MiB").arg(l.toString(usable, 'f', 0)),
                tr("%1 MiB").arg(l.toString(promisedMiB, 'f', 0)),
                enough ? tr("Usable GPU memory is what the offer promises (the driver keeps a little).")
                       : tr("Less GPU memory than promised: a vGPU slice, MIG instance or another process may be using "
                            "it. Plans sized for the full card may not fit."));
        }
        const QString driverCuda = r.value("driver_cuda");
        add("driver", S::Pass,
            tr("driver %1, CUDA %2").arg(r.gpus.first().driver, driverCuda.isEmpty() ? tr("unknown") : driverCuda),
            QString(),
            tr("The newest CUDA this driver supports is %1.").arg(driverCuda.isEmpty() ? tr("unknown") : driverCuda));
    }

    // PyTorch.
    // torch_probe_failed: the Python part crashed; if it did before saying which torch it found, the import failed.
    const QString torch = r.value("torch").isEmpty() && r.value("torch_probe_failed") == QLatin1String("yes")
                              ? QStringLiteral("error")
                              : r.value("torch");
    if (r.value("python") == QLatin1String("missing") || r.value("python").isEmpty()) {
        add("python", S::Fail, tr("missing"), QString(),
            tr("There is no Python on the instance: install python3 and your "
               "environment (Provision) before training."));
    } else if (torch == QLatin1String("missing") || torch.isEmpty() || torch == QLatin1String("error")) {
        add("torch.present", S::Fail, torch == QLatin1String("error") ? tr("import failed") : tr("missing"), QString(),
            tr("PyTorch is not installed (or does not import). Install the build for this driver's CUDA, e.g. "
               "pip install torch --index-url https://download.pytorch.org/whl/cu124."));
    } else {
        add("torch.present", S::Pass, torch, QString(), tr("PyTorch imports."));
        const QString built = r.value("torch_cuda");
        const QString driverCuda = r.value("driver_cuda");
        if (built == QLatin1String("none")) {
            add("torch.cuda", S::Fail, tr("CPU-only build"), tr("a CUDA build"),
                tr("This PyTorch was built without CUDA: it cannot use the GPUs. Reinstall a CUDA build."));
        } else if (!driverCuda.isEmpty() &&
                   QVersionNumber::fromString(built) > QVersionNumber::fromString(driverCuda)) {
            add("torch.cuda", S::Fail, tr("built for CUDA %1").arg(built), tr("CUDA ≤ %1").arg(driverCuda),
                tr("PyTorch needs CUDA %1 but the driver supports only %2: install a PyTorch build for CUDA %2 or "
                   "older, "
                   "or rent an instance with a newer driver.")
                    .arg(built, driverCuda));
        } else if (r.value("torch_cuda_available") != QLatin1String("true")) {
            add("torch.cuda", S::Fail, tr("torch.cuda.is_available() is False"), tr("True"),
                tr("PyTorch cannot reach the GPU although it was built for CUDA %1: check that the container was "
                   "started with GPU access.")
                    .arg(built));
        } else {
            add("torch.cuda", S::Pass, tr("CUDA %1").arg(built), QString(), tr("PyTorch sees the GPUs."));
        }
        if (r.values.contains(QStringLiteral("bf16_tflops")) && expect.gpu) {
            const double measured = r.value("bf16_tflops").toDouble();
            const double peak = expect.gpu->tflopsBf16 > 0 ? expect.gpu->tflopsBf16 : expect.gpu->tflopsFp16;
            const bool fine = measured >= 0.5 * peak;
            add("compute.tflops", fine ? S::Pass : S::Warn, tr("%1 TFLOPS").arg(l.toString(measured, 'f', 0)),
                tr("%1 TFLOPS dense").arg(l.toString(peak, 'f', 0)),
                fine ? tr("A bf16 matrix multiply runs at a healthy share of the datasheet rate.")
                     : tr("The GPU computes at less than half its datasheet rate: throttling, a shared GPU or a slower "
                          "variant. Expect longer runs than planned."));
        }
        if (r.values.contains(QStringLiteral("bandwidth_gbps")) && expect.gpu) {
            const double measured = r.value("bandwidth_gbps").toDouble();
            const bool fine = measured >= 0.6 * expect.gpu->bandwidthGBps;
            add("compute.bandwidth", fine ? S::Pass : S::Warn, tr("%1 GB/s").arg(l.toString(measured, 'f', 0)),
                tr("%1 GB/s").arg(l.toString(expect.gpu->bandwidthGBps, 'f', 0)),
                fine ? tr("Device memory bandwidth is as expected.")
                     : tr("Device memory bandwidth is well below the datasheet: serving will be slower than planned."));
        }
        if (expect.needBytes > 0 && r.values.contains(QStringLiteral("alloc_ok"))) {
            const bool ok = r.value("alloc_ok") == QLatin1String("true");
            add("vram.fit", ok ? S::Pass : S::Fail, ok ? tr("allocated") : tr("out of memory"),
                tr("%1 GiB").arg(l.toString(expect.needBytes / (1024.0 * 1024 * 1024), 'f', 1)),
                ok ? tr("The memory the plan needs could be allocated on the GPU.")
                   : tr("The memory the plan needs could not be allocated: the work will not fit on this instance."));
        }
    }

    // Host.
    if (expect.offer && expect.offer->vcpus) {
        const int cores = r.value("cpu_cores").toInt();
        add("cpu.cores", cores >= *expect.offer->vcpus ? S::Pass : S::Warn, QString::number(cores),
            QString::number(*expect.offer->vcpus),
            cores >= *expect.offer->vcpus ? tr("CPU cores as promised.")
                                          : tr("Fewer CPU cores than the offer promises."));
    } else {
        add("cpu.cores", S::Pass, r.value("cpu_cores"), QString(), tr("CPU cores available."));
    }
    const double ramGb = r.value("ram_kb").toDouble() / 1024.0 / 1024.0;
    if (expect.offer && expect.offer->ramGb) {
        const bool ok = ramGb >= *expect.offer->ramGb * 0.95;
        add("ram", ok ? S::Pass : S::Warn, tr("%1 GiB").arg(l.toString(ramGb, 'f', 1)),
            tr("%1 GiB").arg(l.toString(*expect.offer->ramGb, 'f', 0)),
            ok ? tr("Memory as promised.") : tr("Less RAM than the offer promises."));
    } else {
        add("ram", S::Pass, tr("%1 GiB").arg(l.toString(ramGb, 'f', 1)), QString(), tr("System memory."));
    }
    const double freeGb = r.value("disk_free_kb").toDouble() / 1024.0 / 1024.0;
    const bool diskOk = freeGb >= 20;
    add("disk.free", diskOk ? S::Pass : S::Warn, tr("%1 GiB free").arg(l.toString(freeGb, 'f', 1)), tr("≥ 20 GiB"),
        diskOk ? tr("Enough free disk for data, code and checkpoints.")
               : tr("Little free disk: checkpoints and datasets may fill it and stop the run."));
    if (r.values.contains(QStringLiteral("disk_read_mbps"))) {
        const double mbps = r.value("disk_read_mbps").toDouble();
        add("disk.read", mbps >= 200 ? S::Pass : S::Warn, tr("%1 MB/s").arg(l.toString(mbps, 'f', 0)), tr("≥ 200 MB/s"),
            mbps >= 200
                ? tr("The data directory reads fast enough to feed the GPUs.")
                : tr("The data directory reads slowly: the GPUs may wait for data. Copy the data to local disk."));
    }
    return checks;
}

Result<SmokeRecord> SmokeTest::run(SshSession& session,
                                   const SmokeExpectations& expect,
                                   const UserTask& task,
                                   const std::atomic_bool* cancel)
{
    const QString command = QStringLiteral("GP_NEED_BYTES=%1 sh -s").arg(static_cast<qint64>(expect.needBytes));
    const Result<ExecResult> run = session.exec(command, probeScript(), cancel);
    if (!run.ok())
        return run.error();
    const ProbeReport report = ProbeReport::parse(QString::fromUtf8(run->out));
    if (report.value("probe_version").isEmpty())
        return Error{QStringLiteral("smoke.probe"), tr("The probe did not run (exit status %1): %2")
                                                        .arg(run->exitStatus)
                                                        .arg(QString::fromUtf8(run->err).trimmed())};
    SmokeRecord record;
    record.offerId = expect.offer ? expect.offer->id : QString();
    record.checks = evaluate(report, expect);
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
    m.seconds = r.value("user_seconds").toDouble();
    m.peakMiB = r.value("user_peak_mib").toDouble();
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
    const double busy = r.value("user_busy_seconds").toDouble();
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
    const double peakMiB = r.value("user_peak_mib").toDouble();
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
