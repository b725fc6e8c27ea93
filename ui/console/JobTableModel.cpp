#include "ui/console/JobTableModel.h"

#include "core/money/Money.h"

#include <QLocale>

namespace gp {

void JobTableModel::setJobs(const QList<JobInfo>& jobs, const QDateTime& now)
{
    beginResetModel();
    m_jobs = jobs;
    m_now = now;
    m_charges.clear();
    for (const JobInfo& j : m_jobs)
        m_charges << JobCost::charge(j, m_offer, m_now);
    endResetModel();
}

void JobTableModel::setOffer(const std::optional<Offer>& offer)
{
    m_offer = offer;
    setJobs(m_jobs, m_now);
}

int JobTableModel::rowOf(const QString& name) const
{
    for (qsizetype i = 0; i < m_jobs.size(); ++i)
        if (m_jobs.at(i).name == name)
            return static_cast<int>(i);
    return -1;
}

int JobTableModel::defaultRow() const
{
    for (qsizetype i = m_jobs.size() - 1; i >= 0; --i)
        if (m_jobs.at(i).state == JobInfo::State::Running)
            return static_cast<int>(i);
    return static_cast<int>(m_jobs.size()) - 1;
}

int JobTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_jobs.size());
}

int JobTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant JobTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_jobs.size())
        return {};
    const JobInfo& j = m_jobs.at(index.row());
    const JobCharge& c = m_charges.at(index.row());
    if (role == Qt::TextAlignmentRole &&
        (index.column() == Priority || index.column() == GpuHours || index.column() == Cost))
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Name:
        return j.name;
    case State:
        return j.stateText();
    case Priority:
        return j.priority;
    case Gpus:
        return j.gpus.isEmpty() ? tr("all %1 (alone)").arg(c.gpus) : j.gpus;
    case GpuHours:
        return QLocale().toString(c.gpuHours, 'f', 2);
    case Cost:
        return c.cost ? ExchangeRate::format(*c.cost) : QString();
    case Started:
        return j.started.isValid() ? QLocale().toString(j.started, QLocale::ShortFormat) : QString();
    default:
        return {};
    }
}

QVariant JobTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name:
        return tr("Job");
    case State:
        return tr("State");
    case Priority:
        return tr("Priority");
    case Gpus:
        return tr("GPUs");
    case GpuHours:
        return tr("GPU-hours");
    case Cost:
        return tr("Cost");
    case Started:
        return tr("Started");
    default:
        return {};
    }
}

} // namespace gp
