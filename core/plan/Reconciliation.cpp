#include "core/plan/Reconciliation.h"

#include <QLocale>

#include <cmath>

namespace gp {

namespace {

QString signedMoney(double amount, Currency currency)
{
    const QString text = ExchangeRate::format({std::abs(amount), currency});
    return amount < 0 ? QStringLiteral("−") + text : QStringLiteral("+") + text;
}

} // namespace

QList<ReconciliationStep> Reconciliation::planToBudget(const QList<PlanResults>& workloads,
                                                       const Budget& budget,
                                                       const ScenarioResult& scenario,
                                                       const PriceCatalog& catalog,
                                                       const QDate& today)
{
    QList<ReconciliationStep> all;
    for (int w = 0; w < workloads.size(); ++w) {
        for (ReconciliationStep step : planToItem(workloads.at(w), w, budget, scenario, catalog, today)) {
            step.workload = w;
            if (workloads.size() > 1)
                step.text = tr("Workload %1: %2").arg(QLocale().toString(w + 1), step.text);
            all << step;
        }
    }
    return all;
}

QList<ReconciliationStep> Reconciliation::planToItem(const PlanResults& plan,
                                                     int workload,
                                                     const Budget& budget,
                                                     const ScenarioResult& scenario,
                                                     const PriceCatalog& catalog,
                                                     const QDate& today)
{
    const GpuPlanRow* answer = plan.chosen();
    if (!answer || !answer->deployment)
        return {};
    const auto item = std::find_if(scenario.items.cbegin(), scenario.items.cend(), [workload](const ItemBudget& i) {
        return i.item.followsPlan == PlanLink::Answer && i.item.workload == workload && i.cheapest;
    });
    if (item == scenario.items.cend())
        return {};
    const Deployment& d = *answer->deployment;
    const BillingChoice& chosen = *item->cheapest;
    const BudgetSettings& st = budget.settings;
    const Currency c = st.currency;
    const ExchangeRate fx = st.exchangeRate(catalog);
    const auto money = [&](double v) { return ExchangeRate::format({v, c}); };
    QList<ReconciliationStep> steps;

    // 1. The Plan page's figure, in the budget's currency, with the range of what such runs took.
    double amount = fx.convert(d.total, d.currency, c);
    QString answerText = tr("The plan's answer: %1 on %2 (%3), %4 = instances %5 + beyond the instances %6")
                             .arg(DeploymentSearch::shapeText(d), d.providerName, DeploymentSearch::billingText(d),
                                  money(amount), money(fx.convert(d.instanceCost, d.currency, c)),
                                  money(fx.convert(Fees::total(d.fees), d.currency, c)));
    if (d.hasBand() && d.fit.layout.isTraining())
        answerText +=
            tr(" (likely %1–%2)")
                .arg(money(fx.convert(d.totalLow, d.currency, c)), money(fx.convert(d.totalHigh, d.currency, c)));
    steps << ReconciliationStep{answerText, amount};

    // 2. What the plan counts beyond the disk (moving the data in, the weights out) is not a budget line.
    double moved = 0;
    QStringList movedNames;
    for (const FeeLine& fee : d.fees) {
        if (fee.kind == FeeLine::Kind::TransferIn || fee.kind == FeeLine::Kind::Egress) {
            moved += fx.convert(fee.amount, d.currency, c);
            if (fee.amount > 0)
                movedNames << fee.name();
        }
    }
    if (moved > 0) {
        amount -= moved;
        steps << ReconciliationStep{
            tr("%1 the budget does not count (%2): %3")
                .arg(signedMoney(-moved, c), movedNames.join(QStringLiteral(", ")), money(amount)),
            amount};
    }

    // 3. The budget's own bill for the offer and billing it picked, before the risk factor: its period starts on its
    // own date and bills by the calendar months of that period.
    const auto provider = catalog.provider(chosen.providerId);
    const auto offer = catalog.offer(chosen.offerId);
    const auto price = offer ? offer->instancePrice(chosen.mode) : std::nullopt;
    BudgetSettings unstretched = st;
    unstretched.riskFactor = 1; // the scenario's own, or the budget's, comes in step 4
    unstretched.cnyPerUsd = fx.cnyPerUsd();
    const QDate start = budget.startDate(today);
    const std::optional<BillingChoice> plain =
        provider && offer && price
            ? BudgetPlanner::price(item->item, unstretched, start, *provider, *offer, *price, today)
            : std::nullopt;
    if (plain) {
        const bool same = chosen.offerId == d.offerId && chosen.mode == d.billing;
        const QString where =
            same ? tr("the same offer") : tr("%1 (%2)").arg(chosen.providerName, billingModeName(chosen.mode));
        const double change = plain->cost - amount;
        steps << ReconciliationStep{
            std::abs(change) < 0.005
                ? tr("Billed by the budget on %1 from %2, disk included: the same %3")
                      .arg(where, start.toString(Qt::ISODate), money(plain->cost))
                : tr("Billed by the budget on %1 from %2, disk included: %3 → %4")
                      .arg(where, start.toString(Qt::ISODate), signedMoney(change, c), money(plain->cost)),
            plain->cost};
        amount = plain->cost;
    }

    // 4. The scenario's load scales the work (runs, or a service's GPUs).
    if (scenario.load != 1 && plain) {
        BudgetScenario loading;
        loading.load = scenario.load;
        const std::optional<BillingChoice> loaded =
            BudgetPlanner::price(loading.loaded(item->item), unstretched, start, *provider, *offer, *price, today);
        if (loaded) {
            steps << ReconciliationStep{tr("× this scenario's load %1: %2 → %3")
                                            .arg(QLocale().toString(scenario.load, 'g', 3),
                                                 signedMoney(loaded->cost - amount, c), money(loaded->cost)),
                                        loaded->cost};
            amount = loaded->cost;
        }
    }
    // 5. The risk factor stretches the work's hours, 6. the buffer reserves capacity at the peak.
    if (item->riskFactor != 1 || !plain) {
        const QString factor = QLocale().toString(item->riskFactor, 'g', 3);
        const QString change = signedMoney(chosen.cost - amount, c);
        steps << ReconciliationStep{
            scenario.riskFromBand && item->item.slowEnd
                ? tr("× the estimate's slow end %1 on the work's hours: %2 → %3")
                      .arg(factor, change, money(chosen.cost))
                : tr("× risk factor %1 on the work's hours: %2 → %3").arg(factor, change, money(chosen.cost)),
            chosen.cost};
        amount = chosen.cost;
    }
    if (st.buffer > 0) {
        const double buffered = amount * (1.0 + st.buffer);
        steps << ReconciliationStep{tr("+ %1 % buffer: %2 → %3, the item's share of \"%4\"")
                                        .arg(QLocale().toString(st.buffer * 100, 'f', 0),
                                             signedMoney(buffered - amount, c), money(buffered), scenario.name),
                                    buffered};
    }
    return steps;
}

QList<ReconciliationStep>
Reconciliation::planToCosts(const PlanResults& plan, const CostResult& costs, Currency currency)
{
    const GpuPlanRow* answer = plan.chosen();
    if (!answer || !answer->deployment || plan.currency != currency)
        return {};
    const Deployment& d = *answer->deployment;
    const OptionCost* same = costs.option(billingModeCode(d.billing));
    if (!same)
        return {};
    const auto money = [&](double v) { return ExchangeRate::format({v, currency}); };
    const int months = std::max(1, plan.usage.months);
    const double fees = Fees::total(d.fees);
    const double planMonth = d.total / months;
    QList<ReconciliationStep> steps;
    QString answerText =
        tr("The plan's answer: %1 over %n month(s), %2 a month (instances %3, beyond the "
           "instances %4)",
           nullptr, months)
            .arg(money(d.total), money(planMonth), money(d.instanceCost / months), money(fees / months));
    if (d.hasBand() && d.fit.layout.isTraining()) // the range of what such runs took
        answerText += tr(" (likely %1–%2)").arg(money(d.totalLow), money(d.totalHigh));
    steps << ReconciliationStep{answerText, planMonth};
    const double disk = same->parts.value(QStringLiteral("disk_per_month"));
    const double machine = same->perMonth - disk;
    const double hours = same->parts.value(QStringLiteral("billed_hours_per_month"));
    steps << ReconciliationStep{
        tr("Here, %1: %2 a month = the machine %3%4 + its disk kept all month %5 (moving the data in and out is not "
           "counted here): %6 the plan's month")
            .arg(billingModeName(d.billing), money(same->perMonth), money(machine),
                 hours > 0 ? tr(" for %1 billed hours").arg(QLocale().toString(hours, 'f', 1)) : QString(), money(disk),
                 std::abs(same->perMonth - planMonth) < 0.005
                     ? tr("the same as")
                     : tr("%1 against").arg(signedMoney(same->perMonth - planMonth, currency))),
        same->perMonth};
    if (const OptionCost* buy = costs.option(QStringLiteral("buy")))
        steps << ReconciliationStep{tr("Buying the same %n card(s) instead: %1 a month of ownership (depreciation, "
                                       "power and upkeep; no rent, no provider's disk)",
                                       nullptr, d.totalGpus())
                                        .arg(money(buy->perMonth)),
                                    buy->perMonth};
    return steps;
}

QStringList Reconciliation::texts(const QList<ReconciliationStep>& steps)
{
    QStringList out;
    for (const ReconciliationStep& s : steps)
        out << s.text;
    return out;
}

} // namespace gp
