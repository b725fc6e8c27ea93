#pragma once

#include "core/cost/Deployment.h"

#include <QAbstractTableModel>

namespace gp {

// Every offer and billing mode that runs the plan on one GPU: the rows behind a line of the Plan page's GPU table,
// with the plan's answer among them marked. Each row is a Deployment the search already priced (nothing is computed
// here), so this pane, the table's row and `compare` show the same figures.
class GpuOffersModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GpuOffersModel)

public:
    enum Column { Provider, Shape, Billing, Price, PriceDate, Confidence, Instances, Total, ColumnCount };

    explicit GpuOffersModel(QObject* parent = nullptr);

    // The deployments of `gpuId` in `search` (fresh prices first, as ranked); `answer` is marked where it is one.
    void setDeployments(const DeploymentSearchResult& search,
                        const QString& gpuId,
                        const std::optional<Deployment>& answer,
                        const QDate& today);
    const Deployment& deployment(int row) const { return m_rows.at(row); }
    bool isAnswer(int row) const { return row == m_answerRow; }
    QString gpuId() const { return m_gpuId; }

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void retranslate();

private:
    QList<Deployment> m_rows;
    QString m_gpuId;
    int m_answerRow = -1;
    QDate m_today;
};

} // namespace gp
