#include "ui/console/SmokeReportModel.h"

#include <QBrush>
#include <QColor>

namespace gp {

SmokeReportModel::SmokeReportModel(QObject* parent) : QAbstractTableModel(parent) {}

void SmokeReportModel::setRecord(const SmokeRecord& record)
{
    beginResetModel();
    m_record = record;
    endResetModel();
}

QString SmokeReportModel::statusName(SmokeCheck::Status status)
{
    switch (status) {
    case SmokeCheck::Status::Pass:
        return tr("passed");
    case SmokeCheck::Status::Warn:
        return tr("warning");
    case SmokeCheck::Status::Skipped:
        return tr("skipped");
    case SmokeCheck::Status::Fail:
        break;
    }
    return tr("failed");
}

int SmokeReportModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_record.checks.size());
}

int SmokeReportModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SmokeReportModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_record.checks.size())
        return {};
    const SmokeCheck& c = m_record.checks.at(index.row());
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        switch (index.column()) {
        case Result:
            return statusName(c.status);
        case Check:
            return c.id;
        case Measured:
            return c.measured;
        case Expected:
            return c.expected;
        case Meaning:
            return c.message;
        default:
            return {};
        }
    }
    if (role == Qt::BackgroundRole && index.column() == Result) {
        switch (c.status) {
        case SmokeCheck::Status::Pass:
            return QBrush(QColor(0xd8, 0xf0, 0xd8));
        case SmokeCheck::Status::Warn:
            return QBrush(QColor(0xfb, 0xef, 0xc8));
        case SmokeCheck::Status::Fail:
            return QBrush(QColor(0xf6, 0xd0, 0xd0));
        case SmokeCheck::Status::Skipped:
            return QBrush(QColor(0xe4, 0xe4, 0xe4));
        }
    }
    if (role == Qt::ForegroundRole && index.column() == Result)
        return QBrush(Qt::black); // the tinted cells stay readable under a dark theme
    if (role == Qt::UserRole)
        return InstanceRecords::statusCode(c.status);
    return {};
}

QVariant SmokeReportModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Result:
        return tr("Result");
    case Check:
        return tr("Check");
    case Measured:
        return tr("Measured");
    case Expected:
        return tr("Expected");
    case Meaning:
        return tr("What it means");
    default:
        return {};
    }
}

void SmokeReportModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_record.checks.isEmpty())
        Q_EMIT dataChanged(index(0, Result), index(rowCount() - 1, Result));
}

} // namespace gp
