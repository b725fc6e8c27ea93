#pragma once

#include "core/cost/CostMeter.h"
#include "core/jobs/JobControl.h"
#include "core/records/InstanceRecords.h"

#include <optional>

namespace gp {

// What one job on an instance used and cost.
struct JobCharge
{
    int gpus = 1;
    double hours = 0;
    double gpuHours = 0;
    std::optional<Money> cost; // none without an offer that has a price for the whole instance
};

// The cost meter split by job: a job is charged the instance's hourly price × its hours × the share of the instance's
// GPUs it held (a job that runs alone holds them all). Time no job ran is charged to none: the meter's total less the
// jobs' sum is what idling cost.
class JobCost final
{
public:
    static JobCharge charge(const JobInfo& job, const std::optional<Offer>& offer, const QDateTime& now);
    // Done, failed or stopped, with both times known: what records() keeps.
    static bool hasEnded(const JobInfo& job);
    // The jobs that have ended (done, failed, stopped) as the plan keeps them; queued, running and interrupted jobs
    // have no final figures yet.
    static QList<JobRecord>
    records(const QList<JobInfo>& jobs, const std::optional<Offer>& offer, const QString& target, const QDateTime& now);
};

} // namespace gp
