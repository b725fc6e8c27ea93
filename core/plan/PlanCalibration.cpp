#include "core/plan/PlanCalibration.h"

#include "core/estimator/MemoryEstimator.h"
#include "core/estimator/PerformanceEstimator.h"
#include "core/plan/PlanEvaluator.h"
#include "core/plan/PlanFile.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace gp {

namespace {

constexpr double kMiB = 1024.0 * 1024.0;
// Any token count gives the same speed: time is linear in tokens.
constexpr double kProbeTokens = 1e9;

Error invalidCalibration(const QString& what)
{
    return Error{QStringLiteral("plan.invalid"), PlanCalibration::tr("a calibration %1").arg(what)};
}

} // namespace

RunComparison
PlanCalibration::compare(const Questionnaire& q, const RunMeasurement& run, const QString& host, const QDateTime& at)
{
    using S = SmokeCheck::Status;
    const QLocale l;
    RunComparison c;
    if (q.task == Task::Inference) {
        c.problem = tr("The plan is for serving; a training run cannot calibrate it.");
        return c;
    }
    if (run.gpuId.isEmpty()) {
        c.problem =
            run.gpuName.isEmpty()
                ? tr("No GPU was seen on the instance.")
                : tr("\"%1\" matches no single GPU of the catalog: name the offer or the GPU.").arg(run.gpuName);
        return c;
    }
    c.gpu = GpuCatalog::builtIn().find(run.gpuId);
    if (!c.gpu) {
        c.problem = tr("The GPU \"%1\" is not in the catalog.").arg(run.gpuId);
        return c;
    }
    const Result<ModelArchitecture> model = PlanEvaluator::resolveModel(q);
    if (!model.ok()) {
        c.problem = model.error().message;
        return c;
    }
    // The plan's work, laid out on the GPUs the run used: the command is taken to use them all.
    Need need = q.toNeed();
    need.gpus = std::max(1, run.gpus);
    need.gpuId = c.gpu->id;
    need.calibrations.clear(); // against the model, never against an older calibration
    const Result<MemoryEstimate> memory = MemoryEstimator::estimate(*model, need, false);
    if (!memory.ok()) {
        c.problem = memory.error().message;
        return c;
    }
    const TrainingTime time = PerformanceEstimator::trainingTime(*model, *memory, need, *c.gpu, kProbeTokens, false);
    c.estimatedTokensPerSecond = time.wallHours > 0 ? kProbeTokens / (time.wallHours * 3600.0) : 0;
    c.estimatedPeakMiB = memory->total() / kMiB;

    const QString expectedSpeed = tr("≈ %1 tokens/s (plan)").arg(l.toString(c.estimatedTokensPerSecond, 'f', 0));
    if (!run.tokensPerSecond || c.estimatedTokensPerSecond <= 0) {
        c.checks.append({QStringLiteral("plan.speed"), S::Warn, tr("not measured"), expectedSpeed,
                         tr("Your command's speed was not measured: print a line such as \"tokens/s: 1234\", or give "
                            "its batch and sequence length, to compare it with the plan.")});
        c.problem = tr("The run's speed was not measured.");
    } else {
        const double factor = *run.tokensPerSecond / c.estimatedTokensPerSecond;
        const bool close = std::abs(factor - 1) <= kSpeedTolerance;
        const QString percent = l.toString(std::abs(factor - 1) * 100, 'f', 0);
        c.checks.append({QStringLiteral("plan.speed"), close ? S::Pass : S::Warn,
                         tr("%1 tokens/s").arg(l.toString(*run.tokensPerSecond, 'f', 0)), expectedSpeed,
                         factor >= 1 ? tr("Your run is %1 % faster than the plan estimates (%2). Calibrate the plan to "
                                          "price its time at the measured speed.")
                                           .arg(percent, run.evidence)
                                     : tr("Your run is %1 % slower than the plan estimates (%2). Calibrate the plan to "
                                          "price its time at the measured speed.")
                                           .arg(percent, run.evidence)});
        if (factor < SpeedCalibration::kMinFactor || factor > SpeedCalibration::kMaxFactor) {
            c.problem = tr("The measured speed is %1 × the estimate: more likely a wrong batch, sequence length or "
                           "speed line than a correction.")
                            .arg(l.toString(factor, 'g', 3));
        } else {
            SpeedCalibration cal;
            cal.gpuId = c.gpu->id;
            cal.task = need.task;
            cal.factor = factor;
            cal.measuredTokensPerSecond = *run.tokensPerSecond;
            cal.estimatedTokensPerSecond = c.estimatedTokensPerSecond;
            cal.measuredPeakMiB = run.peakMiB;
            cal.estimatedPeakMiB = c.estimatedPeakMiB;
            cal.gpus = need.gpus;
            cal.host = host;
            cal.at = at.toUTC();
            c.calibration = cal;
        }
    }
    const QString expectedMemory = tr("≈ %1 MiB (plan)").arg(l.toString(c.estimatedPeakMiB, 'f', 0));
    if (run.peakMiB > 0) {
        const double ratio = run.peakMiB / c.estimatedPeakMiB;
        const bool close = std::abs(ratio - 1) <= kMemoryTolerance;
        c.checks.append({QStringLiteral("plan.memory"), close ? S::Pass : S::Warn,
                         tr("%1 MiB peak").arg(l.toString(run.peakMiB, 'f', 0)), expectedMemory,
                         close ? tr("Your run's peak memory is close to the plan's estimate.")
                         : ratio > 1
                             ? tr("Your run used %1 % more memory than the plan estimates: its batch, sequence "
                                  "length or method differ from the plan, or the framework keeps more (cache, "
                                  "buffers). Leave headroom before scaling up.")
                                   .arg(l.toString((ratio - 1) * 100, 'f', 0))
                             : tr("Your run used %1 % less memory than the plan estimates: its batch or sequence "
                                  "length may be smaller than the plan's.")
                                   .arg(l.toString((1 - ratio) * 100, 'f', 0))});
    }
    return c;
}

