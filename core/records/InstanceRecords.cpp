#include "core/records/InstanceRecords.h"

#include "core/common/CodeTable.h"
#include "core/common/JsonDuplicates.h"
#include "core/common/SafeRead.h"
#include "core/common/TableText.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace gp {

namespace {

Error invalid(const QString& what)
{
    return Error{QStringLiteral("plan.invalid"), what};
}

} // namespace

// A smoke check's status as the plan file, the report and the CLI spell it.
constexpr CodeTable<SmokeCheck::Status, 4> kStatusCodes{{{SmokeCheck::Status::Pass, "pass"},
                                                         {SmokeCheck::Status::Warn, "warn"},
                                                         {SmokeCheck::Status::Fail, "fail"},
                                                         {SmokeCheck::Status::Skipped, "skipped"}}};

QString InstanceRecords::statusCode(SmokeCheck::Status status)
{
    return codeOf(kStatusCodes, status);
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
    if (!level.isEmpty())
        o.insert(QStringLiteral("level"), level);
    if (!hostKey.isEmpty())
        o.insert(QStringLiteral("host_key"), hostKey);
    o.insert(QStringLiteral("checks"), array);
    if (run)
        o.insert(QStringLiteral("run"), run->toJson());
    if (summary)
        o.insert(QStringLiteral("summary"), summary->toJson());
    seal(o);
    return o;
}

QString SmokeRecord::digestOf(QJsonObject report)
{
    report.remove(QStringLiteral("digest"));
    // QJsonObject keeps its keys sorted, so the compact form is canonical for the same content.
    return QString::fromLatin1(
        QCryptographicHash::hash(QJsonDocument(report).toJson(QJsonDocument::Compact), QCryptographicHash::Sha256)
            .toHex());
}

void SmokeRecord::seal(QJsonObject& report)
{
    report.insert(QStringLiteral("digest"), digestOf(report));
}

Result<SmokeVerification> InstanceRecords::verifySmokeReport(const QString& path)
{
    const Result<QByteArray> data = SafeRead::read(path, 16 * 1024 * 1024);
    if (!data.ok())
        return data.error();
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(*data, &error);
    if (!doc.isObject())
        return Error{QStringLiteral("report.invalid"),
                     InstanceRecords::tr("%1 is not a JSON smoke report: %2")
                         .arg(path, error.error == QJsonParseError::NoError ? InstanceRecords::tr("not an object")
                                                                            : error.errorString())};
    // A key given twice: Qt keeps one of them, and a forged value beside the genuine one would still verify.
    if (const std::optional<QByteArray> twice = duplicateJsonKey(*data))
        return Error{
            QStringLiteral("report.duplicate_key"),
            InstanceRecords::tr("%1 gives \"%2\" twice: a report with a key given twice is not verified, since "
                                "readers disagree on which one counts.")
                .arg(path, QString::fromUtf8(*twice))};
    const QJsonObject report = doc.object();
    if (!report.value(QLatin1String("digest")).isString())
        return Error{
            QStringLiteral("report.unsigned"),
            InstanceRecords::tr("%1 has no \"digest\": only a smoke report (smoke-test --json, or one exported "
                                "as JSON) carries one")
                .arg(path)};
    const Result<SmokeRecord> record = SmokeRecord::fromJson(report);
    if (!record.ok())
        return Error{record.error().code, QStringLiteral("%1: %2").arg(path, record.error().message)};
    SmokeVerification v;
    v.stored = report.value(QLatin1String("digest")).toString();
    v.computed = SmokeRecord::digestOf(report);
    v.matches = v.stored.compare(v.computed, Qt::CaseInsensitive) == 0;
    v.record = *record;
    return v;
}

std::optional<double> SmokeSummary::fraction(const std::optional<double>& measured,
                                             const std::optional<double>& promised)
{
    if (!measured || !promised || *promised <= 0)
        return std::nullopt;
    return *measured / *promised;
}

