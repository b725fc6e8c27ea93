#pragma once

#include "core/notify/WebhookBook.h"

#include <QAbstractTableModel>

namespace gp {

// The webhooks of a WebhookBook as a table: name, platform, the events each hears. Never holds a URL or secret.
class WebhookTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WebhookTableModel)

public:
    enum Column { Name, Platform, Events, ColumnCount };
    explicit WebhookTableModel(QObject* parent = nullptr) : QAbstractTableModel(parent) {}
    void setEntries(const QList<WebhookEntry>& entries);
    const QList<WebhookEntry>& entries() const { return m_entries; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QList<WebhookEntry> m_entries;
};

} // namespace gp
