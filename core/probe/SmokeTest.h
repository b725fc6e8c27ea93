#pragma once

#include "core/catalog/GpuCatalog.h"
#include "core/catalog/PriceCatalog.h"
#include "core/records/InstanceRecords.h"
#include "core/ssh/SshSession.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace gp {

struct ProbeGpu
{
    QString name;
    double memoryMiB = 0;
    QString driver;
};

// The probe's output, parsed: key=value lines, "gpu=" once per GPU, and the multi-line outputs it passes on one
// prefixed line each (smi_q, load_q, topo, xid, allreduce), kept whole and in order.
struct ProbeReport
{
    QMap<QString, QString> values;
    QList<ProbeGpu> gpus;
    QStringList log; // "user_log=" lines, in order: the end of the user's command's output
    QMap<QString, QStringList> blocks;
    static ProbeReport parse(const QString& output);
    QString value(const char* key) const { return values.value(QLatin1String(key)); }
    bool has(const char* key) const { return values.contains(QLatin1String(key)); }
    QString block(const char* key) const { return blocks.value(QLatin1String(key)).join(QLatin1Char('\n')); }
};

enum class SmokeLevel { Quick, Full };
QString smokeLevelCode(SmokeLevel level); // quick | full
std::optional<SmokeLevel> smokeLevelFromCode(const QString& code);

// What the instance should have: the offer that was rented and the memory the plan needs; and how hard to look.
struct SmokeExpectations
{
    std::optional<Offer> offer;
    std::optional<GpuSpec> gpu; // the offer's GPU
    double needBytes = 0;
    SmokeLevel level = SmokeLevel::Quick;
    QString dataDir;     // where disk.* measure (the working directory); empty, or not made yet: the login's home
    QString downloadUrl; // network.download; empty: skipped
    QString uploadUrl;   // network.upload (an HTTP PUT); empty: skipped
};

// The thresholds the checks judge by (docs/smoke-test.md explains each).
namespace SmokeThresholds {
constexpr double kMemoryShare = 0.97;     // usable GPU memory of the promise: drivers keep a little
constexpr double kTflopsPass = 0.5;       // sustained dense bf16 of the datasheet peak
constexpr double kTflopsFail = 0.25;      // below: a slower card, a shared one or a broken one
constexpr double kComputeMaxError = 0.05; // worst error of the product, relative to its largest element
constexpr double kBandwidthPass = 0.6;    // device memory copy of the datasheet bandwidth
constexpr double kBandwidthFail = 0.3;
constexpr double kPcieBandwidthShare = 0.5;    // host↔device copy of the link's nominal rate
constexpr double kHotCelsius = 85;             // a GPU this hot under load throttles soon
constexpr double kSmClockShare = 0.6;          // SM clock under load of its maximum
constexpr double kAllreduceNvlinkShare = 0.15; // all-reduce bus bandwidth of the GPU's NVLink rate
constexpr double kAllreducePcieShare = 0.25;   // … or of the PCIe link's nominal rate
constexpr double kNetworkMBps = 10;            // 80 Mbit/s: a 100 GB dataset in under three hours
constexpr double kDiskMBps = 200;              // read and write of the data directory
constexpr double kDiskFreeGiB = 20;
constexpr double kRamPerGpuShare = 1.0; // system RAM per GPU of one GPU's memory: checkpoints pass through RAM
constexpr double kRamShare = 0.95;      // of the offer's RAM
} // namespace SmokeThresholds

// The user's own training command, run last with a step limit and a timeout; its peak GPU memory is recorded.
struct UserTask
{
    QString command; // run with sh -c; "{steps}" is replaced by the step limit (also given as $GP_MAX_STEPS)
    int steps = 20;
    int timeoutSeconds = 600;
    QString workdir = QStringLiteral("work");
    // How its speed is read: the last line of its output that the pattern matches (its first group is the run's
    // tokens per second; empty: the common forms "tokens/s: N", "tokens_per_second_per_gpu=N", "N tok/s"), or else
    // steps × these tokens per GPU × GPUs over the time the GPUs were busy.
    QString speedPattern;
    qint64 tokensPerStepPerGpu = 0; // micro-batch × sequence length; 0: unknown
    bool isSet() const { return !command.trimmed().isEmpty(); }
};

