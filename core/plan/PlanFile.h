#pragma once

#include "core/catalog/PriceConstraints.h"
#include "core/common/Result.h"
#include "core/cost/Budget.h"
#include "core/cost/CostModel.h"
#include "core/plan/Questionnaire.h"
#include "core/records/InstanceRecords.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <optional>

namespace gp {

// A plan as saved to disk (docs/plan-format.md): versioned JSON, written atomically. Sections this version does not
// know are kept and written back unchanged, so a plan survives a round trip through an older GPU Planner.
struct Plan
{
    QString name;
    std::optional<Questionnaire> need;  // the first workload's answers (a plan made before workloads: its only one)
    QList<Questionnaire> moreWorkloads; // the plan's further workloads, each with an answer of its own (PlanWorkloads)
    PriceConstraints constraints;       // what every page may price with (empty: the whole catalog)
    std::optional<Budget> budget;
    std::optional<CostPlan> costs;        // the Costs page's what-if
    QList<SmokeRecord> smokeTests;        // oldest first
    QList<SpendRecord> spend;             // actual spend, oldest first
    QList<JobRecord> jobRuns;             // jobs run on instances, in the order recorded
    QList<BilledRate> billedRates;        // what providers charged against what was expected, oldest first
    QList<SpeedCalibration> calibrations; // measured training speeds, one per GPU and task
    QJsonObject other;                    // unknown top-level sections, preserved
};

class PlanFile final
{
    Q_DECLARE_TR_FUNCTIONS(gp::PlanFile)

public:
    static constexpr int kVersion = 2; // 2: budget scenarios are alternatives holding items
    static inline const char* kFormat = "gpuplanner-plan";

    static Result<Plan> load(const QString& path);
    static Result<Plan> fromJson(const QByteArray& json, const QString& path);
    static QByteArray toJson(const Plan& plan);
    // QSaveFile: the old file stays intact until the new one is completely written.
    static Status save(const Plan& plan, const QString& path);
};

} // namespace gp
