#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

namespace gp {

// Reads the fields of one object of a plan file strictly: a field of the wrong type or out of range is an error that
// names it ("budget.scenarios[0].items[1].runs: must be a whole number from 1 to 100000"), never a silent default. A
// missing field takes its default. The first error is kept in the caller's string, shared by nested readers.
class JsonFields final
{
    Q_DECLARE_TR_FUNCTIONS(gp::JsonFields)

public:
    JsonFields(const QJsonObject& object, QString path, QString& error);

    double number(const char* key, double fallback, double min, double max);
    int whole(const char* key, int fallback, int min, int max);
    qint64 integer(const char* key, qint64 fallback, qint64 min, qint64 max);
    bool boolean(const char* key, bool fallback);
    QString text(const char* key, const QString& fallback);
    void fail(const char* key, const QString& message);
    bool ok() const { return m_error.isEmpty(); }

private:
    const QJsonObject& m_object;
    QString m_path;
    QString& m_error;
};

} // namespace gp
