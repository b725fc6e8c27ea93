#include "app/cli/CompareCommand.h"

#include "app/cli/CliOutput.h"
#include "app/cli/CliValues.h"
#include "app/cli/CompareOptions.h"
#include "app/cli/ConstraintOptions.h"
#include "app/cli/PlanOptions.h"
#include "app/cli/support/CliSupport.h"
#include "app/cli/support/WorkloadInput.h"
#include "core/catalog/PriceConstraints.h"
#include "core/cost/Budget.h"
#include "core/cost/Deployment.h"
#include "core/plan/PlanBudget.h"
#include "core/plan/PlanFile.h"
#include "core/plan/PlanWorkloads.h"
#include "core/plan/Questionnaire.h"
#include "core/settings/Settings.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>

#include <algorithm>
#include <functional>

namespace gp::cli {

namespace {

QString compareHelp()
{
    return CatalogCommands::tr(
               "Pricing: --hours H (one run) or --tokens N, with --runs N over --months M (a recurring job); or "
               "--hours-per-month H [--days-per-month D] --months M (a service); --granularity second|minute|hour "
               "(overrides the offers' own), --currency CNY|USD, --cny-per-usd X, --limit N; serving: --utilization X "
               "(share of paid time spent generating, default 0.5)\n"
               "Data: --data-gb N (kept on the instance: disk, transfer and egress fees join the totals), "
               "--data-location same-region|other-region|local, --upload-mbps X (data on your machine)\n"
               "A plan: gpuplanner-cli compare PLAN.json [--json] [--limit N] [constraints]: the "
               "plan's workload priced as the Plan page prices it") +
           QLatin1Char('\n') + PlanOptions::help() + QLatin1Char('\n') + ConstraintOptions::help();
}

// What one compare prints: the search, and what it was run on.
struct CompareView
{
    const ModelArchitecture& model;
    const Need& need;
    const Usage& usage;
    const PriceCatalog& catalog;
    const ExchangeRate& fx;
    Currency display;
    qsizetype limit;
    bool json;
    std::function<void(QJsonObject&)> extend = [](QJsonObject&) {};
    int freshnessDays = Price::kStaleDays; // the plan's window: older prices make the totals warn
};

int printCompare(const CompareView& v, const DeploymentSearchResult& result, const QDate& today, CliOutput& out)
{
    const QList<Deployment>& rows = result.deployments;
    const qsizetype shown = std::min<qsizetype>(rows.size(), v.limit);
    if (v.json) {
        QJsonArray array;
        for (qsizetype i = 0; i < shown; ++i)
            array.append(rows.at(i).toJson(today, v.freshnessDays));
        QJsonObject root;
        root.insert(QStringLiteral("model"), v.model.id);
        root.insert(QStringLiteral("task"), taskCode(v.need.task));
        root.insert(QStringLiteral("cny_per_usd"), v.fx.cnyPerUsd());
        root.insert(QStringLiteral("exchange_rate"), v.fx.toJson());
        root.insert(QStringLiteral("options"), array);
        if (rows.isEmpty())
            root.insert(QStringLiteral("reason"), result.reason);
        root.insert(QStringLiteral("notes"), QJsonArray::fromStringList(result.notes));
        v.extend(root);
        out.json(root);
        return ExitOk;
    }
    const QLocale l;
    QList<QStringList> table;
    for (qsizetype i = 0; i < shown; ++i) {
        const Deployment& r = rows.at(i);
        QStringList notes;
        if (r.stale)
            notes << CatalogCommands::tr("stale price (%1)").arg(r.price.dateText());
        if (r.fit.nodes > 1 && r.fabric)
            notes << CatalogCommands::tr("%1 nodes over %2")
                         .arg(r.fit.nodes)
                         .arg(DeploymentSearch::fabricName(r.fabric->fabric));
        if (!v.need.isTraining()) {
            notes << CatalogCommands::tr("%n replica(s), %1 tok/s per user", nullptr, static_cast<int>(r.fit.replicas))
                         .arg(l.toString(r.tokensPerSecondPerUser, 'f', 0));
            if (r.costPerMillionTokens > 0)
                notes << CatalogCommands::tr("%1 per million tokens").arg(money(r.costPerMillionTokens, r.currency));
        }
        if (r.replicasPerGpu > 1)
            notes << (r.migProfile.isEmpty()
                          ? CatalogCommands::tr("%1 replicas fit on one card").arg(r.replicasPerGpu)
                          : CatalogCommands::tr("%1 × MIG %2 per card").arg(r.replicasPerGpu).arg(r.migProfile));
        table << QStringList{r.providerName,
                             DeploymentSearch::shapeText(r),
                             DeploymentSearch::billingText(r),
                             l.toString(r.wallHours, 'f', 1),
                             money(r.price.amount, r.price.currency),
                             money(r.instanceCost, r.currency),
                             v.usage.data ? money(Fees::total(r.fees), r.currency) : QStringLiteral("—"),
                             money(r.total, r.currency),
                             notes.join(QStringLiteral("; "))};
    }
    out.line(CatalogCommands::tr("%1 — %2: %n option(s), cheapest first", nullptr, static_cast<int>(rows.size()))
                 .arg(v.model.name, taskCode(v.need.task)));
    if (rows.isEmpty()) {
        out.line(result.reason);
        for (const QString& note : result.notes)
            out.line(note);
        return ExitOk;
    }
    out.table({CatalogCommands::tr("Provider"), CatalogCommands::tr("GPUs"), CatalogCommands::tr("Billing"),
               v.need.isTraining() && !v.usage.service ? CatalogCommands::tr("Hours per run")
                                                       : CatalogCommands::tr("Hours a month"),
               CatalogCommands::tr("Price"), CatalogCommands::tr("Instances"), CatalogCommands::tr("Disk and data"),
               CatalogCommands::tr("Total"), CatalogCommands::tr("Notes")},
              table);
    if (v.usage.data && !rows.first().fees.isEmpty()) {
        // The cheapest option's charges beyond its instances, one line each: what the "Disk and data" column sums.
        out.line(CatalogCommands::tr("Beyond the instances, the cheapest option pays:"));
        for (const FeeLine& fee : rows.first().fees)
            out.line(QStringLiteral("  %1: %2 (%3)")
                         .arg(fee.name(), money(fee.amount, rows.first().currency), fee.explanation));
    }
    const bool converted = std::any_of(rows.cbegin(), rows.cbegin() + shown, [&](const Deployment& d) {
        const auto provider = v.catalog.provider(d.providerId);
        return d.price.currency != v.display ||
               (!d.fees.isEmpty() && provider && provider->fees && provider->fees->currency != v.display);
    });
    if (converted)
        out.line(CatalogCommands::tr("Converted at %1.").arg(v.fx.describe()));
    out.line(rows.first().priceAge.basisText(today, v.freshnessDays, v.fx));
    for (const QString& note : result.notes)
        out.line(note);
    return ExitOk;
}

int runComparePlan(const QString& path, const QStringList& args, CliOutput& out)
{
    QCommandLineParser parser;
    CompareOptions o;
    const QCommandLineOption json(QStringLiteral("json"));
    const QCommandLineOption help(QStringList{QStringLiteral("h"), QStringLiteral("help")});
    const PlanOptions workload;
    parser.addOptions(QList<QCommandLineOption>{json, help, o.limit} + o.constraints.all() + workload.all());
    if (!parseCommandLine(parser, args, QStringLiteral("compare"), out)) {
        out.error(PlanOptions::help());
        return ExitUsage;
    }
    std::optional<Plan> loaded = PlanOptions::loadPlan(path, out);
    if (!loaded)
        return ExitUsage;
    Plan plan = std::move(*loaded);
    const PriceCatalog catalog = loadCatalogs(out);
    const auto limit = readLimit(parser, o, out);
    const std::optional<int> index = workload.workloadOf(parser, plan, out);
    if (!limit || !index || !o.constraints.read(parser, catalog, plan.constraints, out))
        return ExitUsage;
    Questionnaire q = PlanWorkloads::at(plan, *index);
    if (!workload.apply(parser, q, out))
        return ExitUsage;
    PlanWorkloads::set(plan, *index, q);
    const QDate today = QDate::currentDate();
    const PlanResults r = PlanBudget::evaluate(plan, catalog, today, *index);
    if (!r.model || !r.memory) {
        out.error(r.model ? r.needError : r.modelError);
        return ExitUsage;
    }
    CompareView view{*r.model,
                     r.need,
                     r.usage,
                     catalog,
                     r.exchangeRate,
                     r.currency,
                     *limit,
                     parser.isSet(json),
                     [&](QJsonObject& root) {
                         root.insert(QStringLiteral("plan"), path);
                         root.insert(QStringLiteral("workload"), *index + 1);
                         root.insert(QStringLiteral("constraints"), plan.constraints.toJson());
                         root.insert(QStringLiteral("currency"), currencyCode(r.currency));
                         root.insert(QStringLiteral("gpus"), PlanEvaluator::gpuTableJson(r, today));
                     }};
    view.freshnessDays = plan.constraints.freshnessWindowDays();
    return printCompare(view, r.search, today, out);
}

int runCompare(const QStringList& args, CliOutput& out)
{
    if (!args.isEmpty() && !args.first().startsWith(QLatin1Char('-')))
        return runComparePlan(args.first(), args.mid(1), out);
    QCommandLineParser parser;
    CompareOptions o;
    parser.addOptions(o.pricing());
    int exitCode = ExitUsage;
    const auto input = readEstimateInput(parser, QStringLiteral("compare"), args, out, exitCode, compareHelp());
    if (!input)
        return exitCode;
    Settings settings;
    const PriceCatalog catalog = loadCatalogs(out);
    PriceConstraints constraints;
    if (!o.constraints.read(parser, catalog, constraints, out))
        return ExitUsage;
    const Currency display = constraints.currency.value_or(Currency::CNY);
    const auto fx = readRate(parser, o, settings.exchangeRate(catalog), out);
    if (!fx)
        return ExitUsage;
    const auto usage = readUsage(parser, o, *input, out);
    const auto limit = readLimit(parser, o, out);
    if (!usage || !limit)
        return ExitUsage;
    const QDate today = QDate::currentDate();
    const ConstrainedCatalog allowed = CatalogConstraint::apply(catalog, constraints, today);
    Result<DeploymentSearchResult> result =
        DeploymentSearch::run(input->model, input->need, *usage, allowed.catalog, *fx, display, today);
    if (!result.ok()) {
        out.error(result.error().message);
        return ExitUsage;
    }
    DeploymentSearchResult search = std::move(result).value();
    if (!allowed.note.isEmpty())
        search.notes.prepend(allowed.note);
    CompareView view{input->model, input->need, *usage, catalog, *fx, display, *limit, input->json};
    view.freshnessDays = constraints.freshnessWindowDays();
    return printCompare(view, search, today, out);
}

} // namespace

CliCommand compareCommand()
{
    return CliCommand{
        QStringLiteral("compare"),
        [] { return CatalogCommands::tr("A workload across every offer and billing mode, cheapest first."); },
        runCompare, [] { return workloadHelp(QStringLiteral("compare"), compareHelp()); }};
}

} // namespace gp::cli
