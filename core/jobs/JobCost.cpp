#include "core/jobs/JobCost.h"

#include <algorithm>

namespace gp {

JobCharge JobCost::charge(const JobInfo& job, const std::optional<Offer>& offer, const QDateTime& now)
{
    JobCharge c;
    const int offerGpus = offer ? std::max(1, offer->gpuCount) : 0;
    c.gpus = job.gpuCount(offerGpus);
    c.hours = job.hours(now);
    c.gpuHours = c.hours * c.gpus;
    if (offer)
        if (const std::optional<CostMeter::Rate> rate = CostMeter::hourlyRate(*offer)) {
            // The offer's price buys its GPUs; a job cannot hold more than all of them (a machine that shows more
            // than was rented is billed as rented).
            const double share = std::min(1.0, static_cast<double>(c.gpus) / offerGpus);
            c.cost = Money{rate->perHour.amount * c.hours * share, rate->perHour.currency};
        }
    return c;
}

bool JobCost::hasEnded(const JobInfo& job)
{
    return (job.state == JobInfo::State::Done || job.state == JobInfo::State::Failed ||
            job.state == JobInfo::State::Stopped) &&
           job.started.isValid() && job.ended.isValid();
}

QList<JobRecord> JobCost::records(const QList<JobInfo>& jobs,
                                  const std::optional<Offer>& offer,
                                  const QString& target,
                                  const QDateTime& now)
{
    QList<JobRecord> out;
    for (const JobInfo& job : jobs) {
        if (!hasEnded(job))
            continue;
        const JobCharge c = charge(job, offer, now);
        JobRecord r;
        r.target = target;
        r.offerId = offer ? offer->id : QString();
        r.name = job.name;
        r.state = JobInfo::stateCode(job.state);
        r.exitCode = job.exitCode;
        r.started = job.started.toUTC();
        r.ended = job.ended.toUTC();
        r.gpus = c.gpus;
        r.gpuHours = c.gpuHours;
        r.cost = c.cost;
        out << r;
    }
    return out;
}

} // namespace gp