void PlanCalibration::store(Plan& plan, const SpeedCalibration& calibration)
{
    plan.calibrations.erase(std::remove_if(plan.calibrations.begin(), plan.calibrations.end(),
                                           [&](const SpeedCalibration& c) {
                                               return c.gpuId == calibration.gpuId && c.task == calibration.task;
                                           }),
                            plan.calibrations.end());
    plan.calibrations << calibration;
}

QJsonObject PlanCalibration::toJson(const SpeedCalibration& c)
{
    QJsonObject o;
    o.insert(QStringLiteral("gpu"), c.gpuId);
    o.insert(QStringLiteral("task"), taskCode(c.task));
    o.insert(QStringLiteral("factor"), c.factor);
    o.insert(QStringLiteral("measured_tokens_per_second"), c.measuredTokensPerSecond);
    o.insert(QStringLiteral("estimated_tokens_per_second"), c.estimatedTokensPerSecond);
    o.insert(QStringLiteral("measured_peak_mib"), c.measuredPeakMiB);
    o.insert(QStringLiteral("estimated_peak_mib"), c.estimatedPeakMiB);
    o.insert(QStringLiteral("gpus"), c.gpus);
    o.insert(QStringLiteral("host"), c.host);
    o.insert(QStringLiteral("at"), c.at.toUTC().toString(Qt::ISODate));
    return o;
}

Result<SpeedCalibration> PlanCalibration::fromJson(const QJsonObject& o)
{
    SpeedCalibration c;
    c.gpuId = o.value(QLatin1String("gpu")).toString();
    if (c.gpuId.isEmpty())
        return invalidCalibration(tr("has no \"gpu\""));
    const std::optional<Task> task = taskFromCode(o.value(QLatin1String("task")).toString());
    if (!task || *task == Task::Inference)
        return invalidCalibration(
            tr("has task \"%1\" (a training task expected)").arg(o.value(QLatin1String("task")).toString()));
    c.task = *task;
    c.factor = o.value(QLatin1String("factor")).toDouble(-1);
    if (!std::isfinite(c.factor) || c.factor < SpeedCalibration::kMinFactor || c.factor > SpeedCalibration::kMaxFactor)
        return invalidCalibration(tr("needs a \"factor\" between %1 and %2")
                                      .arg(SpeedCalibration::kMinFactor)
                                      .arg(SpeedCalibration::kMaxFactor));
    const auto number = [&](const char* key, double& into) {
        into = o.value(QLatin1String(key)).toDouble(0);
        return std::isfinite(into) && into >= 0 && into < 1e15;
    };
    if (!number("measured_tokens_per_second", c.measuredTokensPerSecond) ||
        !number("estimated_tokens_per_second", c.estimatedTokensPerSecond) ||
        !number("measured_peak_mib", c.measuredPeakMiB) || !number("estimated_peak_mib", c.estimatedPeakMiB))
        return invalidCalibration(tr("has a number out of range"));
    c.gpus = std::clamp(o.value(QLatin1String("gpus")).toInt(1), 1, static_cast<int>(NeedLimits::kMaxGpus));
    c.host = o.value(QLatin1String("host")).toString();
    c.at = QDateTime::fromString(o.value(QLatin1String("at")).toString(), Qt::ISODate);
    if (!c.at.isValid())
        return invalidCalibration(tr("has no valid \"at\" time (ISO 8601 expected)"));
    return c;
}

} // namespace gp
