#include "core/remote/SmokeTest.h"

#include "core/cost/CostMeter.h"
#include "core/remote/GpuHealth.h"

#include <QFile>
#include <QLocale>
#include <QRegularExpression>
#include <QUrl>
#include <QVersionNumber>

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

namespace {

using S = SmokeCheck::Status;
namespace T = SmokeThresholds;

S worst(S a, S b)
{
    const auto rank = [](S s) { return s == S::Fail ? 3 : s == S::Warn ? 2 : s == S::Pass ? 1 : 0; };
    return rank(a) >= rank(b) ? a : b;
}

std::optional<double> numberOf(const ProbeReport& r, const char* key)
{
    bool ok = false;
    const double v = r.value(key).toDouble(&ok);
    return ok && std::isfinite(v) ? std::optional<double>(v) : std::nullopt;
}

// The datasheet's dense 16-bit rate: bf16 where the GPU has it, else fp16.
double peakTflops(const GpuSpec& gpu, bool fp16)
{
    if (fp16)
        return gpu.tflopsFp16 > 0 ? gpu.tflopsFp16 : gpu.tflopsBf16;
    return gpu.tflopsBf16 > 0 ? gpu.tflopsBf16 : gpu.tflopsFp16;
}

} // namespace

QList<SmokeCheck> SmokeTest::evaluate(const ProbeReport& r, const SmokeExpectations& expect)
{
    const QLocale l;
    QList<SmokeCheck> checks;
    const auto add = [&](const char* id, S status, const QString& measured, const QString& expected,
                         const QString& message) {
        checks.append({QLatin1String(id), status, measured, expected, message});
    };
    const auto skip = [&](const char* id, const QString& why) { add(id, S::Skipped, QString(), QString(), why); };
    const auto num = [&](double v, int decimals = 0) { return l.toString(v, 'f', decimals); };

    // GPUs.
    const int promisedCount = expect.offer ? expect.offer->gpuCount : 0;
    const bool gpus = r.value("nvidia_smi") == QLatin1String("present") && !r.gpus.isEmpty();
    QString noGpu;
    if (r.value("nvidia_smi") != QLatin1String("present")) {
        noGpu = tr("No NVIDIA GPU is visible (nvidia-smi is missing).");
        add("gpu.present", S::Fail, tr("nvidia-smi not found"),
            promisedCount ? QString::number(promisedCount) : QString(),
            tr("No NVIDIA driver is visible: nvidia-smi is missing. On a GPU instance this means a broken image or a "
               "CPU-only machine; ask the provider before paying for more time."));
    } else if (r.gpus.isEmpty()) {
        noGpu = tr("nvidia-smi lists no GPU.");
        add("gpu.present", S::Fail, tr("0 GPUs"), promisedCount ? QString::number(promisedCount) : QString(),
            tr("nvidia-smi runs but lists no GPU: the driver is not loaded or the container has no GPU attached."));
    } else {
        add("gpu.present", S::Pass, tr("%n GPU(s)", nullptr, static_cast<int>(r.gpus.size())), QString(),
            tr("GPUs are visible."));
    }
    const QString noOffer = tr("No offer to compare with: choose the offer you rented.");
    if (!gpus) {
        skip("gpu.count", noGpu);
    } else if (promisedCount > 0) {
        const bool ok = r.gpus.size() >= promisedCount;
        add("gpu.count", ok ? S::Pass : S::Fail, QString::number(r.gpus.size()), QString::number(promisedCount),
            ok ? tr("As many GPUs as the offer promises.")
               : tr("Fewer GPUs than the offer promises: stop the instance and ask the provider."));
    } else {
        skip("gpu.count", noOffer);
    }
    if (!gpus) {
        skip("gpu.model", noGpu);
        skip("gpu.memory", noGpu);
    } else if (expect.gpu) {
        const QString name = r.gpus.first().name;
        QString family = expect.gpu->name;
        family.remove(QStringLiteral("GeForce "));
        const QString key = family.section(QLatin1Char(' '), 0, family.startsWith(QLatin1String("RTX")) ? 1 : 0);
        // Whole words: an A100 is no A10, an H200 no H20, an L40S no L40.
        const QRegularExpression word(
            QStringLiteral("(?<![A-Za-z0-9])%1(?![A-Za-z0-9])").arg(QRegularExpression::escape(key)),
            QRegularExpression::CaseInsensitiveOption);
        const bool same = !key.isEmpty() && word.match(name).hasMatch();
        add("gpu.model", same ? S::Pass : S::Warn, name, expect.gpu->name,
            same ? tr("The GPU model matches the offer.")
                 : tr("The GPU is not the model the offer names: check the instance type before you run."));
        // Drivers reserve some memory: 80 GiB cards report 79.6 GiB. The smallest GPU is what a plan can count on.
        const double promisedMiB = expect.gpu->memoryGb * 1024.0;
        double usable = r.gpus.first().memoryMiB;
        for (const ProbeGpu& g : r.gpus)
            usable = std::min(usable, g.memoryMiB);
        const bool enough = usable >= promisedMiB * T::kMemoryShare;
        add("gpu.memory", enough ? S::Pass : S::Warn, tr("%1 MiB").arg(num(usable)), tr("%1 MiB").arg(num(promisedMiB)),
            enough ? tr("Usable GPU memory is what the offer promises (the driver keeps a little).")
                   : tr("Less GPU memory than promised: a vGPU slice, MIG instance or another process may be using "
                        "it. Plans sized for the full card may not fit."));
    } else {
        skip("gpu.model", noOffer);
        skip("gpu.memory", noOffer);
    }
    if (gpus) {
        const QString driverCuda = r.value("driver_cuda");
        add("driver", S::Pass,
            tr("driver %1, CUDA %2").arg(r.gpus.first().driver, driverCuda.isEmpty() ? tr("unknown") : driverCuda),
            QString(),
            tr("The newest CUDA this driver supports is %1.").arg(driverCuda.isEmpty() ? tr("unknown") : driverCuda));
    } else {
        skip("driver", noGpu);
    }

    // Health, from nvidia-smi -q at rest and under load, the kernel log and the topology.
    const QList<GpuHealth> rest = GpuHealth::parse(r.block("smi_q"));
    const QList<GpuHealth> load = GpuHealth::parse(r.block("load_q"));
    const QList<XidEvent> xids = XidEvent::parse(r.block("xid"));
    if (!gpus) {
        skip("gpu.errors", noGpu);
    } else if (rest.isEmpty()) {
        skip("gpu.errors", tr("nvidia-smi -q printed nothing readable."));
    } else {
        S status = S::Pass;
        qint64 corrected = 0, uncorrected = 0, retired = 0, remapped = 0;
        QStringList problems;
        for (const GpuHealth& g : rest) {
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
        // A shared host's kernel log also holds other tenants' GPUs: an Xid fails only this machine's GPUs.
        const auto ours = [&](const XidEvent& x) {
            const QString pci = x.pci.section(QLatin1Char(':'), 1).toLower(); // "0000:3b:00"
            const QString bus = pci.section(QLatin1Char(':'), -2);            // "3b:00"
            return std::any_of(rest.cbegin(), rest.cend(), [&](const GpuHealth& g) {
                return !bus.isEmpty() && g.busId.toLower().section(QLatin1Char('.'), 0, 0).endsWith(bus);
            });
        };
        QStringList xidText;
        for (const XidEvent& x : xids) {
            status = worst(status, x.isHardware() && ours(x) ? S::Fail : S::Warn);
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
        else if (r.value("xid_source") == QLatin1String("unreadable"))
            measured += QStringLiteral("; ") + tr("kernel log not readable");
        problems += xidText;
        add("gpu.errors", status, measured, tr("no uncorrectable errors, no hardware Xid"),
            status == S::Fail ? tr("The GPU reports memory or hardware errors (%1): ask for another machine before "
                                   "you train on it.")
                                    .arg(problems.join(QStringLiteral("; ")))
            : status == S::Warn ? tr("Corrected memory errors, retired pages or program errors were logged: the card "
                                     "works, but watch it.")
                                : tr("No memory errors, retired pages or driver errors are reported."));
    }
    const QString noLoad = r.has("bf16_tflops") ? tr("nvidia-smi could not be read under load.")
                                                : tr("No load could run (PyTorch with CUDA is needed).");
    if (!gpus) {
        skip("gpu.clocks", noGpu);
    } else if (load.isEmpty() && std::none_of(rest.cbegin(), rest.cend(), [](const GpuHealth& g) {
                   return g.hardwareSlowdown() || g.thermalSlowdown();
               })) {
        skip("gpu.clocks", noLoad);
    } else {
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
        QString measured = tr("%1 °C, %2 W").arg(num(hottest), num(power));
        if (anyClock)
            measured += QStringLiteral(", ") + tr("SM clock %1 % of max").arg(num(100 * slowest));
        if (!reasons.isEmpty())
            measured += QStringLiteral(", ") + reasons.join(QStringLiteral(", "));
        add("gpu.clocks", status, measured, tr("no hardware slowdown, < %1 °C").arg(num(T::kHotCelsius)),
            status == S::Fail
                ? tr("The hardware slowed the GPU down (%1): overheating, a power brake or a failing PSU. Expect far "
                     "less speed than paid for; ask for another machine.")
                      .arg(reasons.join(QStringLiteral(", ")))
            : status == S::Warn
                ? tr("The GPU runs hot or slowed its clocks under load: sustained runs will be slower than planned.")
            : load.isEmpty() ? tr("No slowdown at rest (the load could not be sampled).")
                             : tr("Clocks, temperature and power are healthy under load."));
    }
    if (!gpus) {
        skip("pcie.link", noGpu);
    } else if (rest.isEmpty() || !rest.first().linkWidthMax) {
        skip("pcie.link", tr("nvidia-smi does not report the PCIe link here."));
    } else {
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
        add("pcie.link", status, measured, tr("Gen%1 x%2").arg(genMax).arg(widthMax),
            status == S::Fail ? tr("A GPU's PCIe link runs narrower than it can (%1): loading data and weights is "
                                   "slower, and multi-GPU work over PCIe suffers. A riser or slot problem.")
                                    .arg(narrow.join(QStringLiteral(", ")))
            : status == S::Warn ? tr("A GPU's PCIe link ran below its generation under load (%1).")
                                      .arg(narrow.join(QStringLiteral(", ")))
                                : tr("The PCIe links run at full width."));
    }
    const bool torchCuda = r.value("torch_cuda_available") == QLatin1String("true");
    const QString noTorch = tr("PyTorch with CUDA is not usable here (see torch.present and torch.cuda).");
    if (!gpus) {
        skip("pcie.bandwidth", noGpu);
    } else if (!r.has("h2d_gbps")) {
        skip("pcie.bandwidth", torchCuda ? tr("The copy did not finish.") : noTorch);
    } else {
        const double h2d = numberOf(r, "h2d_gbps").value_or(0), d2h = numberOf(r, "d2h_gbps").value_or(0);
        const GpuHealth* g = rest.isEmpty() ? nullptr : &rest.first();
        const double nominal =
            g && g->pcieGenMax && g->linkWidthMax ? pcieLaneGBps(*g->pcieGenMax) * *g->linkWidthMax : 0;
        const double slower = std::min(h2d, d2h);
        const S status = nominal > 0 && slower < T::kPcieBandwidthShare * nominal ? S::Warn : S::Pass;
        add("pcie.bandwidth", status, tr("%1 GB/s to the GPU, %2 GB/s back").arg(num(h2d, 1), num(d2h, 1)),
            nominal > 0 ? tr("≥ %1 GB/s").arg(num(T::kPcieBandwidthShare * nominal, 1)) : QString(),
            status == S::Warn ? tr("Copies between host and GPU are slow for this link: data loading and offloading "
                                   "will be slower.")
                              : tr("Host↔GPU copies run at a healthy share of the link's rate."));
    }

    // PyTorch.
    // torch_probe_failed: the Python part crashed; if it did before saying which torch it found, the import failed.
    const QString torch = r.value("torch").isEmpty() && r.value("torch_probe_failed") == QLatin1String("yes")
                              ? QStringLiteral("error")
                              : r.value("torch");
    const bool python = !(r.value("python") == QLatin1String("missing") || r.value("python").isEmpty());
    if (!python) {
        add("python", S::Fail, tr("missing"), QString(),
            tr("There is no Python on the instance: install python3 and your "
               "environment (Provision) before training."));
        skip("torch.present", tr("There is no Python."));
        skip("torch.cuda", tr("There is no Python."));
    } else {
        add("python", S::Pass, r.value("python"), QString(), tr("Python runs."));
        if (torch == QLatin1String("missing") || torch.isEmpty() || torch == QLatin1String("error")) {
            add("torch.present", S::Fail, torch == QLatin1String("error") ? tr("import failed") : tr("missing"),
                QString(),
                tr("PyTorch is not installed (or does not import). Install the build for this driver's CUDA, e.g. "
                   "pip install torch --index-url https://download.pytorch.org/whl/cu124."));
            skip("torch.cuda", tr("PyTorch is missing."));
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
            } else if (!torchCuda) {
                add("torch.cuda", S::Fail, tr("torch.cuda.is_available() is False"), tr("True"),
                    tr("PyTorch cannot reach the GPU although it was built for CUDA %1: check that the container was "
                       "started with GPU access.")
                        .arg(built));
            } else {
                add("torch.cuda", S::Pass, tr("CUDA %1").arg(built), QString(), tr("PyTorch sees the GPUs."));
            }
        }
    }

    // Compute, against the datasheet.
    const QString computeSkipped = !torchCuda ? noTorch : tr("The compute step did not finish.");
    for (const bool fp16 : {false, true}) {
        const char* id = fp16 ? "compute.tflops_fp16" : "compute.tflops";
        const char* key = fp16 ? "fp16_tflops" : "bf16_tflops";
        if (!r.has(key)) {
            skip(id, computeSkipped);
            continue;
        }
        if (!expect.gpu) {
            add(id, S::Pass, tr("%1 TFLOPS").arg(num(numberOf(r, key).value_or(0))), QString(),
                tr("Measured; choose the offer to compare it with the datasheet."));
            continue;
        }
        const double measured = numberOf(r, key).value_or(0);
        const double peak = peakTflops(*expect.gpu, fp16);
        const double share = peak > 0 ? measured / peak : 1;
        const S status = share >= T::kTflopsPass ? S::Pass : share >= T::kTflopsFail ? S::Warn : S::Fail;
        add(id, status, tr("%1 TFLOPS (%2 %)").arg(num(measured), num(100 * share)),
            tr("%1 TFLOPS dense").arg(num(peak)),
            status == S::Pass ? tr("Sustained matrix multiplies run at a healthy share of the datasheet rate.")
            : status == S::Warn
                ? tr("The GPU computes at less than half its datasheet rate: throttling, a shared GPU or a slower "
                     "variant. Expect longer runs than planned.")
                : tr("The GPU computes at under a quarter of its datasheet rate: this is not the card that was "
                     "promised, or it is badly throttled or shared."));
    }
    if (!r.has("compute_max_error")) {
        skip("compute.correct", computeSkipped);
    } else {
        const double error =
            std::max(r.value("compute_max_error").toDouble(), r.value("compute_max_error_fp16").toDouble());
        const bool nan = r.value("compute_max_error").contains(QLatin1String("inf")) ||
                         r.value("compute_max_error_fp16").contains(QLatin1String("inf"));
        const bool right = !nan && error <= T::kComputeMaxError;
        add("compute.correct", right ? S::Pass : S::Fail,
            nan ? tr("not a number") : tr("max error %1").arg(l.toString(error, 'g', 3)),
            tr("≤ %1").arg(l.toString(T::kComputeMaxError, 'g', 3)),
            right ? tr("The results under load match a reference computed on the CPU.")
                  : tr("The GPU returned wrong results under load: faulty memory or a failing chip. Do not train on "
                       "it; ask for another machine."));
    }
    if (!r.has("bandwidth_gbps")) {
        skip("compute.bandwidth", computeSkipped);
    } else if (!expect.gpu || expect.gpu->bandwidthGBps <= 0) {
        add("compute.bandwidth", S::Pass, tr("%1 GB/s").arg(num(numberOf(r, "bandwidth_gbps").value_or(0))), QString(),
            tr("Measured; choose the offer to compare it with the datasheet."));
    } else {
        const double measured = numberOf(r, "bandwidth_gbps").value_or(0);
        const double share = measured / expect.gpu->bandwidthGBps;
        const S status = share >= T::kBandwidthPass ? S::Pass : share >= T::kBandwidthFail ? S::Warn : S::Fail;
        add("compute.bandwidth", status, tr("%1 GB/s (%2 %)").arg(num(measured), num(100 * share)),
            tr("%1 GB/s").arg(num(expect.gpu->bandwidthGBps)),
            status == S::Pass ? tr("Device memory bandwidth is as expected.")
                              : tr("Device memory bandwidth is well below the datasheet: serving and training will be "
                                   "slower than planned."));
    }
    if (expect.needBytes <= 0) {
        skip("vram.fit", tr("No memory need to check: open a plan or enter the GiB to hold."));
    } else if (!r.has("alloc_ok")) {
        skip("vram.fit", computeSkipped);
    } else {
        const bool ok = r.value("alloc_ok") == QLatin1String("true");
        const int held = r.value("alloc_gpus").toInt();
        add("vram.fit", ok ? S::Pass : S::Fail,
            ok ? tr("held on %n GPU(s)", nullptr, held)
               : tr("out of memory on GPU %1").arg(r.value("alloc_failed_gpu")),
            tr("%1 GiB on every GPU").arg(num(expect.needBytes / (1024.0 * 1024 * 1024), 1)),
            ok ? tr("The memory the plan needs was held on every GPU through a compute step.")
               : tr("The memory the plan needs could not be held: the work will not fit on this instance."));
    }

    // Between GPUs.
    const bool several = r.gpus.size() > 1;
    const bool nvlinkPromised =
        expect.offer && (expect.offer->interconnect == QLatin1String("nvlink") ||
                         (expect.offer->interconnect.isEmpty() && expect.gpu &&
                          expect.gpu->interconnect == QLatin1String("nvlink") && expect.offer->gpuCount > 1));
    const std::optional<GpuTopology> topology = GpuTopology::parse(r.block("topo"));
    if (!gpus) {
        skip("interconnect.topology", noGpu);
    } else if (!several) {
        skip("interconnect.topology", tr("One GPU: nothing to connect."));
    } else if (!topology) {
        skip("interconnect.topology", tr("nvidia-smi topo -m printed nothing readable."));
    } else {
        const QStringList missing = topology->pairsWithoutNvlink();
        const S status = nvlinkPromised && !missing.isEmpty() ? S::Fail : S::Pass;
        add("interconnect.topology", status, topology->linkKinds().join(QStringLiteral(", ")),
            nvlinkPromised ? tr("NVLink between every pair") : QString(),
            status == S::Fail ? tr("The offer promises NVLink, but these GPUs are not joined by it: %1. Multi-GPU "
                                   "training will be much slower than planned.")
                                    .arg(missing.mid(0, 4).join(QStringLiteral(", ")))
            : missing.isEmpty() ? tr("Every pair of GPUs is joined by NVLink.")
                                : tr("The GPUs talk over PCIe (no NVLink was promised)."));
    }
    if (!gpus) {
        skip("interconnect.allreduce", noGpu);
    } else if (!several) {
        skip("interconnect.allreduce", tr("One GPU: nothing to reduce across."));
    } else if (r.has("allreduce_error")) {
        add("interconnect.allreduce", S::Warn, tr("failed"), QString(),
            tr("The all-reduce across the GPUs failed (%1): multi-GPU training may not start.")
                .arg(r.value("allreduce_error")));
    } else if (!r.has("allreduce_busbw_gbps")) {
        skip("interconnect.allreduce", computeSkipped);
    } else {
        const double busbw = numberOf(r, "allreduce_busbw_gbps").value_or(0);
        const bool nvlink = topology && topology->pairsWithoutNvlink().isEmpty();
        double floor = 0;
        if (nvlink && expect.gpu && expect.gpu->interconnectGBps > 0)
            floor = T::kAllreduceNvlinkShare * expect.gpu->interconnectGBps;
        else if (!rest.isEmpty() && rest.first().pcieGenMax && rest.first().linkWidthMax)
            floor = T::kAllreducePcieShare * pcieLaneGBps(*rest.first().pcieGenMax) * *rest.first().linkWidthMax;
        const S status = floor > 0 && busbw < floor ? S::Warn : S::Pass;
        add("interconnect.allreduce", status, tr("%1 GB/s bus bandwidth").arg(num(busbw, 1)),
            floor > 0 ? tr("≥ %1 GB/s").arg(num(floor)) : QString(),
            status == S::Warn ? tr("All-reduce between the GPUs is slow: data-parallel training will scale poorly.")
                              : tr("All-reduce between the GPUs runs at a healthy rate."));
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
    const double ramGb = numberOf(r, "ram_kb").value_or(0) / 1024.0 / 1024.0;
    if (expect.offer && expect.offer->ramGb) {
        const bool ok = ramGb >= *expect.offer->ramGb * T::kRamShare;
        add("ram", ok ? S::Pass : S::Warn, tr("%1 GiB").arg(num(ramGb, 1)), tr("%1 GiB").arg(num(*expect.offer->ramGb)),
            ok ? tr("Memory as promised.") : tr("Less RAM than the offer promises."));
    } else {
        add("ram", S::Pass, tr("%1 GiB").arg(num(ramGb, 1)), QString(), tr("System memory."));
    }
    if (!gpus) {
        skip("ram.per_gpu", noGpu);
    } else {
        const double perGpu = ramGb / static_cast<double>(r.gpus.size());
        double gpuGiB = 0;
        for (const ProbeGpu& g : r.gpus)
            gpuGiB = std::max(gpuGiB, g.memoryMiB / 1024.0);
        const bool ok = perGpu >= T::kRamPerGpuShare * gpuGiB * T::kMemoryShare;
        add("ram.per_gpu", ok ? S::Pass : S::Warn, tr("%1 GiB per GPU").arg(num(perGpu, 1)),
            tr("≥ %1 GiB per GPU").arg(num(T::kRamPerGpuShare * gpuGiB)),
            ok ? tr("Enough system memory per GPU to load and save checkpoints.")
               : tr("Less system memory per GPU than one GPU holds: loading weights and saving checkpoints may run "
                    "out of RAM."));
    }
    const double freeGb = numberOf(r, "disk_free_kb").value_or(0) / 1024.0 / 1024.0;
    const bool diskOk = freeGb >= T::kDiskFreeGiB;
    add("disk.free", diskOk ? S::Pass : S::Warn, tr("%1 GiB free").arg(num(freeGb, 1)),
        tr("≥ %1 GiB").arg(num(T::kDiskFreeGiB)),
        diskOk ? tr("Enough free disk for data, code and checkpoints.")
               : tr("Little free disk: checkpoints and datasets may fill it and stop the run."));
    for (const bool write : {true, false}) {
        const char* id = write ? "disk.write" : "disk.read";
        const auto mbps = numberOf(r, write ? "disk_write_mbps" : "disk_read_mbps");
        if (!mbps) {
            skip(id, r.has("disk_error") ? tr("The disk could not be measured: %1").arg(r.value("disk_error"))
                                         : tr("The disk could not be measured."));
            continue;
        }
        const bool ok = *mbps >= T::kDiskMBps;
        add(id, ok ? S::Pass : S::Warn, tr("%1 MB/s").arg(num(*mbps)), tr("≥ %1 MB/s").arg(num(T::kDiskMBps)),
            write ? (ok ? tr("The data directory writes fast enough for checkpoints.")
                        : tr("The data directory writes slowly: every checkpoint will stall the run."))
                  : (ok ? tr("The data directory reads fast enough to feed the GPUs.")
                        : tr("The data directory reads slowly: the GPUs may wait for data. Copy the data to local "
                             "disk.")));
    }

    // Network.
    for (const bool upload : {false, true}) {
        const char* id = upload ? "network.upload" : "network.download";
        const QString key = upload ? QStringLiteral("net_upload") : QStringLiteral("net_download");
        const QString error = r.values.value(key + QStringLiteral("_error"));
        const QString url = upload ? expect.uploadUrl : expect.downloadUrl;
        if (url.isEmpty() || error == QLatin1String("no URL")) {
            skip(id, upload ? tr("No upload URL is set (an HTTP PUT target).")
                            : tr("No download URL is set, and none is known for this platform."));
            continue;
        }
        const double bytes = numberOf(r, (key + QStringLiteral("_bytes")).toLatin1().constData()).value_or(0);
        const double seconds = numberOf(r, (key + QStringLiteral("_seconds")).toLatin1().constData()).value_or(0);
        const int http = r.values.value(key + QStringLiteral("_http")).toInt();
        if (!error.isEmpty() || seconds <= 0 || bytes <= 0 || http >= 400) {
            const QString why = !error.isEmpty() ? error
                                : http >= 400    ? QStringLiteral("HTTP %1").arg(http)
                                                 : tr("nothing was transferred");
            add(id, S::Warn, tr("failed"), tr("≥ %1 MB/s").arg(num(T::kNetworkMBps)),
                tr("The transfer with %1 failed (%2).").arg(QUrl(url).host(), why));
            continue;
        }
        const double mbps = bytes / seconds / 1e6;
        const bool ok = mbps >= T::kNetworkMBps;
        add(id, ok ? S::Pass : S::Warn, tr("%1 MB/s").arg(num(mbps, 1)), tr("≥ %1 MB/s").arg(num(T::kNetworkMBps)),
            ok ? tr("The network moves data fast enough (%1).").arg(QUrl(url).host())
               : tr("The network is slow (%1): fetching datasets and weights will take a long time.")
                     .arg(QUrl(url).host()));
    }
    return checks;
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