std::optional<Money> SmokeSummary::pricePerDeliveredTflopHour() const
{
    if (!pricePerHour || !tflops || *tflops <= 0 || gpus < 1)
        return std::nullopt;
    return Money{pricePerHour->amount / (*tflops * gpus), pricePerHour->currency};
}

QString SmokeSummary::describe() const
{
    const QLocale l;
    QStringList parts;
    const auto percent = [&](const std::optional<double>& f) { return l.toString(100 * *f, 'f', 0); };
    if (const auto f = fraction(tflops, tflopsPromised))
        parts << InstanceRecords::tr("%1 % of the promised TFLOPS").arg(percent(f));
    if (const auto f = fraction(bandwidthGBps, bandwidthPromised))
        parts << InstanceRecords::tr("%1 % of the memory bandwidth").arg(percent(f));
    if (const auto f = fraction(memoryMiB, memoryPromisedMiB))
        parts << InstanceRecords::tr("%1 % of the memory").arg(percent(f));
    QString text;
    if (!parts.isEmpty())
        text = InstanceRecords::tr("Delivered %1.").arg(parts.join(QStringLiteral(", ")));
    if (const auto perTflop = pricePerDeliveredTflopHour())
        text += (text.isEmpty() ? QString() : QStringLiteral(" ")) +
                InstanceRecords::tr("%1 a delivered TFLOP-hour.").arg(ExchangeRate::format(*perTflop, 4));
    return text;
}

namespace {

void insertNumber(QJsonObject& o, const char* key, const std::optional<double>& value)
{
    if (value && std::isfinite(*value))
        o.insert(QLatin1String(key), *value);
}

std::optional<double> numberAt(const QJsonObject& o, const char* key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isDouble() || !std::isfinite(v.toDouble()) || v.toDouble() < 0 || v.toDouble() > 1e12)
        return std::nullopt;
    return v.toDouble();
}

QJsonObject moneyJson(const Money& m)
{
    return QJsonObject{{QStringLiteral("amount"), m.amount}, {QStringLiteral("currency"), currencyCode(m.currency)}};
}

} // namespace

QJsonObject SmokeSummary::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("gpus"), gpus);
    QJsonObject measured, promised, delivered;
    insertNumber(measured, "tflops_bf16", tflops);
    insertNumber(measured, "bandwidth_gbps", bandwidthGBps);
    insertNumber(measured, "memory_mib", memoryMiB);
    insertNumber(promised, "tflops_bf16", tflopsPromised);
    insertNumber(promised, "bandwidth_gbps", bandwidthPromised);
    insertNumber(promised, "memory_mib", memoryPromisedMiB);
    insertNumber(delivered, "tflops", fraction(tflops, tflopsPromised));
    insertNumber(delivered, "bandwidth", fraction(bandwidthGBps, bandwidthPromised));
    insertNumber(delivered, "memory", fraction(memoryMiB, memoryPromisedMiB));
    o.insert(QStringLiteral("measured"), measured);
    o.insert(QStringLiteral("promised"), promised);
    o.insert(QStringLiteral("delivered"), delivered);
    if (pricePerHour)
        o.insert(QStringLiteral("price_per_hour"), moneyJson(*pricePerHour));
    if (const auto perTflop = pricePerDeliveredTflopHour())
        o.insert(QStringLiteral("price_per_delivered_tflop_hour"), moneyJson(*perTflop));
    return o;
}

