#include "core/probe/UtilizationAlert.h"

namespace gp {

bool UtilizationAlert::add(const QDateTime& at, const QList<GpuSample>& samples)
{
    bool known = false;
    bool low = true;
    for (const GpuSample& s : samples) {
        if (!s.utilizationPercent)
            continue;
        known = true;
        low = low && *s.utilizationPercent < m_threshold;
    }
    if (!known)
        return false;
    if (!low) {
        m_lowSince.reset();
        m_alerting = false;
        return false;
    }
    if (!m_lowSince)
        m_lowSince = at;
    if (m_alerting || m_lowSince->secsTo(at) < m_window)
        return false;
    m_alerting = true;
    return true;
}

} // namespace gp
