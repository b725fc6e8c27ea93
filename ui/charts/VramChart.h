#pragma once

#include "core/estimator/MemoryEstimator.h"

#include <QChartView>

class QBarCategoryAxis;
class QBarSet;
class QStackedBarSeries;
class QValueAxis;

namespace gp {

struct GpuSpec;

// VRAM per GPU as a stacked bar (weights, gradients, optimizer, activations, KV cache, overhead) beside the memory of
// a few candidate GPUs, so "does it fit" is visible at a glance.
class VramChart final : public QChartView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(VramChart)

public:
    explicit VramChart(QWidget* parent = nullptr);

    void setEstimate(const MemoryEstimate& estimate, const QList<GpuSpec>& candidates);
    void clear();
    void retranslate();

    // For tests: the stacked values in GiB by component, and the candidates shown.
    QList<double> componentValues() const;
    QStringList categories() const;

private:
    QStackedBarSeries* m_series;
    QList<QBarSet*> m_components; // weights … overhead
    QBarSet* m_capacity;
    QBarCategoryAxis* m_axisX;
    QValueAxis* m_axisY;
    QStringList m_gpuNames;
};

} // namespace gp
