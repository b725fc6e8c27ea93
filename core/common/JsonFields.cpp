#include "core/common/JsonFields.h"

#include <QJsonValue>

#include <cmath>

namespace gp {

JsonFields::JsonFields(const QJsonObject& object, QString path, QString& error)
    : m_object(object), m_path(std::move(path)), m_error(error)
{}

double JsonFields::number(const char* key, double fallback, double min, double max)
{
    const QJsonValue v = m_object.value(QLatin1String(key));
    if (v.isUndefined())
        return fallback;
    if (!v.isDouble() || !std::isfinite(v.toDouble()) || v.toDouble() < min || v.toDouble() > max) {
        fail(key, tr("must be a number from %1 to %2").arg(min).arg(max));
        return fallback;
    }
    return v.toDouble();
}

int JsonFields::whole(const char* key, int fallback, int min, int max)
{
    return static_cast<int>(integer(key, fallback, min, max));
}

qint64 JsonFields::integer(const char* key, qint64 fallback, qint64 min, qint64 max)
{
    const QJsonValue v = m_object.value(QLatin1String(key));
    if (v.isUndefined())
        return fallback;
    // Bounds up to 2^53 compare exactly as doubles; a plan's counts are far below.
    const double d = v.toDouble();
    if (!v.isDouble() || d != std::floor(d) || d < static_cast<double>(min) || d > static_cast<double>(max)) {
        fail(key, tr("must be a whole number from %1 to %2").arg(min).arg(max));
        return fallback;
    }
    return static_cast<qint64>(d);
}

bool JsonFields::boolean(const char* key, bool fallback)
{
    const QJsonValue v = m_object.value(QLatin1String(key));
    if (v.isUndefined())
        return fallback;
    if (!v.isBool()) {
        fail(key, tr("must be true or false"));
        return fallback;
    }
    return v.toBool();
}

QString JsonFields::text(const char* key, const QString& fallback)
{
    const QJsonValue v = m_object.value(QLatin1String(key));
    if (v.isUndefined())
        return fallback;
    if (!v.isString()) {
        fail(key, tr("must be text"));
        return fallback;
    }
    return v.toString();
}

void JsonFields::fail(const char* key, const QString& message)
{
    if (m_error.isEmpty())
        m_error = tr("%1.%2: %3").arg(m_path, QLatin1String(key), message);
}

} // namespace gp
