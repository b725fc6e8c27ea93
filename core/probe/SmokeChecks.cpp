// SmokeTest::evaluate and its checks: one function per check, run in the order the report lists them. Each judges by
// the SmokeThresholds it names (SmokeTest.h; docs/smoke-test.md explains them).
#include "core/probe/SmokeTest.h"

#include "core/probe/GpuHealth.h"

#include <QLocale>
#include <QRegularExpression>
#include <QUrl>
#include <QVersionNumber>

#include <algorithm>

namespace gp {

namespace {

using S = SmokeCheck::Status;
namespace T = SmokeThresholds;

S worst(S a, S b)
{
    const auto rank = [](S s) { return s == S::Fail ? 3 : s == S::Warn ? 2 : s == S::Pass ? 1 : 0; };
    return rank(a) >= rank(b) ? a : b;
}

// A shared host's kernel log also holds other tenants' GPUs: an Xid fails only this machine's GPUs.
bool onTheseGpus(const XidEvent& x, const QList<GpuHealth>& gpus)
{
    const QString pci = x.pci.section(QLatin1Char(':'), 1).toLower(); // "0000:3b:00"
    const QString bus = pci.section(QLatin1Char(':'), -2);            // "3b:00"
    return std::any_of(gpus.cbegin(), gpus.cend(), [&](const GpuHealth& g) {
        return !bus.isEmpty() && g.busId.toLower().section(QLatin1Char('.'), 0, 0).endsWith(bus);
    });
}

} // namespace

// What the checks share: the report and the promise, the facts several checks judge by (read once, by observe()), and
// the checks made so far.
struct SmokeTest::Evaluation
{
    Evaluation(const ProbeReport& r, const SmokeExpectations& e) : report(r), expect(e) {}

    const ProbeReport& report;
    const SmokeExpectations& expect;
    const QLocale locale;
    QList<SmokeCheck> checks;

    int promisedGpus = 0; // the offer's GPU count; 0 without an offer
    bool gpus = false;    // nvidia-smi runs and lists at least one GPU
    QString noGpu;        // why, when !gpus
    QString noOffer;
    QList<GpuHealth> rest; // nvidia-smi -q at rest
    QList<GpuHealth> load; // … and under load
    bool torchCuda = false;
    QString noTorch;
    QString computeSkipped; // why the checks that need the PyTorch load did not run
    bool python = false;
    QString torch;             // its version, "missing" or "error"
    bool torchImports = false; // the probe found a version
    std::optional<GpuTopology> topology;
    double ramGb = 0;