SmokeSummary SmokeSummary::fromJson(const QJsonObject& o)
{
    SmokeSummary s;
    s.gpus = std::clamp(o.value(QLatin1String("gpus")).toInt(), 0, 65536);
    const QJsonObject measured = o.value(QLatin1String("measured")).toObject();
    const QJsonObject promised = o.value(QLatin1String("promised")).toObject();
    s.tflops = numberAt(measured, "tflops_bf16");
    s.bandwidthGBps = numberAt(measured, "bandwidth_gbps");
    s.memoryMiB = numberAt(measured, "memory_mib");
    s.tflopsPromised = numberAt(promised, "tflops_bf16");
    s.bandwidthPromised = numberAt(promised, "bandwidth_gbps");
    s.memoryPromisedMiB = numberAt(promised, "memory_mib");
    const QJsonObject price = o.value(QLatin1String("price_per_hour")).toObject();
    const std::optional<Currency> currency = currencyFromCode(price.value(QLatin1String("currency")).toString());
    if (const auto amount = numberAt(price, "amount"); amount && currency)
        s.pricePerHour = Money{*amount, *currency};
    return s;
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
        if (const std::optional<SmokeCheck::Status> known = fromCode(kStatusCodes, status))
            check.status = *known;
        else
            return invalid(
                InstanceRecords::tr("smoke check \"%1\" has status \"%2\" (pass, warn, fail or skipped expected)")
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
    r.level = o.value(QLatin1String("level")).toString();
    r.hostKey = o.value(QLatin1String("host_key")).toString();
    if (o.value(QLatin1String("summary")).isObject())
        r.summary = SmokeSummary::fromJson(o.value(QLatin1String("summary")).toObject());
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
           InstanceRecords::tr("%n failed", nullptr, count(SmokeCheck::Status::Fail)) +
           (count(SmokeCheck::Status::Skipped) > 0
                ? QStringLiteral(", ") + InstanceRecords::tr("%n skipped", nullptr, count(SmokeCheck::Status::Skipped))
                : QString());
}

QString SmokeRecord::toMarkdown() const
{
    QString md = InstanceRecords::tr("# Smoke test of %1").arg(target) + QStringLiteral("\n\n");
    md += InstanceRecords::tr("Run at %1 (UTC)").arg(at.toUTC().toString(Qt::ISODate));
    if (!offerId.isEmpty())
        md += InstanceRecords::tr(", checked against offer %1").arg(offerId);
    md += QStringLiteral(".\n\n");
    md += countsText() + QStringLiteral(".\n\n");
    if (summary && !summary->describe().isEmpty())
        md += summary->describe() + QStringLiteral("\n\n");
    md += QStringLiteral("| %1 | %2 | %3 | %4 | %5 |\n|---|---|---|---|---|\n")
              .arg(InstanceRecords::tr("Result"), InstanceRecords::tr("Check"), InstanceRecords::tr("Measured"),
                   InstanceRecords::tr("Expected"), InstanceRecords::tr("What it means"));
    for (const SmokeCheck& c : checks)
        md += QStringLiteral("| %1 | %2 | %3 | %4 | %5 |\n")
                  .arg(InstanceRecords::statusCode(c.status), markdownCell(c.id), markdownCell(c.measured),
                       markdownCell(c.expected), markdownCell(c.message));
    if (!hostKey.isEmpty())
        md += QStringLiteral("\n") + InstanceRecords::tr("Host key: %1").arg(hostKey) + QStringLiteral("\n");
    md += QStringLiteral("\n") +
          InstanceRecords::tr("SHA-256 of the JSON report: %1 (check it with gpuplanner-cli report verify)")
              .arg(toJson().value(QLatin1String("digest")).toString()) +
          QStringLiteral("\n");
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

QJsonObject JobRecord::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("target"), target);
    if (!offerId.isEmpty())
        o.insert(QStringLiteral("offer"), offerId);
    o.insert(QStringLiteral("name"), name);
    o.insert(QStringLiteral("state"), state);
    if (exitCode)
        o.insert(QStringLiteral("exit"), *exitCode);
    o.insert(QStringLiteral("started"), started.toUTC().toString(Qt::ISODate));
    o.insert(QStringLiteral("ended"), ended.toUTC().toString(Qt::ISODate));
    o.insert(QStringLiteral("gpus"), gpus);
    o.insert(QStringLiteral("gpu_hours"), gpuHours);
    if (cost) {
        o.insert(QStringLiteral("amount"), cost->amount);
        o.insert(QStringLiteral("currency"), currencyCode(cost->currency));
    }
    return o;
}