class SmokeTest final
{
    Q_DECLARE_TR_FUNCTIONS(gp::SmokeTest)

public:
    static QByteArray probeScript(); // the POSIX shell probe (resources/remote/probe.sh)
    // Sends the probe on the command's stdin (nothing is left on the instance), runs it and evaluates its report:
    // the record's checks, and its run when the user's command ran (target and time are the caller's to fill).
    static Result<SmokeRecord> run(SshSession& session,
                                   const SmokeExpectations& expect,
                                   const UserTask& task = {},
                                   const std::atomic_bool* cancel = nullptr);
    // The user_* lines of resources/remote/usertask.sh → the user.run and user.memory checks.
    static QList<SmokeCheck>
    evaluateUserTask(const ProbeReport& report, const UserTask& task, const ProbeReport& probe);
    // The same output → its speed, peak memory and GPU, as the plan can compare them.
    static RunMeasurement measureUserTask(const ProbeReport& report,
                                          const UserTask& task,
                                          const ProbeReport& probe,
                                          const SmokeExpectations& expect);
    // The tokens per second a line of output gives, by `pattern` (empty: the default forms); per-GPU forms are
    // multiplied by `gpus`.
    static std::optional<double> speedFromLine(const QString& line, const QString& pattern, int gpus);
    static QString defaultSpeedPattern();
    static QList<SmokeCheck> evaluate(const ProbeReport& report, const SmokeExpectations& expect);
    // Delivered against promised: TFLOPS, bandwidth and memory, and the offer's price per delivered TFLOP-hour.
    static SmokeSummary summarize(const ProbeReport& report, const SmokeExpectations& expect);
    // The settings the probe reads, as shell assignments sent ahead of it on stdin (docs/smoke-test.md).
    static QByteArray probeSettings(const SmokeExpectations& expect);
    // Where network.download fetches from by default: a large, stable file on the Hugging Face mirror the platform's
    // region reaches fast (hf-mirror.com for platforms priced in CNY, huggingface.co elsewhere).
    static QString defaultDownloadUrl(const Offer& offer);
    // What the network checks accept: an http:// or https:// URL with a host.
    static bool isTransferUrl(const QString& text);
    // PCIe's nominal rate of one lane in GB/s, by generation (1–6); 0 for an unknown generation.
    static double pcieLaneGBps(int generation);
    static QString statusCode(SmokeCheck::Status status); // pass | warn | fail | skipped

private:
    // evaluate()'s checks, one per function in the order they run (SmokeChecks.cpp). They are members so that their
    // messages keep SmokeTest's tr() context, which the translations are filed under.
    struct Evaluation;
    static Evaluation observe(const ProbeReport& report, const SmokeExpectations& expect);
    static void checkGpuPresent(Evaluation& e);
    static void checkGpuCount(Evaluation& e);
    static void checkGpuModel(Evaluation& e);
    static void checkGpuMemory(Evaluation& e);
    static void checkDriver(Evaluation& e);
    static void checkGpuErrors(Evaluation& e);
    static void checkGpuClocks(Evaluation& e);
    static void checkPcieLink(Evaluation& e);
    static void checkPcieBandwidth(Evaluation& e);
    static void checkPython(Evaluation& e);
    static void checkTorchPresent(Evaluation& e);
    static void checkTorchCuda(Evaluation& e);
    static void checkComputeRate(Evaluation& e, bool fp16);
    static void checkComputeCorrect(Evaluation& e);
    static void checkComputeBandwidth(Evaluation& e);
    static void checkVramFit(Evaluation& e);
    static void checkTopology(Evaluation& e);
    static void checkAllreduce(Evaluation& e);
    static void checkCpuCores(Evaluation& e);
    static void checkRam(Evaluation& e);
    static void checkRamPerGpu(Evaluation& e);
    static void checkDiskFree(Evaluation& e);
    static void checkDiskSpeed(Evaluation& e, bool write);
    static void checkNetwork(Evaluation& e, bool upload);

    static std::optional<double> numberOf(const ProbeReport& report, const char* key);
    static double peakTflops(const GpuSpec& gpu, bool fp16);
};

} // namespace gp
