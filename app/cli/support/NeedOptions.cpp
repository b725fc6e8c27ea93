#include "app/cli/support/NeedOptions.h"

#include "app/cli/CliOutput.h"
#include "app/cli/support/CliSupport.h"
#include "app/cli/support/EstimatorText.h"
#include "core/estimator/MemoryEstimator.h"
#include "core/plan/Questionnaire.h"

#include <cmath>

namespace gp::cli {

bool readInteger(const QCommandLineParser& p,
                 const QCommandLineOption& option,
                 qint64& target,
                 qint64 minimum,
                 qint64 maximum,
                 CliOutput& out)
{
    if (!p.isSet(option))
        return true;
    bool ok = false;
    const qint64 value = p.value(option).toLongLong(&ok);
    if (!ok || value < minimum || value > maximum) {
        out.error(EstimatorCommands::tr("--%1 must be a whole number from %2 to %3, not '%4'")
                      .arg(option.names().first())
                      .arg(minimum)
                      .arg(maximum)
                      .arg(p.value(option)));
        return false;
    }
    target = value;
    return true;
}

namespace {

bool readNumber(const QCommandLineParser& p,
                const QCommandLineOption& option,
                double minimum,
                double maximum,
                std::optional<double>& target,
                CliOutput& out)
{
    if (!p.isSet(option))
        return true;
    bool ok = false;
    const double value = p.value(option).toDouble(&ok);
    if (!ok || value <= minimum || value > maximum || !std::isfinite(value)) {
        out.error(EstimatorCommands::tr("--%1 must be a number above %2 and at most %3, not '%4'")
                      .arg(option.names().first())
                      .arg(minimum)
                      .arg(maximum)
                      .arg(p.value(option)));
        return false;
    }
    target = value;
    return true;
}

} // namespace

std::optional<Need> readNeed(const QCommandLineParser& p, const NeedOptions& o, CliOutput& out)
{
    Need need;
    if (!p.isSet(o.task)) {
        out.error(EstimatorCommands::tr("--task is required: inference, full, freeze, lora or qlora"));
        return std::nullopt;
    }
    const auto task = taskFromCode(p.value(o.task));
    if (!task) {
        out.error(
            EstimatorCommands::tr("unknown --task '%1' (inference, full, freeze, lora, qlora)").arg(p.value(o.task)));
        return std::nullopt;
    }
    need.task = *task;
    if (need.task == Task::Full || need.task == Task::Freeze)
        need.precision = Precision::AmpBf16; // what DeepSpeed and the HF Trainer do with bf16=True
    if (p.isSet(o.precision)) {
        const auto precision = precisionFromCode(p.value(o.precision));
        if (!precision) {
            out.error(
                EstimatorCommands::tr("unknown --precision '%1' (fp32, bf16, fp16, amp-bf16, amp-fp16, int8, int4)")
                    .arg(p.value(o.precision)));
            return std::nullopt;
        }
        need.precision = *precision;
    }
    if (p.isSet(o.optimizer)) {
        const auto optimizer = optimizerFromCode(p.value(o.optimizer));
        if (!optimizer) {
            out.error(EstimatorCommands::tr("unknown --optimizer '%1' (%2)")
                          .arg(p.value(o.optimizer), optimizerCodes().join(QStringLiteral(", "))));
            return std::nullopt;
        }
        need.optimizer = *optimizer;
    }
    if (p.isSet(o.loraTargets)) {
        const auto targets = loraTargetsFromText(p.value(o.loraTargets));
        if (!targets) {
            out.error(
                EstimatorCommands::tr("--lora-targets takes a comma-separated list of %1, or all-linear; not '%2'")
                    .arg(allLoraTargets().join(QLatin1Char(',')), p.value(o.loraTargets)));
            return std::nullopt;
        }
        need.loraTargets = *targets;
    }
    qint64 zero = need.zeroStage;
    std::optional<double> utilization;
    namespace L = NeedLimits;
    if (!readInteger(p, o.batch, need.batch, 1, L::kMaxBatch, out) ||
        !readInteger(p, o.gradAccum, need.gradientAccumulation, 1, L::kMaxBatch, out) ||
        !readInteger(p, o.seq, need.seq, 1, L::kMaxTokens, out) ||
        !readInteger(p, o.loraRank, need.loraRank, 1, L::kMaxLoraRank, out) ||
        !readInteger(p, o.freezeLayers, need.freezeTrainableLayers, 1, L::kMaxLayers, out) ||
        !readInteger(p, o.gpus, need.gpus, 1, L::kMaxGpus, out) || !readInteger(p, o.zero, zero, 0, 3, out) ||
        !readInteger(p, o.tensorParallel, need.tensorParallel, 1, L::kMaxGpus, out) ||
        !readInteger(p, o.context, need.context, 1, L::kMaxTokens, out) ||
        !readInteger(p, o.concurrency, need.concurrency, 1, L::kMaxConcurrency, out) ||
        !readNumber(p, o.tokens, 0, 1e16, need.tokens, out) || !readNumber(p, o.mfu, 0, 1, need.mfu, out) ||
        !readNumber(p, o.memoryUtilization, 0, 1, utilization, out) ||
        !readInteger(p, o.users, need.concurrency, 1, L::kMaxConcurrency, out)) {
        return std::nullopt;
    }
    // Serving load: prompt and answer lengths make the context; the speed each user should see sizes replicas.
    qint64 prompt = 0, output = 0;
    std::optional<double> speed;
    if (!readInteger(p, o.promptTokens, prompt, 1, L::kMaxTokens, out) ||
        !readInteger(p, o.outputTokens, output, 1, L::kMaxTokens, out) || !readNumber(p, o.speed, 0, 1e4, speed, out))
        return std::nullopt;
    if (p.isSet(o.context) && (prompt > 0 || output > 0)) {
        out.error(EstimatorCommands::tr("give --context or --prompt-tokens/--output-tokens, not both"));
        return std::nullopt;
    }
    if (prompt > 0 || output > 0) {
        const Questionnaire defaults; // the questionnaire's own lengths fill the one not given
        need.context = (prompt > 0 ? prompt : static_cast<qint64>(defaults.promptTokens)) +
                       (output > 0 ? output : static_cast<qint64>(defaults.outputTokens));
    }
    need.targetTokensPerSecondPerUser = speed.value_or(0.0);
    need.allowSpot = p.isSet(o.allowSpot);
    if (need.isTraining() && (p.isSet(o.users) || prompt > 0 || output > 0 || speed || need.allowSpot)) {
        out.error(EstimatorCommands::tr("--users, --prompt-tokens, --output-tokens, --tokens-per-second-per-user and "
                                        "--allow-spot describe serving: use them with --task inference"));
        return std::nullopt;
    }
    need.zeroStage = static_cast<int>(zero);
    need.gpuMemoryUtilization = utilization.value_or(need.gpuMemoryUtilization);
    need.gradientCheckpointing = p.isSet(o.checkpointing);
    need.flashAttention = !p.isSet(o.noFlash);
    need.savers.optimizerInBackward = p.isSet(o.optimizerInBackward);
    need.savers.chunkedLoss = p.isSet(o.chunkedLoss);
    need.savers.activationOffloading = p.isSet(o.activationOffloading);
    need.savers.compile = p.isSet(o.compile);
    if (p.isSet(o.engine)) {
        const auto engine = engineFromCode(p.value(o.engine));
        if (!engine) {
            out.error(EstimatorCommands::tr("unknown --engine '%1' (%2)")
                          .arg(p.value(o.engine), engineCodes().join(QStringLiteral(", "))));
            return std::nullopt;
        }
        if (need.isTraining()) {
            out.error(EstimatorCommands::tr("--engine chooses a serving engine: use it with --task inference"));
            return std::nullopt;
        }
        need.engine = *engine;
    }
    if (p.isSet(o.gpu)) {
        if (!findGpu(p.value(o.gpu), out))
            return std::nullopt;
        need.gpuId = p.value(o.gpu);
    }
    if (Status valid = MemoryEstimator::validate(need); !valid.ok()) {
        out.error(valid.error().message);
        return std::nullopt;
    }
    return need;
}

} // namespace gp::cli
