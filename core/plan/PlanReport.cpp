#include "core/plan/PlanReport.h"
#include "core/common/Units.h"

#include "core/catalog/GpuCatalog.h"

#include "core/common/TableText.h"
#include "core/plan/PlanBudget.h"
#include "core/plan/PlanWorkloads.h"
#include "core/plan/Reconciliation.h"

#include <QDate>
#include <QLocale>

namespace gp {

namespace {

struct Table
{
    QStringList headers;
    QList<QStringList> rows;
};

struct Section
{
    QString title;
    QStringList paragraphs;
    QList<Table> tables;
    int chart = -1; // the chart image that follows (ReportInput::chartImages), if any
};

QString taskName(Task task)
{
    switch (task) {
    case Task::Inference:
        return PlanReport::tr("serving (inference)");
    case Task::Full:
        return PlanReport::tr("full fine-tuning");
    case Task::Freeze:
        return PlanReport::tr("freeze-tuning");
    case Task::Lora:
        return PlanReport::tr("LoRA fine-tuning");
    case Task::Qlora:
        return PlanReport::tr("QLoRA fine-tuning");
    }
    return {};
}

QString gpuName(const QString& id)
{
    const auto gpu = GpuCatalog::builtIn().find(id);
    return gpu ? gpu->name : id;
}

Section costsSection(const CostResult& result, const QString& gpuName, bool chart)
{
    const auto money = [&](double v, Currency c) { return ExchangeRate::format({v, c}, 0); };
    Section costs{PlanReport::tr("Buy or rent: %1").arg(gpuName), {}, {}};
    Table t{{PlanReport::tr("Option"), PlanReport::tr("Per month"), PlanReport::tr("Cumulative")}, {}};
    for (const OptionCost& o : result.options)
        t.rows << QStringList{CostModel::optionName(o.id), money(o.perMonth, result.currency),
                              money(o.cumulative.last(), result.currency)};
    costs.tables << t;
    costs.paragraphs << result.verdicts;
    costs.chart = chart ? 1 : -1;
    return costs;
}

QList<Section> workloadSections(const WorkloadReport& in, bool several, bool charts)
{
    const QLocale l;
    const Currency currency = in.plan.currency;
    const auto money = [&](double v, Currency c) { return ExchangeRate::format({v, c}, 0); };
    QList<Section> out;
    // With several workloads each section names its own.
    const auto title = [&](const QString& t) { return several ? PlanReport::tr("%1 — %2").arg(in.name, t) : t; };

    Section need{title(PlanReport::tr("The work")), {}, {}};
    if (in.plan.model) {
        const QString parameters = l.toString(in.plan.memory ? in.plan.memory->parameters / 1e9 : 0.0, 'f', 2);
        if (in.questionnaire.task == Task::Inference) // a service has users, not batches
            need.paragraphs << PlanReport::tr("%1 of %2 (%3 B parameters), %4, %5 users at once at %6 tokens/s each, "
                                              "%7 prompt and %8 output tokens.")
                                   .arg(taskName(in.questionnaire.task), in.plan.model->name, parameters,
                                        precisionCode(in.questionnaire.precision))
                                   .arg(in.questionnaire.servingUsers())
                                   .arg(l.toString(in.questionnaire.servingSpeedPerUser(), 'f', 0),
                                        l.toString(in.questionnaire.promptTokens, 'f', 0),
                                        l.toString(in.questionnaire.outputTokens, 'f', 0));
        else
            need.paragraphs << PlanReport::tr("%1 of %2 (%3 B parameters), %4, batch %5 × %6 tokens.")
                                   .arg(taskName(in.questionnaire.task), in.plan.model->name, parameters,
                                        precisionCode(in.questionnaire.precision))
                                   .arg(in.questionnaire.batch)
                                   .arg(in.questionnaire.seq);
    } else {
        need.paragraphs << in.plan.modelError;
    }
    need.paragraphs << in.plan.transfer.explanation;
    out << need;

    if (in.plan.memory) {
        Section memory{
            title(
                PlanReport::tr("GPU memory per card: %1 GiB").arg(l.toString(in.plan.memory->total() / kGiB, 'f', 1))),
            {},
            {}};
        memory.chart = charts ? 0 : -1;
        Table t{{PlanReport::tr("Term"), PlanReport::tr("GiB"), PlanReport::tr("How")}, {}};
        for (const MemoryTerm& term : in.plan.memory->terms)
            t.rows << QStringList{term.label, l.toString(term.bytes / kGiB, 'f', 2), term.formula};
        memory.tables << t;
        memory.paragraphs << in.plan.memory->assumptions;
        out << memory;
    }

    Section gpus{title(PlanReport::tr("GPUs that fit, cheapest first")), {}, {}};
    Table g{{PlanReport::tr("GPU"), PlanReport::tr("Cards"), PlanReport::tr("Headroom"),
             PlanReport::tr("Hours per run"), PlanReport::tr("Cheapest offer"), PlanReport::tr("Billing"),
             PlanReport::tr("Cost per run"), PlanReport::tr("Per month (average)")},
            {}};
    for (const GpuPlanRow& row : in.plan.gpus) {
        if (!row.fit.fits || g.rows.size() >= 12)
            continue;
        g.rows << QStringList{
            row.fit.gpu.name,
            DeploymentSearch::cardsText(row.fit),
            QStringLiteral("%1 %").arg(l.toString(row.fit.headroomFraction * 100, 'f', 0)),
            row.jobHours > 0 ? l.toString(row.jobHours, 'f', 1) + (row.calibration ? QStringLiteral(" †") : QString())
                             : QString(),
            row.deployment ? DeploymentSearch::offerText(*row.deployment) : PlanReport::tr("no offer"),
            row.deployment ? DeploymentSearch::billingText(*row.deployment) : QString(),
            row.deployment ? money(row.costPerRun, currency) : QString(),
            row.deployment ? money(row.costPerMonth, currency) : QString()};
    }
    gpus.tables << g;
    // The answer's range: what runs (or engines) of its class did against such estimates (ErrorBands).
    if (const GpuPlanRow* answer = in.plan.chosen(); answer && answer->deployment->hasBand()) {
        const Deployment& d = *answer->deployment;
        gpus.paragraphs << (d.fit.layout.isTraining()
                                ? PlanReport::tr("The answer: %1 a run, %2 in all; %3.")
                                      .arg(DeploymentSearch::hoursText(d), DeploymentSearch::totalText(d),
                                           ErrorBands::basisText(d.band))
                                : PlanReport::tr("The answer: each user sees %1 tokens/s (%2); %3.")
                                      .arg(l.toString(d.tokensPerSecondPerUser, 'f', 1),
                                           ErrorBands::rangeText(d.tokensPerSecondPerUser, d.band, 1),
                                           ErrorBands::basisText(d.band)));
    }
    if (const QString basis = in.plan.pricingBasis(); !basis.isEmpty())
        gpus.paragraphs << basis; // the answer's oldest price and the rate, each with its date
    for (const GpuPlanRow& row : in.plan.gpus)
        if (row.fit.fits && row.calibration)
            gpus.paragraphs << QStringLiteral("† %1 (%2)")
                                   .arg(PerformanceEstimator::calibrationNote(*row.calibration), row.fit.gpu.name);
    out << gpus;

    if (!in.plan.advice.isEmpty())
        out << Section{title(PlanReport::tr("Advice")), in.plan.advice, {}};

    if (in.costs) {
        Section costs = costsSection(*in.costs, in.costsGpuName, charts);
        costs.title = title(costs.title);
        costs.paragraphs << in.costsReconciliation; // from the plan's answer to these months
        out << costs;
    }
    return out;
}

Section budgetSection(const ReportInput& in)
{
    const QLocale l;
    const auto money = [&](double v, Currency c) { return ExchangeRate::format({v, c}, 0); };
    const Currency c = in.budget->settings.currency;
    Section budget{PlanReport::tr("Budget: %n scenario(s), side by side", nullptr,
                                  static_cast<int>(in.budgetResult->scenarios.size())),
                   {},
                   {}};
    Table side{{PlanReport::tr("Scenario"), PlanReport::tr("Total"), PlanReport::tr("Per month"),
                PlanReport::tr("Peak GPUs"), PlanReport::tr("With buffer"), PlanReport::tr("Billing mix")},
               {}};
    for (const ScenarioResult& r : in.budgetResult->scenarios) {
        QStringList months;
        for (double m : r.perMonth)
            months << money(m, c);
        side.rows << QStringList{
            r.name,
            r.unpricedItems > 0
                ? PlanReport::tr("%1 + %n item(s) without a price", nullptr, r.unpricedItems).arg(money(r.total, c))
                : money(r.total, c),
            months.join(QStringLiteral(" / ")),
            QString::number(r.peakGpus),
            QString::number(r.bufferedPeakGpus),
            BudgetPlanner::billingMixText(r, c)};
    }
    budget.tables << side;
    budget.chart = 2;
    // From the Plan's figure to each scenario's item that follows it: one deployment, joined line by line.
    for (qsizetype i = 0; i < in.reconciliation.size() && i < in.budgetResult->scenarios.size(); ++i)
        for (const QString& line : in.reconciliation.at(i))
            budget.paragraphs << PlanReport::tr("%1: %2").arg(in.budgetResult->scenarios.at(i).name, line);
    for (const ScenarioResult& r : in.budgetResult->scenarios) {
        Table t{{PlanReport::tr("%1: item").arg(r.name), PlanReport::tr("GPU"), PlanReport::tr("GPU-hours"),
                 PlanReport::tr("Billing"), PlanReport::tr("Cost")},
                {}};
        for (const ItemBudget& row : r.items)
            t.rows << QStringList{row.item.displayName(), BudgetPlanner::gpusText(row.item),
                                  l.toString(row.gpuHours, 'f', 1),
                                  row.cheapest ? row.cheapest->explanation : row.problem,
                                  row.cheapest ? money(row.cheapest->cost, c) : QString()};
        budget.tables << t;
    }
    return budget;
}

QList<Section> sections(const ReportInput& in)
{
    QList<Section> out;
    const bool several = in.workloads.size() > 1;
    for (int i = 0; i < in.workloads.size(); ++i)
        out << workloadSections(in.workloads.at(i), several, i == in.activeWorkload);
    if (in.ownCosts)
        out << costsSection(*in.ownCosts, in.ownCostsGpuName, true);
    if (in.budget && in.budgetResult)
        out << budgetSection(in);
    return out;
}

} // namespace

ReportInput PlanReport::inputFor(const Plan& plan, const PriceCatalog& catalog, const QDate& today)
{
    ReportInput in;
    in.planName = plan.name;
    const ExchangeRate fx =
        plan.budget ? plan.budget->settings.exchangeRate(catalog) : BudgetSettings{}.exchangeRate(catalog);
    const PriceCatalog allowed = PlanBudget::catalogFor(plan, catalog, today);
    const QList<PlanResults> results = PlanBudget::evaluateAll(plan, catalog, today);
    for (int i = 0; i < results.size(); ++i) {
        WorkloadReport w;
        w.questionnaire = PlanWorkloads::at(plan, i);
        w.name = PlanWorkloads::name(w.questionnaire, i);
        w.plan = results.at(i);
        // Without a what-if of the user's, what the Costs page shows for this workload: its answer, joined to the
        // Plan's figure.
        if (const std::optional<CostPlan> costPlan =
                plan.costs ? std::nullopt : PlanEvaluator::costPlanFor(w.plan, allowed, fx)) {
            if (const Result<CostResult> costs = CostModel::compute(costPlan->inputs); costs.ok()) {
                w.costs = costs.value();
                w.costsReconciliation =
                    Reconciliation::texts(Reconciliation::planToCosts(w.plan, *w.costs, w.plan.currency));
            }
            w.costsGpuName = gpuName(costPlan->gpuId);
        }
        in.workloads << w;
    }
    if (plan.costs) {
        if (const Result<CostResult> costs = CostModel::compute(plan.costs->inputs); costs.ok())
            in.ownCosts = costs.value();
        in.ownCostsGpuName = gpuName(plan.costs->gpuId);
    }
    if (plan.budget) {
        in.budget = PlanBudget::budgetOf(plan, results);
        const Result<BudgetResult> budget =
            BudgetPlanner::compute(*in.budget, allowed, today, plan.constraints.freshnessWindowDays());
        if (budget.ok()) {
            in.budgetResult = budget.value();
            for (const ScenarioResult& s : in.budgetResult->scenarios)
                in.reconciliation << Reconciliation::texts(
                    Reconciliation::planToBudget(results, *in.budget, s, allowed, today));
        }
    }
    return in;
}

QString PlanReport::markdown(const ReportInput& in)
{
    QString md = QStringLiteral("# %1\n\n").arg(markdownLine(tr("GPU plan: %1").arg(in.planName)));
    md += tr("Made with GPU Planner on %1.").arg(QLocale().toString(QDate::currentDate(), QLocale::LongFormat)) +
          QStringLiteral("\n\n");
    for (const Section& s : sections(in)) {
        md += QStringLiteral("## %1\n\n").arg(markdownLine(s.title));
        for (const QString& p : s.paragraphs)
            md += QStringLiteral("- %1\n").arg(markdownLine(p));
        if (!s.paragraphs.isEmpty())
            md += QLatin1Char('\n');
        for (const Table& t : s.tables) {
            QStringList header;
            for (const QString& h : t.headers)
                header << markdownCell(h);
            md += QStringLiteral("| %1 |\n|%2\n")
                      .arg(header.join(QStringLiteral(" | ")), QStringLiteral("---|").repeated(t.headers.size()));
            for (const QStringList& row : t.rows) {
                QStringList cells;
                for (const QString& c : row)
                    cells << markdownCell(c);
                md += QStringLiteral("| %1 |\n").arg(cells.join(QStringLiteral(" | ")));
            }
            md += QLatin1Char('\n');
        }
    }
    return md;
}

QString PlanReport::html(const ReportInput& in)
{
    QString html = QStringLiteral("<html><body style='font-family: sans-serif'><h1>%1</h1><p>%2</p>")
                       .arg(tr("GPU plan: %1").arg(in.planName).toHtmlEscaped(),
                            tr("Made with GPU Planner on %1.")
                                .arg(QLocale().toString(QDate::currentDate(), QLocale::LongFormat))
                                .toHtmlEscaped());
    for (const Section& s : sections(in)) {
        html += QStringLiteral("<h2>%1</h2>").arg(s.title.toHtmlEscaped());
        if (!s.paragraphs.isEmpty()) {
            html += QStringLiteral("<ul>");
            for (const QString& p : s.paragraphs)
                html += QStringLiteral("<li>%1</li>").arg(p.toHtmlEscaped());
            html += QStringLiteral("</ul>");
        }
        for (const Table& t : s.tables) {
            html += QStringLiteral("<table border='1' cellspacing='0' cellpadding='3'><tr>");
            for (const QString& h : t.headers)
                html += QStringLiteral("<th>%1</th>").arg(h.toHtmlEscaped());
            html += QStringLiteral("</tr>");
            for (const QStringList& row : t.rows) {
                html += QStringLiteral("<tr>");
                for (const QString& c : row)
                    html += QStringLiteral("<td>%1</td>").arg(c.toHtmlEscaped());
                html += QStringLiteral("</tr>");
            }
            html += QStringLiteral("</table>");
        }
        // The memory, costs and budget charts, each after its section.
        if (s.chart >= 0 && s.chart < in.chartImages.size())
            html += QStringLiteral("<p><img src='%1' width='600'></p>").arg(in.chartImages.at(s.chart));
    }
    return html + QStringLiteral("</body></html>");
}

QString PlanReport::csv(const ReportInput& in)
{
    QString out;
    for (const Section& s : sections(in)) {
        for (const Table& t : s.tables) {
            out += csvField(s.title) + QLatin1Char('\n');
            QStringList header;
            for (const QString& h : t.headers)
                header << csvField(h);
            out += header.join(QLatin1Char(',')) + QLatin1Char('\n');
            for (const QStringList& row : t.rows) {
                QStringList cells;
                for (const QString& c : row)
                    cells << csvField(c);
                out += cells.join(QLatin1Char(',')) + QLatin1Char('\n');
            }
            out += QLatin1Char('\n');
        }
    }
    return out;
}

} // namespace gp
