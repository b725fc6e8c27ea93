#pragma once

#include "core/cost/Budget.h"
#include "core/cost/CostModel.h"
#include "core/plan/PlanEvaluator.h"
#include "core/plan/PlanFile.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace gp {

// Everything a report shows, computed from the plan document (PlanReport::inputFor) by the GUI and the CLI alike.
struct ReportInput
{
    QString planName;
    Questionnaire questionnaire;
    PlanResults plan;
    std::optional<CostResult> costs;
    QString costsGpuName;
    std::optional<Budget> budget;
    std::optional<BudgetResult> budgetResult;
    QList<QStringList> reconciliation; // per scenario: the lines from the plan's answer to its item (Reconciliation)
    QStringList costsReconciliation;   // from the plan's answer to the buy-or-rent months, when they follow the plan
    QStringList chartImages;           // resource names of chart images for the HTML (PDF) version, in order
};

// The plan as a document to send to a co-founder: Markdown (with tables), HTML (for the PDF writer) and CSV (the
// numbers only), in the current language.
class PlanReport final
{
    Q_DECLARE_TR_FUNCTIONS(gp::PlanReport)

public:
    // The plan's answers, cost what-if and budget, evaluated against the catalogs: what every report shows. The
    // display currency and rate are the budget's (or CNY at the default rate without one).
    static ReportInput inputFor(const Plan& plan, const PriceCatalog& catalog, const QDate& today);
    static QString markdown(const ReportInput& in);
    static QString html(const ReportInput& in);
    static QString csv(const ReportInput& in);
};

} // namespace gp
