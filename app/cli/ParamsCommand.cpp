#include "app/cli/ParamsCommand.h"

#include "app/cli/CliOutput.h"
#include "app/cli/support/CliSupport.h"
#include "app/cli/support/EstimatorText.h"
#include "app/cli/support/WorkloadInput.h"
#include "core/estimator/MemoryEstimator.h"

#include <QCommandLineParser>
#include <QJsonObject>
#include <QLocale>

namespace gp::cli {

namespace {

QString paramsHelp()
{
    return EstimatorCommands::tr("Usage: gpuplanner-cli params (--model ID | --config FILE) [--json]") +
           QLatin1Char('\n') +
           EstimatorCommands::tr("Exact parameter counts and KV cache size from a model's architecture.");
}

int runParams(const QStringList& args, CliOutput& out)
{
    QCommandLineParser parser;
    ModelOptions m;
    parser.addOptions({m.model, m.config, m.json, m.help});
    if (!parseCommandLine(parser, args, QStringLiteral("params"), out))
        return ExitUsage;
    if (parser.isSet(m.help)) {
        out.line(paramsHelp());
        return ExitOk;
    }
    const auto model = readModel(parser, m, false, out);
    if (!model)
        return ExitUsage;
    const ParameterCount c = countParameters(*model);
    const qint64 kv = kvCacheBytesPerToken(*model, 2.0);
    if (parser.isSet(m.json)) {
        QJsonObject o = modelJson(*model);
        o.insert(QStringLiteral("parameters"), c.total());
        o.insert(QStringLiteral("active_parameters"), c.active());
        o.insert(QStringLiteral("kv_cache_bytes_per_token"), kv);
        QJsonObject breakdown;
        breakdown.insert(QStringLiteral("embedding"), c.embedding);
        breakdown.insert(QStringLiteral("output_head"), c.outputHead);
        breakdown.insert(QStringLiteral("attention"), c.attention);
        breakdown.insert(QStringLiteral("mlp"), c.mlp);
        breakdown.insert(QStringLiteral("experts"), c.experts);
        breakdown.insert(QStringLiteral("router"), c.router);
        breakdown.insert(QStringLiteral("norms"), c.norms);
        o.insert(QStringLiteral("breakdown"), breakdown);
        if (model->publishedParameters)
            o.insert(QStringLiteral("published_parameters"), *model->publishedParameters);
        out.json(o);
        return ExitOk;
    }
    out.line(EstimatorCommands::tr("Model: %1").arg(model->name));
    const QLocale l;
    out.table(
        {EstimatorCommands::tr("Part"), EstimatorCommands::tr("Parameters")},
        {{EstimatorCommands::tr("Embedding"), l.toString(c.embedding)},
         {EstimatorCommands::tr("Output head"),
          c.outputHead ? l.toString(c.outputHead) : EstimatorCommands::tr("tied to the embedding")},
         {EstimatorCommands::tr("Attention"), l.toString(c.attention)},
         {EstimatorCommands::tr("MLP"), l.toString(c.mlp)},
         {EstimatorCommands::tr("Experts"), l.toString(c.experts)},
         {EstimatorCommands::tr("Routers"), l.toString(c.router)},
         {EstimatorCommands::tr("Norms"), l.toString(c.norms)},
         {EstimatorCommands::tr("Total"), l.toString(c.total())},
         {EstimatorCommands::tr("Active per token"), l.toString(c.active())},
         {EstimatorCommands::tr("KV cache per token (bf16)"), EstimatorCommands::tr("%1 bytes").arg(l.toString(kv))}});
    if (model->approximate || model->bestEffort)
        out.line(
            EstimatorCommands::tr("Note: the shape is approximate or best effort; see the assumptions of 'estimate'."));
    return ExitOk;
}

} // namespace

CliCommand paramsCommand()
{
    return CliCommand{QStringLiteral("params"),
                      [] { return EstimatorCommands::tr("Exact parameter counts and KV cache bytes per token."); },
                      runParams, paramsHelp};
}

} // namespace gp::cli