std::optional<double> BilledRate::difference(const ExchangeRate& rate) const
{
    const double expectedHere = rate.convert(expected, billed.currency).amount;
    if (!(expectedHere > 0))
        return std::nullopt;
    return (billed.amount - expectedHere) / expectedHere;
}

bool BilledRate::differs(const ExchangeRate& rate) const
{
    const std::optional<double> d = difference(rate);
    return d && std::abs(*d) > kTolerance;
}

QString BilledRate::describe(const ExchangeRate& rate) const
{
    const std::optional<double> d = difference(rate);
    const QString from = expectedFrom == QLatin1String("catalog")
                             ? InstanceRecords::tr("the catalog")
                             : InstanceRecords::tr("the price confirmed at launch");
    const QString billedText = InstanceRecords::tr("%1/h").arg(ExchangeRate::format(billed, 3));
    const QString expectedText = InstanceRecords::tr("%1/h").arg(ExchangeRate::format(expected, 3));
    if (!d)
        return InstanceRecords::tr("Billed %1; nothing was expected to compare with.").arg(billedText);
    const QString percent = QLocale().toString(std::abs(*d) * 100.0, 'f', 1);
    if (std::abs(*d) <= kTolerance)
        return InstanceRecords::tr("Billed %1, expected %2 from %3: within 5 %.").arg(billedText, expectedText, from);
    return (*d > 0 ? InstanceRecords::tr("Billed %1, expected %2 from %3: %4 % more.")
                   : InstanceRecords::tr("Billed %1, expected %2 from %3: %4 % less."))
        .arg(billedText, expectedText, from, percent);
}

QJsonObject BilledRate::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("target"), target);
    if (!offerId.isEmpty())
        o.insert(QStringLiteral("offer"), offerId);
    o.insert(QStringLiteral("provider"), providerId);
    o.insert(QStringLiteral("instance"), instanceId);
    o.insert(QStringLiteral("at"), at.toUTC().toString(Qt::ISODate));
    o.insert(QStringLiteral("billed"), billed.amount);
    o.insert(QStringLiteral("billed_currency"), currencyCode(billed.currency));
    o.insert(QStringLiteral("expected"), expected.amount);
    o.insert(QStringLiteral("expected_currency"), currencyCode(expected.currency));
    o.insert(QStringLiteral("expected_from"), expectedFrom);
    return o;
}

Result<BilledRate> BilledRate::fromJson(const QJsonObject& o)
{
    BilledRate r;
    r.target = o.value(QLatin1String("target")).toString();
    r.offerId = o.value(QLatin1String("offer")).toString();
    r.providerId = o.value(QLatin1String("provider")).toString();
    r.instanceId = o.value(QLatin1String("instance")).toString();
    r.at = QDateTime::fromString(o.value(QLatin1String("at")).toString(), Qt::ISODate);
    if (!r.at.isValid())
        return invalid(InstanceRecords::tr("a billed rate has no valid \"at\" time (ISO 8601 expected)"));
    r.billed.amount = o.value(QLatin1String("billed")).toDouble(-1);
    r.expected.amount = o.value(QLatin1String("expected")).toDouble(-1);
    if (!std::isfinite(r.billed.amount) || r.billed.amount < 0 || !std::isfinite(r.expected.amount) ||
        r.expected.amount < 0 || r.billed.amount > kMaxMoneyAmount || r.expected.amount > kMaxMoneyAmount)
        return invalid(InstanceRecords::tr("a billed rate needs non-negative \"billed\" and \"expected\" amounts"));
    const std::optional<Currency> billedIn = currencyFromCode(o.value(QLatin1String("billed_currency")).toString());
    const std::optional<Currency> expectedIn = currencyFromCode(o.value(QLatin1String("expected_currency")).toString());
    if (!billedIn || !expectedIn)
        return invalid(InstanceRecords::tr("a billed rate needs billed_currency and expected_currency (CNY or USD)"));
    r.billed.currency = *billedIn;
    r.expected.currency = *expectedIn;
    r.expectedFrom = o.value(QLatin1String("expected_from")).toString();
    if (r.expectedFrom != QLatin1String("catalog") && r.expectedFrom != QLatin1String("launch"))
        return invalid(InstanceRecords::tr("a billed rate's expected_from is \"%1\" (catalog or launch expected)")
                           .arg(r.expectedFrom));
    return r;
}

