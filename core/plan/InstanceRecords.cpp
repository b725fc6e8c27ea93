#include "core/plan/InstanceRecords.h"

#include "core/common/TableText.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace gp {

namespace {

Error invalid(const QString& what)
{
    return Error{QStringLiteral("plan.invalid"), what};
}

} // namespace

QString InstanceRecords::statusCode(SmokeCheck::Status status)
{
    switch (status) {
    case SmokeCheck::Status::Pass:
        return QStringLiteral("pass");
    case SmokeCheck::Status::Warn:
        return QStringLiteral("warn");
    case SmokeCheck::Status::Fail:
        break;
    }
    return QStringLiteral("fail");
}

Money InstanceRecords::totalSpend(const QList<SpendRecord>& records, Currency currency, const ExchangeRate& rate)
{
    Money total{0, currency};
    for (const SpendRecord& r : records)
        total.amount += rate.convert(r.cost, currency).amount;
    return total;
}

int SmokeRecord::count(SmokeCheck::Status status) const
{
    return static_cast<int>(
        std::count_if(checks.cbegin(), checks.cend(), [status](const SmokeCheck& c) { return c.status == status; }));
}

QJsonObject SmokeRecord::toJson() const
{
    QJsonArray array;
    for (const SmokeCheck& check : checks) {
        QJsonObject o;
        o.insert(QStringLiteral("id"), check.id);
        o.insert(QStringLiteral("status"), InstanceRecords::statusCode(check.status));
        o.insert(QStringLiteral("measured"), check.measured);
        o.insert(QStringLiteral("expected"), check.expected);
        o.insert(QStringLiteral("message"), check.message);
        array.append(o);
    }
    QJsonObject o;
    o.insert(QStringLiteral("target"), target);
    if (!offerId.isEmpty())
        o.insert(QStringLiteral("offer"), offerId);
    o.insert(QStringLiteral("at"), at.toUTC().toString(Qt::ISODate));
    o.insert(QStringLiteral("checks"), array);
    if (run)
        o.insert(QStringLiteral("run"), run->toJson());
    return o;
}

Result<SmokeRecord> SmokeRecord::fromJson(const QJsonObject& o)
{
    SmokeRecord r;
    r.target = o.value(QLatin1String("target")).toString();
    r.offerId = o.value(QLatin1String("offer")).toString();
    r.at = QDateTime::fromString(o.value(QLatin1String("at")).toString(), Qt::ISODate);
    if (!r.at.isValid())
        return invalid(InstanceRecords::tr("a smoke test has no valid \"at\" time (ISO 8601 expected)"));
    if (!o.value(QLatin1String("checks")).isArray())
        return invalid(InstanceRecords::tr("a smoke test has no \"checks\" array"));
    for (const QJsonValue& v : o.value(QLatin1String("checks")).toArray()) {
        const QJsonObject c = v.toObject();
        SmokeCheck check;
        check.id = c.value(QLatin1String("id")).toString();
        const QString status = c.value(QLatin1String("status")).toString();
        if (status == QLatin1String("pass"))
            check.status = SmokeCheck::Status::Pass;
        else if (status == QLatin1String("warn"))
            check.status = SmokeCheck::Status::Warn;
        else if (status == QLatin1String("fail"))
            check.status = SmokeCheck::Status::Fail;
        else
            return invalid(InstanceRecords::tr("smoke check \"%1\" has status \"%2\" (pass, warn or fail expected)")
                               .arg(check.id, status));
        if (check.id.isEmpty())
            return invalid(InstanceRecords::tr("a smoke check has no \"id\""));
        check.measured = c.value(QLatin1String("measured")).toString();
        check.expected = c.value(QLatin1String("expected")).toString();
        check.message = c.value(QLatin1String("message")).toString();
        r.checks << check;
    }
    if (o.contains(QLatin1String("run"))) {
        const Result<RunMeasurement> run = RunMeasurement::fromJson(o.value(QLatin1String("run")).toObject());
        if (!run.ok())
            return run.error();
        r.run = run.value();
    }
    return r;
}

namespace {

const char* methodCode(RunMeasurement::Method m)
{
    switch (m) {
    case RunMeasurement::Method::Printed:
        return "printed";
    case RunMeasurement::Method::Steps:
        return "steps";
    case RunMeasurement::Method::None:
        break;
    }
    return "none";
}

} // namespace

QJsonObject RunMeasurement::toJson() const
{
    QJsonObject o;
    if (tokensPerSecond)
        o.insert(QStringLiteral("tokens_per_second"), *tokensPerSecond);
    o.insert(QStringLiteral("method"), QLatin1String(methodCode(method)));
    o.insert(QStringLiteral("evidence"), evidence);
    o.insert(QStringLiteral("peak_mib"), peakMiB);
    o.insert(QStringLiteral("gpus"), gpus);
    o.insert(QStringLiteral("gpu_name"), gpuName);
    o.insert(QStringLiteral("gpu_memory_mib"), gpuMemoryMiB);
    if (!gpuId.isEmpty())
        o.insert(QStringLiteral("gpu"), gpuId);
    o.insert(QStringLiteral("steps"), steps);
    o.insert(QStringLiteral("seconds"), seconds);
    return o;
}

