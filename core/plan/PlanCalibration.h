#pragma once

#include "core/catalog/GpuCatalog.h"
#include "core/common/Result.h"
#include "core/estimator/Need.h"
#include "core/plan/Questionnaire.h"
#include "core/records/InstanceRecords.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QList>

#include <optional>

namespace gp {

struct Plan;

// The user's run on a rented instance set against what the plan estimates for the same GPUs: speed and peak memory
// as smoke checks, and the correction "Calibrate this plan" would store.
struct RunComparison
{
    std::optional<GpuSpec> gpu;
    double estimatedTokensPerSecond = 0; // the plan's need on the run's GPUs, uncalibrated
    double estimatedPeakMiB = 0;         // per GPU
    QList<SmokeCheck> checks;            // plan.speed, plan.memory
    std::optional<SpeedCalibration> calibration;
    QString problem; // translated: why there is nothing to calibrate with
};

class PlanCalibration final
{
    Q_DECLARE_TR_FUNCTIONS(gp::PlanCalibration)

public:
    // A run's speed within this share of the estimate passes; beyond, the plan is worth calibrating.
    static constexpr double kSpeedTolerance = 0.2;
    static constexpr double kMemoryTolerance = 0.2;

    static RunComparison
    compare(const Questionnaire& need, const RunMeasurement& run, const QString& host, const QDateTime& at);
    // Stores the calibration in the plan, replacing an older one of the same GPU and task.
    static void store(Plan& plan, const SpeedCalibration& calibration);

    static QJsonObject toJson(const SpeedCalibration& c);
    static Result<SpeedCalibration> fromJson(const QJsonObject& o);
};

} // namespace gp