Result<JobRecord> JobRecord::fromJson(const QJsonObject& o)
{
    JobRecord r;
    r.target = o.value(QLatin1String("target")).toString();
    r.offerId = o.value(QLatin1String("offer")).toString();
    r.name = o.value(QLatin1String("name")).toString();
    r.state = o.value(QLatin1String("state")).toString();
    if (r.name.isEmpty())
        return invalid(InstanceRecords::tr("a job run has no \"name\""));
    if (o.contains(QLatin1String("exit")))
        r.exitCode = o.value(QLatin1String("exit")).toInt();
    r.started = QDateTime::fromString(o.value(QLatin1String("started")).toString(), Qt::ISODate);
    r.ended = QDateTime::fromString(o.value(QLatin1String("ended")).toString(), Qt::ISODate);
    if (!r.started.isValid() || !r.ended.isValid() || r.ended < r.started)
        return invalid(InstanceRecords::tr("job run \"%1\" needs valid \"started\" and \"ended\" times (ISO 8601, "
                                           "the end not before the start)")
                           .arg(r.name));
    r.gpus = o.value(QLatin1String("gpus")).toInt(0);
    r.gpuHours = o.value(QLatin1String("gpu_hours")).toDouble(-1);
    // GPU-hours follow from the GPUs and the run's length: a figure above that is not a record of this run.
    const double most = r.gpus * (r.started.secsTo(r.ended) / 3600.0) * 1.001 + 1e-6;
    if (r.gpus < 1 || r.gpus > 4096 || !std::isfinite(r.gpuHours) || r.gpuHours < 0 || r.gpuHours > most)
        return invalid(InstanceRecords::tr("job run \"%1\" needs \"gpus\" from 1 to 4096 and \"gpu_hours\" from 0 "
                                           "to gpus × the hours between \"started\" and \"ended\"")
                           .arg(r.name));
    if (o.contains(QLatin1String("amount"))) {
        const double amount = o.value(QLatin1String("amount")).toDouble(-1);
        const std::optional<Currency> currency = currencyFromCode(o.value(QLatin1String("currency")).toString());
        if (!std::isfinite(amount) || amount < 0 || !currency)
            return invalid(InstanceRecords::tr("job run \"%1\" needs a non-negative \"amount\" and a \"currency\" "
                                               "(CNY or USD)")
                               .arg(r.name));
        r.cost = Money{amount, *currency};
    }
    return r;
}

int InstanceRecords::recordJobRuns(QList<JobRecord>& into, const QList<JobRecord>& runs)
{
    int changed = 0;
    for (const JobRecord& run : runs) {
        const auto same = std::find_if(into.begin(), into.end(), [&](const JobRecord& r) { return r.sameRun(run); });
        if (same == into.end()) {
            into << run;
            ++changed;
        } else if (same->toJson() != run.toJson()) {
            *same = run;
            ++changed;
        }
    }
    return changed;
}

double InstanceRecords::totalGpuHours(const QList<JobRecord>& records)
{
    double total = 0;
    for (const JobRecord& r : records)
        total += r.gpuHours;
    return total;
}

} // namespace gp
