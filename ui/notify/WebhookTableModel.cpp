#include "ui/notify/WebhookTableModel.h"

namespace gp {

void WebhookTableModel::setEntries(const QList<WebhookEntry>& entries)
{
    beginResetModel();
    m_entries = entries;
    endResetModel();
}

int WebhookTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_entries.size());
}

int WebhookTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant WebhookTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_entries.size())
        return {};
    const WebhookEntry& e = m_entries.at(index.row());
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Name:
            return e.name;
        case Platform:
            return WebhookMessage::platformName(e.platform);
        case Events: {
            QStringList names;
            for (NotifyEvent event : e.events)
                names << Notifications::eventName(event);
            return names.join(QStringLiteral("; "));
        }
        default:
            break;
        }
    }
    if (role == Qt::ToolTipRole && index.column() == Events) { // the ids `notify add --events` takes
        QStringList ids;
        for (NotifyEvent event : e.events)
            ids << Notifications::eventId(event);
        return ids.join(QStringLiteral(", "));
    }
    return {};
}

QVariant WebhookTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name:
        return tr("Name");
    case Platform:
        return tr("Platform");
    case Events:
        return tr("Events");
    default:
        return {};
    }
}

} // namespace gp
