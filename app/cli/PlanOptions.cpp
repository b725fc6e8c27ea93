#include "app/cli/PlanOptions.h"

#include "app/cli/CliOutput.h"
#include "app/cli/CliValues.h"
#include "core/plan/PlanWorkloads.h"

#include <cmath>

namespace gp::cli {

namespace {

// A number from `low` to `high` (whole when `whole`), or an error naming the flag.
std::optional<double> number(const QCommandLineParser& parser,
                             const QCommandLineOption& option,
                             double low,
                             double high,
                             bool whole,
                             CliOutput& out)
{
    bool ok = false;
    const double v = parser.value(option).toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < low || v > high || (whole && v != std::floor(v))) {
        out.error(CatalogCommands::tr("--%1 must be %2 from %3 to %4, not '%5'")
                      .arg(option.names().first(),
                           whole ? CatalogCommands::tr("a whole number") : CatalogCommands::tr("a number"))
                      .arg(low)
                      .arg(high)
                      .arg(parser.value(option)));
        return std::nullopt;
    }
    return v;
}

} // namespace

QList<QCommandLineOption> PlanOptions::all() const
{
    return {model,  params, config, task,         precision,    batch,     seq,     loraRank,
            tokens, users,  speed,  promptTokens, outputTokens, allowSpot, workload};
}

bool PlanOptions::apply(const QCommandLineParser& parser, Questionnaire& q, CliOutput& out) const
{
    if (parser.isSet(task)) {
        const auto t = taskFromCode(parser.value(task));
        if (!t) {
            out.error(CatalogCommands::tr("unknown --task '%1'").arg(parser.value(task)));
            return false;
        }
        if (*t != q.task) { // another kind of work starts from its own defaults, keeping the model and data
            Questionnaire fresh = Questionnaire::defaultsFor(*t);
            fresh.modelSource = q.modelSource;
            fresh.modelId = q.modelId;
            fresh.size = q.size;
            fresh.configPath = q.configPath;
            fresh.dataLocation = q.dataLocation;
            fresh.dataSizeGb = q.dataSizeGb;
            q = fresh;
        }
    }
    if (parser.isSet(model)) {
        q.modelSource = ModelSource::Catalog;
        q.modelId = parser.value(model);
    }
    if (parser.isSet(params)) {
        q.modelSource = ModelSource::Size;
        q.size = parser.value(params);
    }
    if (parser.isSet(config)) {
        q.modelSource = ModelSource::ConfigFile;
        q.configPath = parser.value(config);
    }
    if (parser.isSet(precision)) {
        const auto p = precisionFromCode(parser.value(precision));
        if (!p) {
            out.error(CatalogCommands::tr("unknown --precision '%1'").arg(parser.value(precision)));
            return false;
        }
        q.precision = *p;
    }
    const auto whole = [&](const QCommandLineOption& option, qint64& field, double high) {
        if (!parser.isSet(option))
            return true;
        const auto v = number(parser, option, 1, high, true, out);
        if (v)
            field = static_cast<qint64>(*v);
        return v.has_value();
    };
    const auto real = [&](const QCommandLineOption& option, double& field, double low, double high) {
        if (!parser.isSet(option))
            return true;
        const auto v = number(parser, option, low, high, false, out);
        if (v)
            field = *v;
        return v.has_value();
    };
    double userCount = q.concurrentUsers;
    if (!whole(batch, q.batch, 4096) || !whole(seq, q.seq, 1 << 20) || !whole(loraRank, q.loraRank, 4096) ||
        !real(users, userCount, 1, 1e6) || !real(speed, q.tokensPerSecondPerUser, 0.1, 1e4) ||
        !real(promptTokens, q.promptTokens, 1, 1 << 20) || !real(outputTokens, q.outputTokens, 1, 1 << 20))
        return false;
    if (parser.isSet(users))
        q.concurrentUsers = std::floor(userCount);
    if (parser.isSet(tokens)) { // the tokens of one run: the dataset once
        const auto v = number(parser, tokens, 1, 1e15, false, out);
        if (!v)
            return false;
        q.datasetTokens = *v;
        q.epochs = 1;
    }
    if (parser.isSet(allowSpot))
        q.allowSpot = true;
    return true;
}

std::optional<Plan> PlanOptions::loadPlan(const QString& path, CliOutput& out)
{
    Result<Plan> loaded = PlanFile::load(path);
    if (!loaded.ok()) {
        out.error(loaded.error().message);
        return std::nullopt;
    }
    if (!loaded->need) {
        out.error(CatalogCommands::tr("the plan \"%1\" has no workload yet (no \"need\" section)").arg(path));
        return std::nullopt;
    }
    return std::move(loaded).value();
}

std::optional<int> PlanOptions::workloadOf(const QCommandLineParser& parser, const Plan& plan, CliOutput& out) const
{
    if (!parser.isSet(workload))
        return 0;
    const std::optional<int> index = PlanWorkloads::fromText(plan, parser.value(workload));
    if (!index)
        out.error(CatalogCommands::tr("--workload must be a whole number from 1 to %1 (the plan's workloads), not '%2'")
                      .arg(PlanWorkloads::count(plan))
                      .arg(parser.value(workload)));
    return index;
}

QString PlanOptions::help()
{
    return CatalogCommands::tr(
        "With PLAN.json, these override the plan's answers: --model ID | --params SIZE | --config FILE, --task, "
        "--precision, --batch, --seq, --lora-rank, --tokens N (one pass over N tokens), --users N, "
        "--tokens-per-second-per-user X, --prompt-tokens N, --output-tokens N, --allow-spot; --workload N picks the "
        "plan's workload (1: the first)");
}

} // namespace gp::cli
