#include "app/cli/BudgetCommand.h"

#include "app/cli/CliOutput.h"
#include "app/cli/CliValues.h"
#include "app/cli/ConstraintOptions.h"
#include "app/cli/support/CliSupport.h"
#include "core/cost/Budget.h"
#include "core/plan/PlanBudget.h"
#include "core/plan/PlanFile.h"
#include "core/plan/Reconciliation.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>

namespace gp::cli {

namespace {

QString budgetHelp()
{
    return CatalogCommands::tr("usage: gpuplanner-cli budget PLAN.json [--json] [constraints]") + QLatin1Char('\n') +
           CatalogCommands::tr("The plan's budget: each scenario's items priced on every offer, the scenarios side "
                               "by side (total, per month, peak GPUs, the cheapest billing mix).") +
           QLatin1Char('\n') + ConstraintOptions::help();
}

int runBudget(const QStringList& args, CliOutput& out)
{
    QCommandLineParser parser;
    const QCommandLineOption json(QStringLiteral("json"));
    const QCommandLineOption help(QStringList{QStringLiteral("h"), QStringLiteral("help")});
    const ConstraintOptions constraints;
    parser.addOptions(QList<QCommandLineOption>{json, help} + constraints.all());
    if (!parseCommandLine(parser, args, QStringLiteral("budget"), out, true))
        return ExitUsage;
    if (parser.isSet(help)) {
        out.line(budgetHelp());
        return ExitOk;
    }
    if (parser.positionalArguments().size() != 1) {
        out.error(CatalogCommands::tr("usage: gpuplanner-cli budget PLAN.json [--json] [constraints]"));
        return ExitUsage;
    }
    Result<Plan> plan = PlanFile::load(parser.positionalArguments().first());
    if (!plan.ok()) {
        out.error(plan.error().message);
        return ExitUsage;
    }
    if (!plan->budget) {
        out.error(CatalogCommands::tr("the plan has no budget section yet"));
        return ExitUsage;
    }
    const QDate today = QDate::currentDate();
    const PriceCatalog catalog = loadCatalogs(out);
    if (!constraints.read(parser, catalog, plan.value().constraints, out))
        return ExitUsage;
    // Items that follow the plan are priced as the plan stands today, as the app and the report show them.
    const QList<PlanResults> results = PlanBudget::evaluateAll(*plan, catalog, today);
    const Budget budget = PlanBudget::budgetOf(*plan, results);
    const PriceCatalog allowed = PlanBudget::catalogFor(*plan, catalog, today);
    const Result<BudgetResult> r =
        BudgetPlanner::compute(budget, allowed, today, plan->constraints.freshnessWindowDays());
    if (!r.ok()) {
        out.error(r.error().message);
        return ExitUsage;
    }
    const Currency currency = budget.settings.currency;
    if (parser.isSet(json)) {
        QJsonObject root = r->toJson();
        root.insert(QStringLiteral("name"), plan->name);
        root.insert(QStringLiteral("buffer"), plan->budget->settings.buffer);
        root.insert(QStringLiteral("risk_factor"), plan->budget->settings.riskFactor);
        root.insert(QStringLiteral("months"), plan->budget->settings.months);
        root.insert(QStringLiteral("start"), plan->budget->startDate(today).toString(Qt::ISODate));
        root.insert(QStringLiteral("constraints"), plan->constraints.toJson());
        // Per scenario, the steps from each workload's answer (compare's figure for it) to the item following it.
        QJsonArray joins;
        for (const ScenarioResult& s : r->scenarios) {
            QJsonArray steps;
            for (const ReconciliationStep& step : Reconciliation::planToBudget(results, budget, s, allowed, today))
                steps.append(QJsonObject{{QStringLiteral("text"), step.text},
                                         {QStringLiteral("amount"), step.amount},
                                         {QStringLiteral("workload"), step.workload + 1}});
            joins.append(steps);
        }
        root.insert(QStringLiteral("reconciliation"), joins);
        out.json(root);
        return ExitOk;
    }
    // The scenarios are alternatives: side by side, never added together.
    out.line(CatalogCommands::tr("Budget: %1, %n month(s) from %2", nullptr, plan->budget->settings.months)
                 .arg(plan->name, plan->budget->startDate(today).toString(Qt::ISODate)));
    QList<QStringList> side;
    for (const ScenarioResult& s : r->scenarios) {
        QStringList months;
        for (double m : s.perMonth)
            months << money(m, currency);
        side << QStringList{s.name,
                            s.unpricedItems > 0
                                ? CatalogCommands::tr("%1 + %n item(s) without a price", nullptr, s.unpricedItems)
                                      .arg(money(s.total, currency))
                                : money(s.total, currency),
                            months.join(QStringLiteral(" / ")),
                            QString::number(s.peakGpus),
                            QString::number(s.bufferedPeakGpus),
                            BudgetPlanner::billingMixText(s, currency)};
    }
    out.table({CatalogCommands::tr("Scenario"), CatalogCommands::tr("Total"), CatalogCommands::tr("Per month"),
               CatalogCommands::tr("Peak GPUs"), CatalogCommands::tr("With buffer"),
               CatalogCommands::tr("Billing mix")},
              side);
    const QLocale l;
    for (const ScenarioResult& s : r->scenarios) {
        out.line(QString());
        out.line(CatalogCommands::tr("%1:").arg(s.name));
        QList<QStringList> rows;
        for (const ItemBudget& i : s.items) {
            rows << QStringList{
                i.item.displayName(),
                BudgetPlanner::gpusText(i.item),
                l.toString(i.gpuHours, 'f', 1),
                l.toString(i.riskGpuHours, 'f', 1),
                i.cheapest ? QStringLiteral("%1 / %2").arg(i.cheapest->providerName, billingModeName(i.cheapest->mode))
                           : i.problem,
                i.cheapest ? i.cheapest->explanation : QString(),
                i.cheapest ? money(i.cheapest->cost, currency) : QStringLiteral("—")};
        }
        out.table({CatalogCommands::tr("Item"), CatalogCommands::tr("GPUs"), CatalogCommands::tr("GPU-hours"),
                   CatalogCommands::tr("× risk"), CatalogCommands::tr("Cheapest"), CatalogCommands::tr("How"),
                   CatalogCommands::tr("Cost")},
                  rows);
        for (const QString& step : s.steps)
            out.line(QStringLiteral("  ") + step);
        const QStringList joins =
            Reconciliation::texts(Reconciliation::planToBudget(results, budget, s, allowed, today));
        if (!joins.isEmpty())
            out.line(CatalogCommands::tr("  From the plan's answer to this scenario's item:"));
        for (const QString& line : joins)
            out.line(QStringLiteral("    ") + line);
    }
    return ExitOk;
}

} // namespace

CliCommand budgetCommand()
{
    return CliCommand{QStringLiteral("budget"), [] { return CatalogCommands::tr("The budget table of a plan file."); },
                      runBudget, budgetHelp};
}

} // namespace gp::cli