Result<RunMeasurement> RunMeasurement::fromJson(const QJsonObject& o)
{
    RunMeasurement m;
    const QString method = o.value(QLatin1String("method")).toString(QStringLiteral("none"));
    if (method == QLatin1String("printed"))
        m.method = Method::Printed;
    else if (method == QLatin1String("steps"))
        m.method = Method::Steps;
    else if (method != QLatin1String("none"))
        return invalid(
            InstanceRecords::tr("a smoke test's run has method \"%1\" (printed, steps or none expected)").arg(method));
    if (o.contains(QLatin1String("tokens_per_second"))) {
        const double tps = o.value(QLatin1String("tokens_per_second")).toDouble(-1);
        if (!std::isfinite(tps) || tps <= 0 || tps > 1e12)
            return invalid(InstanceRecords::tr("a smoke test's run needs a positive \"tokens_per_second\""));
        m.tokensPerSecond = tps;
    }
    m.evidence = o.value(QLatin1String("evidence")).toString();
    m.peakMiB = std::max(0.0, o.value(QLatin1String("peak_mib")).toDouble());
    m.gpus = std::clamp(o.value(QLatin1String("gpus")).toInt(), 0, 65536);
    m.gpuName = o.value(QLatin1String("gpu_name")).toString();
    m.gpuMemoryMiB = std::max(0.0, o.value(QLatin1String("gpu_memory_mib")).toDouble());
    m.gpuId = o.value(QLatin1String("gpu")).toString();
    m.steps = std::max(0, o.value(QLatin1String("steps")).toInt());
    m.seconds = std::max(0.0, o.value(QLatin1String("seconds")).toDouble());
    if (!std::isfinite(m.peakMiB) || !std::isfinite(m.gpuMemoryMiB) || !std::isfinite(m.seconds))
        return invalid(InstanceRecords::tr("a smoke test's run has a number out of range"));
    return m;
}

QString SmokeRecord::countsText() const
{
    return InstanceRecords::tr("%n passed", nullptr, count(SmokeCheck::Status::Pass)) + QStringLiteral(", ") +
           InstanceRecords::tr("%n warning(s)", nullptr, count(SmokeCheck::Status::Warn)) + QStringLiteral(", ") +
           InstanceRecords::tr("%n failed", nullptr, count(SmokeCheck::Status::Fail));
}

QString SmokeRecord::toMarkdown() const
{
    QString md = InstanceRecords::tr("# Smoke test of %1").arg(target) + QStringLiteral("\n\n");
    md += InstanceRecords::tr("Run at %1 (UTC)").arg(at.toUTC().toString(Qt::ISODate));
    if (!offerId.isEmpty())
        md += InstanceRecords::tr(", checked against offer %1").arg(offerId);
    md += QStringLiteral(".\n\n");
    md += countsText() + QStringLiteral(".\n\n");
    md += QStringLiteral("| %1 | %2 | %3 | %4 | %5 |\n|---|---|---|---|---|\n")
              .arg(InstanceRecords::tr("Result"), InstanceRecords::tr("Check"), InstanceRecords::tr("Measured"),
                   InstanceRecords::tr("Expected"), InstanceRecords::tr("What it means"));
    for (const SmokeCheck& c : checks)
        md += QStringLiteral("| %1 | %2 | %3 | %4 | %5 |\n")
                  .arg(InstanceRecords::statusCode(c.status), markdownCell(c.id), markdownCell(c.measured),
                       markdownCell(c.expected), markdownCell(c.message));
    return md;
}

QString SmokeRecord::toCsv() const
{
    QString csv = QStringLiteral("status,id,measured,expected,message\r\n");
    for (const SmokeCheck& c : checks)
        csv += QStringList{InstanceRecords::statusCode(c.status), csvField(c.id), csvField(c.measured),
                           csvField(c.expected), csvField(c.message)}
                   .join(QLatin1Char(',')) +
               QStringLiteral("\r\n");
    return csv;
}

QJsonObject SpendRecord::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("target"), target);
    if (!offerId.isEmpty())
        o.insert(QStringLiteral("offer"), offerId);
    o.insert(QStringLiteral("start"), start.toUTC().toString(Qt::ISODate));
    o.insert(QStringLiteral("hours"), hours);
    o.insert(QStringLiteral("amount"), cost.amount);
    o.insert(QStringLiteral("currency"), currencyCode(cost.currency));
    return o;
}

Result<SpendRecord> SpendRecord::fromJson(const QJsonObject& o)
{
    SpendRecord r;
    r.target = o.value(QLatin1String("target")).toString();
    r.offerId = o.value(QLatin1String("offer")).toString();
    r.start = QDateTime::fromString(o.value(QLatin1String("start")).toString(), Qt::ISODate);
    if (!r.start.isValid())
        return invalid(InstanceRecords::tr("a spend record has no valid \"start\" time (ISO 8601 expected)"));
    r.hours = o.value(QLatin1String("hours")).toDouble(-1);
    r.cost.amount = o.value(QLatin1String("amount")).toDouble(-1);
    if (!std::isfinite(r.hours) || r.hours < 0 || !std::isfinite(r.cost.amount) || r.cost.amount < 0)
        return invalid(InstanceRecords::tr("a spend record needs non-negative \"hours\" and \"amount\""));
    const std::optional<Currency> currency = currencyFromCode(o.value(QLatin1String("currency")).toString());
    if (!currency)
        return invalid(InstanceRecords::tr("a spend record has currency \"%1\" (CNY or USD expected)")
                           .arg(o.value(QLatin1String("currency")).toString()));
    r.cost.currency = *currency;
    return r;
}

} // namespace gp
