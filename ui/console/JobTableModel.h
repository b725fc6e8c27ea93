#pragma once

#include "core/jobs/JobCost.h"

#include <QAbstractTableModel>

namespace gp {

// The instance's jobs as the Jobs tab shows them: one row each, oldest first.
class JobTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobTableModel)

public:
    enum Column { Name, State, Priority, Gpus, GpuHours, Cost, Started, ColumnCount };
    explicit JobTableModel(QObject* parent = nullptr) : QAbstractTableModel(parent) {}
    void setJobs(const QList<JobInfo>& jobs, const QDateTime& now);
    // The offer rented: what each job's share of the instance costs (JobCost); none: the cost column stays empty.
    void setOffer(const std::optional<Offer>& offer);
    const QList<JobInfo>& jobs() const { return m_jobs; }
    const QList<JobCharge>& charges() const { return m_charges; } // one per job, as the table shows them
    const std::optional<Offer>& offer() const { return m_offer; }
    QDateTime now() const { return m_now; }
    int rowOf(const QString& name) const;
    // The row to follow when none is chosen: the newest running job, else the newest. -1 when empty.
    int defaultRow() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QList<JobInfo> m_jobs;
    QList<JobCharge> m_charges; // one per job, computed once per list
    std::optional<Offer> m_offer;
    QDateTime m_now;
};

} // namespace gp
