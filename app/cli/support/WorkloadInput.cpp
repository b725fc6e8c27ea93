#include "app/cli/support/WorkloadInput.h"

#include "app/cli/CliCommand.h"
#include "app/cli/CliOutput.h"
#include "app/cli/support/CliSupport.h"
#include "app/cli/support/EstimatorText.h"
#include "app/cli/support/NeedOptions.h"
#include "core/common/Result.h"
#include "core/estimator/ModelCatalog.h"
#include "core/estimator/ModelConfigParser.h"

#include <QStringList>

namespace gp::cli {

std::optional<ModelArchitecture>
readModel(const QCommandLineParser& p, const ModelOptions& o, bool allowSize, CliOutput& out)
{
    const int given = int(p.isSet(o.model)) + int(p.isSet(o.config)) + int(allowSize && p.isSet(o.params));
    if (given != 1) {
        out.error(allowSize ? EstimatorCommands::tr("give exactly one of --model ID, --config FILE or --params SIZE")
                            : EstimatorCommands::tr("give exactly one of --model ID or --config FILE"));
        return std::nullopt;
    }
    if (p.isSet(o.model)) {
        const auto m = ModelCatalog::builtIn().find(p.value(o.model));
        if (!m) {
            QStringList ids;
            for (const ModelArchitecture& model : ModelCatalog::builtIn().models())
                ids << model.id;
            out.error(EstimatorCommands::tr("unknown model '%1'; known models: %2")
                          .arg(p.value(o.model), ids.join(QStringLiteral(", "))));
            return std::nullopt;
        }
        return m;
    }
    const Result<ModelArchitecture> m =
        p.isSet(o.config) ? ModelConfigParser::parseFile(p.value(o.config)) : ModelCatalog::fromSize(p.value(o.params));
    if (!m.ok()) {
        out.error(m.error().message);
        return std::nullopt;
    }
    return m.value();
}

QString workloadHelp(const QString& command, const QString& extraHelp)
{
    QStringList lines;
    lines << (EstimatorCommands::tr("Usage: gpuplanner-cli %1 (--model ID | --config FILE | --params SIZE) --task "
                                    "inference|full|freeze|lora|qlora [options] [--json]")
                  .arg(command));
    lines << (EstimatorCommands::tr(
        "Options: --precision fp32|bf16|fp16|amp-bf16|amp-fp16|int8|int4, --optimizer "
        "adamw|adamw-8bit|paged-adamw-8bit|sgd|adafactor, --batch N, --grad-accum N, --seq N, --lora-rank R, "
        "--lora-targets "
        "LIST|all-linear, "
        "--freeze-trainable-layers N, --grad-checkpointing, --no-flash-attention, --gpus N, --zero 0-3, "
        "--tensor-parallel N, --nodes N, --context N, --concurrency N, --gpu-memory-utilization X, --gpu GPU_ID, "
        "--tokens N, --mfu X"));
    lines << (EstimatorCommands::tr(
        "Memory savers (training): --optimizer-in-backward (step each parameter as its gradient arrives), "
        "--chunked-loss (cross-entropy in chunks), --activation-offloading (saved activations in host memory), "
        "--compile (torch.compile); --optimizer paged-adamw-8bit pages optimizer states to host memory"));
    lines << (EstimatorCommands::tr(
        "Serving engine: --engine vllm|sglang|llama.cpp|transformers|lmdeploy|tensorrt-llm (default vllm; "
        "llama.cpp's int8/int4 are GGUF Q8_0/Q4_K_M)"));
    lines << (EstimatorCommands::tr(
        "Serving load: --users N (decoding at once), --prompt-tokens N, --output-tokens N, "
        "--tokens-per-second-per-user X (replicas are added until each user gets it), --allow-spot (an always-on "
        "service may run on spot capacity)"));
    if (!extraHelp.isEmpty())
        lines << extraHelp;
    return lines.join(QLatin1Char('\n'));
}

std::optional<EstimateInput> readEstimateInput(QCommandLineParser& parser,
                                               const QString& command,
                                               const QStringList& args,
                                               CliOutput& out,
                                               int& exitCode,
                                               const QString& extraHelp)
{
    ModelOptions m;
    NeedOptions n;
    parser.addOptions({m.model, m.config, m.params, m.json, m.help});
    parser.addOptions(n.all());
    exitCode = ExitUsage;
    if (!parseCommandLine(parser, args, command, out))
        return std::nullopt;
    if (parser.isSet(m.help)) {
        out.line(workloadHelp(command, extraHelp));
        exitCode = ExitOk;
        return std::nullopt;
    }
    const auto model = readModel(parser, m, true, out);
    if (!model)
        return std::nullopt;
    const auto need = readNeed(parser, n, out);
    if (!need)
        return std::nullopt;
    FitLimits limits;
    if (parser.isSet(n.gpus))
        limits.gpus = need->gpus;
    qint64 nodes = 0;
    if (!readInteger(parser, n.nodes, nodes, 1, NeedLimits::kMaxGpus, out))
        return std::nullopt;
    if (nodes > 64 || limits.gpus > 512) {
        out.error(EstimatorCommands::tr("--gpus is limited to 512 and --nodes to 64"));
        return std::nullopt;
    }
    limits.nodes = nodes;
    return EstimateInput{*model, *need, parser.isSet(m.json), limits};
}

QJsonObject modelJson(const ModelArchitecture& m)
{
    QJsonObject o;
    o.insert(QStringLiteral("id"), m.id);
    o.insert(QStringLiteral("name"), m.name);
    o.insert(QStringLiteral("family"), m.family);
    o.insert(QStringLiteral("approximate"), m.approximate);
    o.insert(QStringLiteral("best_effort"), m.bestEffort);
    return o;
}

} // namespace gp::cli