    void add(const char* id, S status, const QString& measured, const QString& expected, const QString& message)
    {
        checks.append({QLatin1String(id), status, measured, expected, message});
    }
    void skip(const char* id, const QString& why) { add(id, S::Skipped, QString(), QString(), why); }
    // True, having skipped `id`, when there is no GPU to look at.
    bool skipWithoutGpus(const char* id)
    {
        if (!gpus)
            skip(id, noGpu);
        return !gpus;
    }
    QString num(double v, int decimals = 0) const { return locale.toString(v, 'f', decimals); }
};

QList<SmokeCheck> SmokeTest::evaluate(const ProbeReport& r, const SmokeExpectations& expect)
{
    using Check = void (*)(Evaluation&);
    static const Check checks[] = {
        // GPUs and their health.
        checkGpuPresent,
        checkGpuCount,
        checkGpuModel,
        checkGpuMemory,
        checkDriver,
        checkGpuErrors,
        checkGpuClocks,
        checkPcieLink,
        checkPcieBandwidth,
        // PyTorch.
        checkPython,
        checkTorchPresent,
        checkTorchCuda,
        // Compute, against the datasheet.
        [](Evaluation& e) { checkComputeRate(e, false); },
        [](Evaluation& e) { checkComputeRate(e, true); },
        checkComputeCorrect,
        checkComputeBandwidth,
        checkVramFit,
        // Between GPUs.
        checkTopology,
        checkAllreduce,
        // Host.
        checkCpuCores,
        checkRam,
        checkRamPerGpu,
        checkDiskFree,
        [](Evaluation& e) { checkDiskSpeed(e, true); },
        [](Evaluation& e) { checkDiskSpeed(e, false); },
        // Network.
        [](Evaluation& e) { checkNetwork(e, false); },
        [](Evaluation& e) { checkNetwork(e, true); },
    };
    Evaluation e = observe(r, expect);
    for (const Check check : checks)
        check(e);
    return e.checks;
}

SmokeTest::Evaluation SmokeTest::observe(const ProbeReport& r, const SmokeExpectations& expect)
{
    Evaluation e(r, expect);
    e.promisedGpus = expect.offer ? expect.offer->gpuCount : 0;
    const bool smi = r.value("nvidia_smi") == QLatin1String("present");
    e.gpus = smi && !r.gpus.isEmpty();
    if (!smi)
        e.noGpu = tr("No NVIDIA GPU is visible (nvidia-smi is missing).");
    else if (r.gpus.isEmpty())
        e.noGpu = tr("nvidia-smi lists no GPU.");
    e.noOffer = tr("No offer to compare with: choose the offer you rented.");
    // Health, from nvidia-smi -q at rest and under load.
    e.rest = GpuHealth::parse(r.block("smi_q"));
    e.load = GpuHealth::parse(r.block("load_q"));
    e.torchCuda = r.value("torch_cuda_available") == QLatin1String("true");
    e.noTorch = tr("PyTorch with CUDA is not usable here (see torch.present and torch.cuda).");
    e.computeSkipped = !e.torchCuda ? e.noTorch : tr("The compute step did not finish.");
    e.python = !(r.value("python") == QLatin1String("missing") || r.value("python").isEmpty());
    // torch_probe_failed: the Python part crashed; if it did before saying which torch it found, the import failed.
    e.torch = r.value("torch").isEmpty() && r.value("torch_probe_failed") == QLatin1String("yes")
                  ? QStringLiteral("error")
                  : r.value("torch");
    e.torchImports = !(e.torch == QLatin1String("missing") || e.torch.isEmpty() || e.torch == QLatin1String("error"));
    e.topology = GpuTopology::parse(r.block("topo"));
    e.ramGb = numberOf(r, "ram_kb").value_or(0) / 1024.0 / 1024.0;
    return e;
}

void SmokeTest::checkGpuPresent(Evaluation& e)
{
    const ProbeReport& r = e.report;
    const QString promised = e.promisedGpus ? QString::number(e.promisedGpus) : QString();
    if (r.value("nvidia_smi") != QLatin1String("present"))
        e.add("gpu.present", S::Fail, tr("nvidia-smi not found"), promised,
              tr("No NVIDIA driver is visible: nvidia-smi is missing. On a GPU instance this means a broken image or "
                 "a CPU-only machine; ask the provider before paying for more time."));
    else if (r.gpus.isEmpty())
        e.add("gpu.present", S::Fail, tr("0 GPUs"), promised,
              tr("nvidia-smi runs but lists no GPU: the driver is not loaded or the container has no GPU attached."));
    else
        e.add("gpu.present", S::Pass, tr("%n GPU(s)", nullptr, static_cast<int>(r.gpus.size())), QString(),
              tr("GPUs are visible."));
}

void SmokeTest::checkGpuCount(Evaluation& e)
{
    if (e.skipWithoutGpus("gpu.count"))
        return;
    if (e.promisedGpus <= 0) {
        e.skip("gpu.count", e.noOffer);
        return;
    }
    const qsizetype seen = e.report.gpus.size();
    const bool ok = seen >= e.promisedGpus;
    e.add("gpu.count", ok ? S::Pass : S::Fail, QString::number(seen), QString::number(e.promisedGpus),
          ok ? tr("As many GPUs as the offer promises.")
             : tr("Fewer GPUs than the offer promises: stop the instance and ask the provider."));
}

void SmokeTest::checkGpuModel(Evaluation& e)
{
    if (e.skipWithoutGpus("gpu.model"))
        return;
    if (!e.expect.gpu) {
        e.skip("gpu.model", e.noOffer);
        return;
    }
    const QString name = e.report.gpus.first().name;
    QString family = e.expect.gpu->name;
    family.remove(QStringLiteral("GeForce "));
    const QString key = family.section(QLatin1Char(' '), 0, family.startsWith(QLatin1String("RTX")) ? 1 : 0);
    // Whole words: an A100 is no A10, an H200 no H20, an L40S no L40.
    const QRegularExpression word(
        QStringLiteral("(?<![A-Za-z0-9])%1(?![A-Za-z0-9])").arg(QRegularExpression::escape(key)),
        QRegularExpression::CaseInsensitiveOption);
    const bool same = !key.isEmpty() && word.match(name).hasMatch();
    e.add("gpu.model", same ? S::Pass : S::Warn, name, e.expect.gpu->name,
          same ? tr("The GPU model matches the offer.")
               : tr("The GPU is not the model the offer names: check the instance type before you run."));
}

// Judged by T::kMemoryShare.
void SmokeTest::checkGpuMemory(Evaluation& e)
{
    if (e.skipWithoutGpus("gpu.memory"))
        return;
    if (!e.expect.gpu) {
        e.skip("gpu.memory", e.noOffer);
        return;
    }
    // Drivers reserve some memory: 80 GiB cards report 79.6 GiB. The smallest GPU is what a plan can count on.
    const double promisedMiB = e.expect.gpu->memoryGb * 1024.0;
    double usable = e.report.gpus.first().memoryMiB;
    for (const ProbeGpu& g : e.report.gpus)
        usable = std::min(usable, g.memoryMiB);
    const bool enough = usable >= promisedMiB * T::kMemoryShare;
    e.add("gpu.memory", enough ? S::Pass : S::Warn, tr("%1 MiB").arg(e.num(usable)),
          tr("%1 MiB").arg(e.num(promisedMiB)),
          enough ? tr("Usable GPU memory is what the offer promises (the driver keeps a little).")
                 : tr("Less GPU memory than promised: a vGPU slice, MIG instance or another process may be using "
                      "it. Plans sized for the full card may not fit."));
}

void SmokeTest::checkDriver(Evaluation& e)
{
    if (e.skipWithoutGpus("driver"))
        return;
    const QString driverCuda = e.report.value("driver_cuda");
    e.add("driver", S::Pass,
          tr("driver %1, CUDA %2").arg(e.report.gpus.first().driver, driverCuda.isEmpty() ? tr("unknown") : driverCuda),
          QString(),
          tr("The newest CUDA this driver supports is %1.").arg(driverCuda.isEmpty() ? tr("unknown") : driverCuda));
}

// From nvidia-smi -q at rest and the kernel log's Xid lines.
void SmokeTest::checkGpuErrors(Evaluation& e)
{
    if (e.skipWithoutGpus("gpu.errors"))
        return;
    if (e.rest.isEmpty()) {
        e.skip("gpu.errors", tr("nvidia-smi -q printed nothing readable."));
        return;
    }
    S status = S::Pass;
    qint64 corrected = 0, uncorrected = 0, retired = 0, remapped = 0;
    QStringList problems;
    for (const GpuHealth& g : e.rest) {
        corrected += g.eccVolatileCorrected.value_or(0);
        uncorrected += g.eccVolatileUncorrected.value_or(0);
        retired += g.retiredSingleBit.value_or(0) + g.retiredDoubleBit.value_or(0);
        remapped += g.remappedCorrectable.value_or(0) + g.remappedUncorrectable.value_or(0);
        if (g.eccVolatileUncorrected.value_or(0) > 0)
            problems << tr("%1: uncorrectable ECC errors since the driver loaded").arg(g.busId);
        if (g.retirePending)
            problems << tr("%1: retired pages pending a reset").arg(g.busId);
        if (g.remapPending)
            problems << tr("%1: row remapping pending a reset").arg(g.busId);
        if (g.remapFailed)
            problems << tr("%1: row remapping failed").arg(g.busId);
        if (g.eccVolatileUncorrected.value_or(0) > 0 || g.retirePending || g.remapPending || g.remapFailed)
            status = S::Fail;
    }
    if (status == S::Pass && (corrected > 0 || retired > 0 || remapped > 0))
        status = S::Warn;
    QStringList xidText;
    for (const XidEvent& x : XidEvent::parse(e.report.block("xid"))) {
        status = worst(status, x.isHardware() && onTheseGpus(x, e.rest) ? S::Fail : S::Warn);
        const QString text = QStringLiteral("Xid %1 (%2)").arg(x.code).arg(XidEvent::meaning(x.code));
        if (!xidText.contains(text))
            xidText << text;
    }
    QString measured = tr("ECC %1 corrected, %2 uncorrectable; %3 retired pages; %4 remapped rows")
                           .arg(corrected)
                           .arg(uncorrected)
                           .arg(retired)
                           .arg(remapped);
    if (!xidText.isEmpty())
        measured += QStringLiteral("; ") + xidText.join(QStringLiteral(", "));
    else if (e.report.value("xid_source") == QLatin1String("unreadable"))
        measured += QStringLiteral("; ") + tr("kernel log not readable");
    problems += xidText;
    e.add("gpu.errors", status, measured, tr("no uncorrectable errors, no hardware Xid"),
          status == S::Fail ? tr("The GPU reports memory or hardware errors (%1): ask for another machine before "
                                 "you train on it.")
                                  .arg(problems.join(QStringLiteral("; ")))
          : status == S::Warn ? tr("Corrected memory errors, retired pages or program errors were logged: the card "
                                   "works, but watch it.")
                              : tr("No memory errors, retired pages or driver errors are reported."));
}

// Judged by T::kHotCelsius and T::kSmClockShare, under load (at rest when the load could not be sampled).
void SmokeTest::checkGpuClocks(Evaluation& e)
{
    if (e.skipWithoutGpus("gpu.clocks"))
        return;
    const QList<GpuHealth>& rest = e.rest;
    const QList<GpuHealth>& load = e.load;
    if (load.isEmpty() && std::none_of(rest.cbegin(), rest.cend(), [](const GpuHealth& g) {
            return g.hardwareSlowdown() || g.thermalSlowdown();
        })) {
        e.skip("gpu.clocks", e.report.has("bf16_tflops") ? tr("nvidia-smi could not be read under load.")
                                                         : tr("No load could run (PyTorch with CUDA is needed)."));
        return;
    }
    const QList<GpuHealth>& seen = load.isEmpty() ? rest : load;
    S status = S::Pass;
    QStringList reasons;
    double hottest = 0, power = 0, slowest = 0;
    bool anyClock = false;
    for (const GpuHealth& g : seen) {
        for (const QString& reason : g.activeSlowdowns)
            if (!reasons.contains(reason))
                reasons << reason;
        if (g.hardwareSlowdown())
            status = S::Fail;
        else if (g.thermalSlowdown())
            status = worst(status, S::Warn);
        hottest = std::max(hottest, g.temperatureC.value_or(0));
        power = std::max(power, g.powerDrawW.value_or(0));
        if (g.smClockMHz && g.smClockMaxMHz && *g.smClockMaxMHz > 0) {
            const double share = *g.smClockMHz / *g.smClockMaxMHz;
            slowest = anyClock ? std::min(slowest, share) : share;
            anyClock = true;
        }
    }
    if (hottest >= T::kHotCelsius)
        status = worst(status, S::Warn);
    if (!load.isEmpty() && anyClock && slowest < T::kSmClockShare)
        status = worst(status, S::Warn);
    QString measured = tr("%1 °C, %2 W").arg(e.num(hottest), e.num(power));
    if (anyClock)
        measured += QStringLiteral(", ") + tr("SM clock %1 % of max").arg(e.num(100 * slowest));
    if (!reasons.isEmpty())
        measured += QStringLiteral(", ") + reasons.join(QStringLiteral(", "));
    e.add("gpu.clocks", status, measured, tr("no hardware slowdown, < %1 °C").arg(e.num(T::kHotCelsius)),
          status == S::Fail
              ? tr("The hardware slowed the GPU down (%1): overheating, a power brake or a failing PSU. Expect far "
                   "less speed than paid for; ask for another machine.")
                    .arg(reasons.join(QStringLiteral(", ")))
          : status == S::Warn
              ? tr("The GPU runs hot or slowed its clocks under load: sustained runs will be slower than planned.")
          : load.isEmpty() ? tr("No slowdown at rest (the load could not be sampled).")
                           : tr("Clocks, temperature and power are healthy under load."));
}

void SmokeTest::checkPcieLink(Evaluation& e)
{
    if (e.skipWithoutGpus("pcie.link"))
        return;
    const QList<GpuHealth>& rest = e.rest;
    const QList<GpuHealth>& load = e.load;
    if (rest.isEmpty() || !rest.first().linkWidthMax) {
        e.skip("pcie.link", tr("nvidia-smi does not report the PCIe link here."));
        return;
    }
    S status = S::Pass;
    QStringList narrow;
    int genMax = 0, genSeen = 99, widthMax = 0, widthSeen = 99;
    for (qsizetype i = 0; i < rest.size(); ++i) {
        const GpuHealth& g = rest.at(i);
        // Links slow to Gen1 at rest to save power: the generation counts only under load.
        const GpuHealth& busy = i < load.size() ? load.at(i) : g;
        genMax = std::max(genMax, g.pcieGenMax.value_or(0));
        widthMax = std::max(widthMax, g.linkWidthMax.value_or(0));
        widthSeen = std::min(widthSeen, g.linkWidthCurrent.value_or(g.linkWidthMax.value_or(0)));
        if (i < load.size())
            genSeen = std::min(genSeen, busy.pcieGenCurrent.value_or(busy.pcieGenMax.value_or(0)));
        if (g.linkWidthCurrent && g.linkWidthMax && *g.linkWidthCurrent < *g.linkWidthMax) {
            status = S::Fail;
            narrow << QStringLiteral("%1 x%2/x%3").arg(g.busId).arg(*g.linkWidthCurrent).arg(*g.linkWidthMax);
        }
        if (i < load.size() && busy.pcieGenCurrent && busy.pcieGenMax && *busy.pcieGenCurrent < *busy.pcieGenMax) {
            status = worst(status, S::Warn);
            narrow << QStringLiteral("%1 Gen%2/Gen%3").arg(g.busId).arg(*busy.pcieGenCurrent).arg(*busy.pcieGenMax);
        }
    }
    const QString measured = load.isEmpty() ? tr("x%1 (generation not measured under load)").arg(widthSeen)
                                            : tr("Gen%1 x%2").arg(genSeen).arg(widthSeen);
    e.add("pcie.link", status, measured, tr("Gen%1 x%2").arg(genMax).arg(widthMax),
          status == S::Fail ? tr("A GPU's PCIe link runs narrower than it can (%1): loading data and weights is "
                                 "slower, and multi-GPU work over PCIe suffers. A riser or slot problem.")
                                  .arg(narrow.join(QStringLiteral(", ")))
          : status == S::Warn
              ? tr("A GPU's PCIe link ran below its generation under load (%1).").arg(narrow.join(QStringLiteral(", ")))
              : tr("The PCIe links run at full width."));
}

// Judged by T::kPcieBandwidthShare of the link's nominal rate.
void SmokeTest::checkPcieBandwidth(Evaluation& e)
{
    if (e.skipWithoutGpus("pcie.bandwidth"))
        return;
    const ProbeReport& r = e.report;
    if (!r.has("h2d_gbps")) {
        e.skip("pcie.bandwidth", e.torchCuda ? tr("The copy did not finish.") : e.noTorch);
        return;
    }
    const double h2d = numberOf(r, "h2d_gbps").value_or(0), d2h = numberOf(r, "d2h_gbps").value_or(0);
    const GpuHealth* g = e.rest.isEmpty() ? nullptr : &e.rest.first();
    const double nominal = g && g->pcieGenMax && g->linkWidthMax ? pcieLaneGBps(*g->pcieGenMax) * *g->linkWidthMax : 0;
    const double slower = std::min(h2d, d2h);
    const S status = nominal > 0 && slower < T::kPcieBandwidthShare * nominal ? S::Warn : S::Pass;
    e.add("pcie.bandwidth", status, tr("%1 GB/s to the GPU, %2 GB/s back").arg(e.num(h2d, 1), e.num(d2h, 1)),
          nominal > 0 ? tr("≥ %1 GB/s").arg(e.num(T::kPcieBandwidthShare * nominal, 1)) : QString(),
          status == S::Warn ? tr("Copies between host and GPU are slow for this link: data loading and offloading "
                                 "will be slower.")
                            : tr("Host↔GPU copies run at a healthy share of the link's rate."));
}

void SmokeTest::checkPython(Evaluation& e)
{
    if (!e.python)
        e.add("python", S::Fail, tr("missing"), QString(),
              tr("There is no Python on the instance: install python3 and your "
                 "environment (Provision) before training."));
    else
        e.add("python", S::Pass, e.report.value("python"), QString(), tr("Python runs."));
}

void SmokeTest::checkTorchPresent(Evaluation& e)
{
    if (!e.python)
        e.skip("torch.present", tr("There is no Python."));
    else if (!e.torchImports)
        e.add("torch.present", S::Fail, e.torch == QLatin1String("error") ? tr("import failed") : tr("missing"),
              QString(),
              tr("PyTorch is not installed (or does not import). Install the build for this driver's CUDA, e.g. "
                 "pip install torch --index-url https://download.pytorch.org/whl/cu124."));
    else
        e.add("torch.present", S::Pass, e.torch, QString(), tr("PyTorch imports."));
}

void SmokeTest::checkTorchCuda(Evaluation& e)
{
    if (!e.python) {
        e.skip("torch.cuda", tr("There is no Python."));
        return;
    }
    if (!e.torchImports) {
        e.skip("torch.cuda", tr("PyTorch is missing."));
        return;
    }
    const QString built = e.report.value("torch_cuda");
    const QString driverCuda = e.report.value("driver_cuda");
    if (built == QLatin1String("none")) {
        e.add("torch.cuda", S::Fail, tr("CPU-only build"), tr("a CUDA build"),
              tr("This PyTorch was built without CUDA: it cannot use the GPUs. Reinstall a CUDA build."));
    } else if (!driverCuda.isEmpty() && QVersionNumber::fromString(built) > QVersionNumber::fromString(driverCuda)) {
        e.add("torch.cuda", S::Fail, tr("built for CUDA %1").arg(built), tr("CUDA ≤ %1").arg(driverCuda),
              tr("PyTorch needs CUDA %1 but the driver supports only %2: install a PyTorch build for CUDA %2 or "
                 "older, "
                 "or rent an instance with a newer driver.")
                  .arg(built, driverCuda));
    } else if (!e.torchCuda) {
        e.add("torch.cuda", S::Fail, tr("torch.cuda.is_available() is False"), tr("True"),
              tr("PyTorch cannot reach the GPU although it was built for CUDA %1: check that the container was "
                 "started with GPU access.")
                  .arg(built));
    } else {
        e.add("torch.cuda", S::Pass, tr("CUDA %1").arg(built), QString(), tr("PyTorch sees the GPUs."));
    }
}

// compute.tflops (bf16) or compute.tflops_fp16, judged by T::kTflopsPass and T::kTflopsFail of the datasheet.
void SmokeTest::checkComputeRate(Evaluation& e, bool fp16)
{
    const char* id = fp16 ? "compute.tflops_fp16" : "compute.tflops";
    const char* key = fp16 ? "fp16_tflops" : "bf16_tflops";
    if (!e.report.has(key)) {
        e.skip(id, e.computeSkipped);
        return;
    }
    if (!e.expect.gpu) {
        e.add(id, S::Pass, tr("%1 TFLOPS").arg(e.num(numberOf(e.report, key).value_or(0))), QString(),
              tr("Measured; choose the offer to compare it with the datasheet."));
        return;
    }
    const double measured = numberOf(e.report, key).value_or(0);
    const double peak = peakTflops(*e.expect.gpu, fp16);
    const double share = peak > 0 ? measured / peak : 1;
    const S status = share >= T::kTflopsPass ? S::Pass : share >= T::kTflopsFail ? S::Warn : S::Fail;
    e.add(id, status, tr("%1 TFLOPS (%2 %)").arg(e.num(measured), e.num(100 * share)),
          tr("%1 TFLOPS dense").arg(e.num(peak)),
          status == S::Pass ? tr("Sustained matrix multiplies run at a healthy share of the datasheet rate.")
          : status == S::Warn
              ? tr("The GPU computes at less than half its datasheet rate: throttling, a shared GPU or a slower "
                   "variant. Expect longer runs than planned.")
              : tr("The GPU computes at under a quarter of its datasheet rate: this is not the card that was "
                   "promised, or it is badly throttled or shared."));
}

// Judged by T::kComputeMaxError.
void SmokeTest::checkComputeCorrect(Evaluation& e)
{
    const ProbeReport& r = e.report;
    if (!r.has("compute_max_error")) {
        e.skip("compute.correct", e.computeSkipped);
        return;
    }
    const double error =
        std::max(r.value("compute_max_error").toDouble(), r.value("compute_max_error_fp16").toDouble());
    const bool nan = r.value("compute_max_error").contains(QLatin1String("inf")) ||
                     r.value("compute_max_error_fp16").contains(QLatin1String("inf"));
    const bool right = !nan && error <= T::kComputeMaxError;
    e.add("compute.correct", right ? S::Pass : S::Fail,
          nan ? tr("not a number") : tr("max error %1").arg(e.locale.toString(error, 'g', 3)),
          tr("≤ %1").arg(e.locale.toString(T::kComputeMaxError, 'g', 3)),
          right ? tr("The results under load match a reference computed on the CPU.")
                : tr("The GPU returned wrong results under load: faulty memory or a failing chip. Do not train on "
                     "it; ask for another machine."));
}

// Judged by T::kBandwidthPass and T::kBandwidthFail of the datasheet.
void SmokeTest::checkComputeBandwidth(Evaluation& e)
{
    const ProbeReport& r = e.report;
    if (!r.has("bandwidth_gbps")) {
        e.skip("compute.bandwidth", e.computeSkipped);
        return;
    }
    if (!e.expect.gpu || e.expect.gpu->bandwidthGBps <= 0) {
        e.add("compute.bandwidth", S::Pass, tr("%1 GB/s").arg(e.num(numberOf(r, "bandwidth_gbps").value_or(0))),
              QString(), tr("Measured; choose the offer to compare it with the datasheet."));
        return;
    }
    const double measured = numberOf(r, "bandwidth_gbps").value_or(0);
    const double share = measured / e.expect.gpu->bandwidthGBps;
    const S status = share >= T::kBandwidthPass ? S::Pass : share >= T::kBandwidthFail ? S::Warn : S::Fail;
    e.add("compute.bandwidth", status, tr("%1 GB/s (%2 %)").arg(e.num(measured), e.num(100 * share)),
          tr("%1 GB/s").arg(e.num(e.expect.gpu->bandwidthGBps)),
          status == S::Pass ? tr("Device memory bandwidth is as expected.")
                            : tr("Device memory bandwidth is well below the datasheet: serving and training will be "
                                 "slower than planned."));
}

void SmokeTest::checkVramFit(Evaluation& e)
{
    const ProbeReport& r = e.report;
    if (e.expect.needBytes <= 0) {
        e.skip("vram.fit", tr("No memory need to check: open a plan or enter the GiB to hold."));
        return;
    }
    if (!r.has("alloc_ok")) {
        e.skip("vram.fit", e.computeSkipped);
        return;
    }
    const bool ok = r.value("alloc_ok") == QLatin1String("true");
    const int held = r.value("alloc_gpus").toInt();
    e.add("vram.fit", ok ? S::Pass : S::Fail,
          ok ? tr("held on %n GPU(s)", nullptr, held) : tr("out of memory on GPU %1").arg(r.value("alloc_failed_gpu")),
          tr("%1 GiB on every GPU").arg(e.num(e.expect.needBytes / (1024.0 * 1024 * 1024), 1)),
          ok ? tr("The memory the plan needs was held on every GPU through a compute step.")
             : tr("The memory the plan needs could not be held: the work will not fit on this instance."));
}

void SmokeTest::checkTopology(Evaluation& e)
{
    if (e.skipWithoutGpus("interconnect.topology"))
        return;
    if (e.report.gpus.size() <= 1) {
        e.skip("interconnect.topology", tr("One GPU: nothing to connect."));
        return;
    }
    if (!e.topology) {
        e.skip("interconnect.topology", tr("nvidia-smi topo -m printed nothing readable."));
        return;
    }
    const std::optional<Offer>& offer = e.expect.offer;
    const bool nvlinkPromised =
        offer && (offer->interconnect == QLatin1String("nvlink") ||
                  (offer->interconnect.isEmpty() && e.expect.gpu &&
                   e.expect.gpu->interconnect == QLatin1String("nvlink") && offer->gpuCount > 1));
    const QStringList missing = e.topology->pairsWithoutNvlink();
    const S status = nvlinkPromised && !missing.isEmpty() ? S::Fail : S::Pass;
    e.add("interconnect.topology", status, e.topology->linkKinds().join(QStringLiteral(", ")),
          nvlinkPromised ? tr("NVLink between every pair") : QString(),
          status == S::Fail ? tr("The offer promises NVLink, but these GPUs are not joined by it: %1. Multi-GPU "
                                 "training will be much slower than planned.")
                                  .arg(missing.mid(0, 4).join(QStringLiteral(", ")))
          : missing.isEmpty() ? tr("Every pair of GPUs is joined by NVLink.")
                              : tr("The GPUs talk over PCIe (no NVLink was promised)."));
}

// Judged by T::kAllreduceNvlinkShare of the NVLink rate, or T::kAllreducePcieShare of the PCIe link's.
void SmokeTest::checkAllreduce(Evaluation& e)
{
    const ProbeReport& r = e.report;
    if (e.skipWithoutGpus("interconnect.allreduce"))
        return;
    if (r.gpus.size() <= 1) {
        e.skip("interconnect.allreduce", tr("One GPU: nothing to reduce across."));
        return;
    }
    if (r.has("allreduce_error")) {
        e.add("interconnect.allreduce", S::Warn, tr("failed"), QString(),
              tr("The all-reduce across the GPUs failed (%1): multi-GPU training may not start.")
                  .arg(r.value("allreduce_error")));
        return;
    }
    if (!r.has("allreduce_busbw_gbps")) {
        e.skip("interconnect.allreduce", e.computeSkipped);
        return;
    }
    const double busbw = numberOf(r, "allreduce_busbw_gbps").value_or(0);
    const bool nvlink = e.topology && e.topology->pairsWithoutNvlink().isEmpty();
    const QList<GpuHealth>& rest = e.rest;
    double floor = 0;
    if (nvlink && e.expect.gpu && e.expect.gpu->interconnectGBps > 0)
        floor = T::kAllreduceNvlinkShare * e.expect.gpu->interconnectGBps;
    else if (!rest.isEmpty() && rest.first().pcieGenMax && rest.first().linkWidthMax)
        floor = T::kAllreducePcieShare * pcieLaneGBps(*rest.first().pcieGenMax) * *rest.first().linkWidthMax;
    const S status = floor > 0 && busbw < floor ? S::Warn : S::Pass;
    e.add("interconnect.allreduce", status, tr("%1 GB/s bus bandwidth").arg(e.num(busbw, 1)),
          floor > 0 ? tr("≥ %1 GB/s").arg(e.num(floor)) : QString(),
          status == S::Warn ? tr("All-reduce between the GPUs is slow: data-parallel training will scale poorly.")
                            : tr("All-reduce between the GPUs runs at a healthy rate."));
}

void SmokeTest::checkCpuCores(Evaluation& e)
{
    if (!e.expect.offer || !e.expect.offer->vcpus) {
        e.add("cpu.cores", S::Pass, e.report.value("cpu_cores"), QString(), tr("CPU cores available."));
        return;
    }
    const int cores = e.report.value("cpu_cores").toInt();
    const int promised = *e.expect.offer->vcpus;
    e.add("cpu.cores", cores >= promised ? S::Pass : S::Warn, QString::number(cores), QString::number(promised),
          cores >= promised ? tr("CPU cores as promised.") : tr("Fewer CPU cores than the offer promises."));
}

// Judged by T::kRamShare of the offer's RAM.
void SmokeTest::checkRam(Evaluation& e)
{
    if (!e.expect.offer || !e.expect.offer->ramGb) {
        e.add("ram", S::Pass, tr("%1 GiB").arg(e.num(e.ramGb, 1)), QString(), tr("System memory."));
        return;
    }
    const bool ok = e.ramGb >= *e.expect.offer->ramGb * T::kRamShare;
    e.add("ram", ok ? S::Pass : S::Warn, tr("%1 GiB").arg(e.num(e.ramGb, 1)),
          tr("%1 GiB").arg(e.num(*e.expect.offer->ramGb)),
          ok ? tr("Memory as promised.") : tr("Less RAM than the offer promises."));
}

// Judged by T::kRamPerGpuShare of the largest GPU's memory (less the driver's T::kMemoryShare).
void SmokeTest::checkRamPerGpu(Evaluation& e)
{
    if (e.skipWithoutGpus("ram.per_gpu"))
        return;
    const double perGpu = e.ramGb / static_cast<double>(e.report.gpus.size());
    double gpuGiB = 0;
    for (const ProbeGpu& g : e.report.gpus)
        gpuGiB = std::max(gpuGiB, g.memoryMiB / 1024.0);
    const bool ok = perGpu >= T::kRamPerGpuShare * gpuGiB * T::kMemoryShare;
    e.add("ram.per_gpu", ok ? S::Pass : S::Warn, tr("%1 GiB per GPU").arg(e.num(perGpu, 1)),
          tr("≥ %1 GiB per GPU").arg(e.num(T::kRamPerGpuShare * gpuGiB)),
          ok ? tr("Enough system memory per GPU to load and save checkpoints.")
             : tr("Less system memory per GPU than one GPU holds: loading weights and saving checkpoints may run "
                  "out of RAM."));
}

// Judged by T::kDiskFreeGiB.
void SmokeTest::checkDiskFree(Evaluation& e)
{
    const double freeGb = numberOf(e.report, "disk_free_kb").value_or(0) / 1024.0 / 1024.0;
    const bool diskOk = freeGb >= T::kDiskFreeGiB;
    e.add("disk.free", diskOk ? S::Pass : S::Warn, tr("%1 GiB free").arg(e.num(freeGb, 1)),
          tr("≥ %1 GiB").arg(e.num(T::kDiskFreeGiB)),
          diskOk ? tr("Enough free disk for data, code and checkpoints.")
                 : tr("Little free disk: checkpoints and datasets may fill it and stop the run."));
}

// disk.write or disk.read of the data directory, judged by T::kDiskMBps.
void SmokeTest::checkDiskSpeed(Evaluation& e, bool write)
{
    const ProbeReport& r = e.report;
    const char* id = write ? "disk.write" : "disk.read";
    const auto mbps = numberOf(r, write ? "disk_write_mbps" : "disk_read_mbps");
    if (!mbps) {
        e.skip(id, r.has("disk_error") ? tr("The disk could not be measured: %1").arg(r.value("disk_error"))
                                       : tr("The disk could not be measured."));
        return;
    }
    const bool ok = *mbps >= T::kDiskMBps;
    e.add(id, ok ? S::Pass : S::Warn, tr("%1 MB/s").arg(e.num(*mbps)), tr("≥ %1 MB/s").arg(e.num(T::kDiskMBps)),
          write ? (ok ? tr("The data directory writes fast enough for checkpoints.")
                      : tr("The data directory writes slowly: every checkpoint will stall the run."))
                : (ok ? tr("The data directory reads fast enough to feed the GPUs.")
                      : tr("The data directory reads slowly: the GPUs may wait for data. Copy the data to local "
                           "disk.")));
}

// network.download or network.upload, judged by T::kNetworkMBps.
void SmokeTest::checkNetwork(Evaluation& e, bool upload)
{
    const ProbeReport& r = e.report;
    const char* id = upload ? "network.upload" : "network.download";
    const QString key = upload ? QStringLiteral("net_upload") : QStringLiteral("net_download");
    const QString error = r.values.value(key + QStringLiteral("_error"));
    const QString url = upload ? e.expect.uploadUrl : e.expect.downloadUrl;
    if (url.isEmpty() || error == QLatin1String("no URL")) {
        e.skip(id, upload ? tr("No upload URL is set (an HTTP PUT target).")
                          : tr("No download URL is set, and none is known for this platform."));
        return;
    }
    const double bytes = numberOf(r, (key + QStringLiteral("_bytes")).toLatin1().constData()).value_or(0);
    const double seconds = numberOf(r, (key + QStringLiteral("_seconds")).toLatin1().constData()).value_or(0);
    const int http = r.values.value(key + QStringLiteral("_http")).toInt();
    if (!error.isEmpty() || seconds <= 0 || bytes <= 0 || http >= 400) {
        const QString why = !error.isEmpty() ? error
                            : http >= 400    ? QStringLiteral("HTTP %1").arg(http)
                                             : tr("nothing was transferred");
        e.add(id, S::Warn, tr("failed"), tr("≥ %1 MB/s").arg(e.num(T::kNetworkMBps)),
              tr("The transfer with %1 failed (%2).").arg(QUrl(url).host(), why));
        return;
    }
    const double mbps = bytes / seconds / 1e6;
    const bool ok = mbps >= T::kNetworkMBps;
    e.add(id, ok ? S::Pass : S::Warn, tr("%1 MB/s").arg(e.num(mbps, 1)), tr("≥ %1 MB/s").arg(e.num(T::kNetworkMBps)),
          ok ? tr("The network moves data fast enough (%1).").arg(QUrl(url).host())
             : tr("The network is slow (%1): fetching datasets and weights will take a long time.")
                   .arg(QUrl(url).host()));
}

} // namespace gp
