#pragma once

#include "cost/Budget.h"
#include "cost/CostModel.h"
#include "plan/PlanEvaluator.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace gp {

// Everything a report shows, already computed by the pages.
struct ReportInput
{
    QString planName;
    Questionnaire questionnaire;
    PlanResults plan;
    std::optional<CostResult> costs;
    QString costsGpuName;
    std::optional<Budget> budget;
    std::optional<BudgetResult> budgetResult;
    QStringList chartImages; // resource names of chart images for the HTML (PDF) version, in order
};

// The plan as a document to send to a co-founder: Markdown (with tables), HTML (for the PDF writer) and CSV (the
// numbers only), in the current language.
class PlanReport final
{
    Q_DECLARE_TR_FUNCTIONS(gp::PlanReport)

public:
    static QString markdown(const ReportInput& in);
    static QString html(const ReportInput& in);
    static QString csv(const ReportInput& in);
};

} // namespace gp
