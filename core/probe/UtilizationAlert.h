#pragma once

#include "core/probe/GpuMonitor.h"

#include <QDateTime>

#include <optional>

namespace gp {

// Says when a rented instance is burning money doing nothing: every GPU under the threshold for the whole window
// (default 10 % for 30 minutes). A sample nvidia-smi could not read leaves the state as it was.
class UtilizationAlert final
{
public:
    explicit UtilizationAlert(double thresholdPercent = 10, qint64 windowSeconds = 30 * 60)
        : m_threshold(thresholdPercent), m_window(windowSeconds)
    {}

    // Returns true exactly when the alert starts (once per idle stretch).
    bool add(const QDateTime& at, const QList<GpuSample>& samples);
    bool isAlerting() const { return m_alerting; }
    std::optional<QDateTime> lowSince() const { return m_lowSince; }
    double thresholdPercent() const { return m_threshold; }
    qint64 windowSeconds() const { return m_window; }

private:
    double m_threshold;
    qint64 m_window;
    std::optional<QDateTime> m_lowSince;
    bool m_alerting = false;
};

} // namespace gp
