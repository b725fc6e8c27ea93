#pragma once

#include "core/records/InstanceRecords.h"

#include <QAbstractTableModel>

namespace gp {

// One smoke test's checks: result, check, measured, expected and what it means. Rows are coloured by result.
class SmokeReportModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SmokeReportModel)

public:
    enum Column { Result, Check, Measured, Expected, Meaning, ColumnCount };

    explicit SmokeReportModel(QObject* parent = nullptr);
    void setRecord(const SmokeRecord& record);
    const SmokeRecord& record() const { return m_record; }
    static QString statusName(SmokeCheck::Status status); // translated: passed, warning, failed

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    void retranslate();

private:
    SmokeRecord m_record;
};

} // namespace gp
