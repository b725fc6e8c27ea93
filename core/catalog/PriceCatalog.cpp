#include "core/catalog/PriceCatalog.h"

#include "core/catalog/Citation.h"
#include "core/catalog/GpuCatalog.h"
#include "core/common/CodeTable.h"
#include "core/common/SafeRead.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <array>
#include <cmath>

namespace gp {

namespace {

constexpr CodeTable<BillingMode, 6> kModes{{{BillingMode::Hourly, "hourly"},
                                            {BillingMode::Daily, "daily"},
                                            {BillingMode::Weekly, "weekly"},
                                            {BillingMode::Monthly, "monthly"},
                                            {BillingMode::Spot, "spot"},
                                            {BillingMode::PerTask, "per_task"}}};
constexpr CodeTable<Confidence, 3> kConfidences{
    {{Confidence::Listed, "listed"}, {Confidence::Observed, "observed"}, {Confidence::Reported, "reported"}}};
constexpr CodeTable<Granularity, 7> kGranularities{{{Granularity::Second, "second"},
                                                    {Granularity::Minute, "minute"},
                                                    {Granularity::Hour, "hour"},
                                                    {Granularity::Day, "day"},
                                                    {Granularity::Week, "week"},
                                                    {Granularity::Month, "month"},
                                                    {Granularity::Task, "task"}}};

// Walks one provider document, remembering every problem with its JSON path.
class Validator
{
public:
    Validator(const QString& file, const GpuCatalog& gpus) : m_file(file), m_gpus(gpus) {}

    void error(const QString& path, const QString& message)
    {
        m_problems.append({CatalogProblem::Severity::Error, m_file, path, message});
    }
    void warning(const QString& path, const QString& message)
    {
        m_problems.append({CatalogProblem::Severity::Warning, m_file, path, message});
    }
    bool hasErrors() const
    {
        return std::any_of(m_problems.cbegin(), m_problems.cend(),
                           [](const CatalogProblem& p) { return p.severity == CatalogProblem::Severity::Error; });
    }
    QList<CatalogProblem> problems() const { return m_problems; }

    // What the provider's public record was searched for and does not give: said, never guessed.
    QStringList notPublished(const QJsonValue& value)
    {
        static const QStringList codes = Provider::notPublishedCodes();
        QStringList out;
        if (value.isUndefined() || value.isNull())
            return out;
        const QJsonArray array = value.toArray();
        if (!value.isArray())
            error(QStringLiteral("provider.not_published"), PriceCatalog::tr("must be a list"));
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QString code = array.at(i).toString();
            if (codes.contains(code) && !out.contains(code))
                out << code;
            else
                error(QStringLiteral("provider.not_published[%1]").arg(i),
                      PriceCatalog::tr("\"%1\" is not one of %2").arg(code, codes.join(QStringLiteral(", "))));
        }
        return out;
    }

    // A catalog price must say where a person can check it; a commit has a date, so a price read from one has it too.
    void checkCitation(const QString& source, const QDate& date, const QString& path)
    {
        if (source.isEmpty())
            return; // already reported as required
        if (const QString problem = Citation::problem(source); !problem.isEmpty())
            error(path + QStringLiteral(".source"), problem);
        else if (Citation::parseRepo(source) && !date.isValid())
            error(path + QStringLiteral(".date"),
                  PriceCatalog::tr("a commit has a date: write the commit's date (git show -s --format=%cs <commit>)"));
    }

    // A required date: ISO, not in the future.
    QDate dateField(const QJsonObject& o, const char* key, const QString& path)
    {
        const QString text = requiredString(o, key, path);
        if (text.isEmpty())
            return {};
        const QDate date = QDate::fromString(text, Qt::ISODate);
        const QString field = path + QLatin1Char('.') + QLatin1String(key);
        if (!date.isValid())
            error(field, PriceCatalog::tr("\"%1\" is not a date like 2026-11-29").arg(text));
        else if (date > QDate::currentDate().addDays(1))
            error(field, PriceCatalog::tr("%1 is in the future").arg(text));
        return date.isValid() && date <= QDate::currentDate().addDays(1) ? date : QDate();
    }

    QString requiredString(const QJsonObject& o, const char* key, const QString& path)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull()) {
            error(path + QLatin1Char('.') + QLatin1String(key), PriceCatalog::tr("is required"));
            return {};
        }
        if (!v.isString() || v.toString().trimmed().isEmpty()) {
            error(path + QLatin1Char('.') + QLatin1String(key), PriceCatalog::tr("must be a non-empty text"));
            return {};
        }
        return v.toString();
    }

    // A required currency (CNY or USD); CNY after an error, which is reported with its field.
    Currency currencyField(const QJsonObject& o, const QString& path)
    {
        const QString currency = requiredString(o, "currency", path);
        if (const auto c = currencyFromCode(currency))
            return *c;
        if (!currency.isEmpty())
            error(path + QStringLiteral(".currency"),
                  PriceCatalog::tr("unknown currency \"%1\" (CNY or USD)").arg(currency));
        return Currency::CNY;
    }

    // Bounded by what a machine has: a bigger number is a mistake, and must never overflow where it is used.
    std::optional<double> optionalNumber(const QJsonObject& o, const char* key, const QString& path, double max)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull())
            return std::nullopt;
        if (!v.isDouble() || v.toDouble() < 0 || !std::isfinite(v.toDouble()) || v.toDouble() > max) {
            error(path + QLatin1Char('.') + QLatin1String(key),
                  PriceCatalog::tr("must be a number from 0 to %1, or null").arg(max));
            return std::nullopt;
        }
        return v.toDouble();
    }

    std::optional<Price> price(const QJsonValue& value, const QString& path)
    {
        if (!value.isObject()) {
            error(path, PriceCatalog::tr("must be an object"));
            return std::nullopt;
        }
        const QJsonObject o = value.toObject();
        Price p;
        const size_t before = static_cast<size_t>(m_problems.size());
        const QString mode = requiredString(o, "mode", path);
        if (!mode.isEmpty()) {
            if (const auto m = billingModeFromCode(mode))
                p.mode = *m;
            else
                error(path + QStringLiteral(".mode"),
                      PriceCatalog::tr("unknown billing mode \"%1\" (hourly, daily, weekly, monthly, spot, per_task)")
                          .arg(mode));
        }
        const QJsonValue amount = o.value(QLatin1String("amount"));
        if (!amount.isDouble()) {
            error(path + QStringLiteral(".amount"),
                  amount.isUndefined() || amount.isNull()
                      ? PriceCatalog::tr("is required; leave the price out if it is not offered")
                      : PriceCatalog::tr("must be a number"));
        } else if (!std::isfinite(amount.toDouble()) || amount.toDouble() > kMaxMoneyAmount) {
            error(path + QStringLiteral(".amount"),
                  PriceCatalog::tr("must be at most %1, not %2")
                      .arg(QLocale().toString(kMaxMoneyAmount, 'f', 0), QString::number(amount.toDouble())));
        } else if (amount.toDouble() < 0) {
            error(path + QStringLiteral(".amount"),
                  PriceCatalog::tr("must not be negative (%1)").arg(amount.toDouble()));
        } else if (amount.toDouble() == 0) {
            error(path + QStringLiteral(".amount"),
                  PriceCatalog::tr("is 0: a price that is not offered is left out, never written as 0"));
        } else {
            p.amount = amount.toDouble();
        }
        p.currency = currencyField(o, path);
        const QString granularity = requiredString(o, "granularity", path);
        if (!granularity.isEmpty()) {
            if (const auto g = granularityFromCode(granularity))
                p.granularity = *g;
            else
                error(path + QStringLiteral(".granularity"),
                      PriceCatalog::tr(
                          "unknown billing granularity \"%1\" (second, minute, hour, day, week, month, task)")
                          .arg(granularity));
        }
        p.source = requiredString(o, "source", path);
        // "date": null says the source gives no date (stale until one is known); a missing date is an error.
        if (o.value(QLatin1String("date")).isNull() && o.contains(QLatin1String("date")))
            ; // undated
        else
            p.date = dateField(o, "date", path);
        if (o.contains(QLatin1String("retrieved")))
            p.retrieved = dateField(o, "retrieved", path);
        // The mistake this rule exists for: the day a catalog was fetched written as the day its prices held, so
        // that they never turn stale, while the source itself says the date is unknown.
        if (p.date.isValid() && p.source.contains(QLatin1String("date unknown"), Qt::CaseInsensitive))
            error(path + QStringLiteral(".date"),
                  PriceCatalog::tr("the source says its date is unknown: write null (date unknown), and the day it "
                                   "was fetched in \"retrieved\""));
        const QString confidence = o.value(QLatin1String("confidence")).toString(QStringLiteral("reported"));
        if (const auto c = confidenceFromCode(confidence))
            p.confidence = *c;
        else
            error(path + QStringLiteral(".confidence"),
                  PriceCatalog::tr("unknown confidence \"%1\" (listed, observed, reported)").arg(confidence));
        p.note = o.value(QLatin1String("note")).toString();
        p.quote = o.value(QLatin1String("quote")).toString();
        const QJsonValue gpuOnly = o.value(QLatin1String("gpu_only"));
        if (!gpuOnly.isUndefined() && !gpuOnly.isBool())
            error(path + QStringLiteral(".gpu_only"), PriceCatalog::tr("must be true or false"));
        p.gpuOnly = gpuOnly.toBool(false);
        // The mistake this flag exists for: a price for the GPUs alone, read as the price of a whole machine.
        static const QRegularExpression saysGpuOnly(QStringLiteral("\\bGPU (component |part )?only\\b"),
                                                    QRegularExpression::CaseInsensitiveOption);
        if (!p.gpuOnly && saysGpuOnly.match(p.note).hasMatch())
            error(path + QStringLiteral(".gpu_only"),
                  PriceCatalog::tr("the note says the price covers the GPU only: set \"gpu_only\": true, so that "
                                   "totals do not take it for a whole instance"));
        p.aggregation = o.value(QLatin1String("aggregation")).toString();
        p.userOverride = o.value(QLatin1String("user_override")).toBool(false);
        // A catalog price must say where it can be checked; the user's own prices may cite an invoice or a quote.
        if (!p.userOverride)
            checkCitation(p.source, p.date, path);
        if (static_cast<size_t>(m_problems.size()) != before && hasErrors())
            return std::nullopt;
        return p;
    }

    std::optional<Offer> offer(const QJsonValue& value, const QString& path, QSet<QString>& ids)
    {
        if (!value.isObject()) {
            error(path, PriceCatalog::tr("must be an object"));
            return std::nullopt;
        }
        const QJsonObject o = value.toObject();
        Offer offer;
        offer.id = requiredString(o, "id", path);
        if (!offer.id.isEmpty() && ids.contains(offer.id))
            error(path + QStringLiteral(".id"), PriceCatalog::tr("\"%1\" is used by another offer").arg(offer.id));
        ids.insert(offer.id);
        offer.gpuId = requiredString(o, "gpu", path);
        if (!offer.gpuId.isEmpty() && !m_gpus.find(offer.gpuId))
            error(path + QStringLiteral(".gpu"), PriceCatalog::tr("unknown GPU id \"%1\"").arg(offer.gpuId));
        const QJsonValue count = o.value(QLatin1String("count"));
        if (!count.isDouble() || count.toDouble() < 1 || count.toDouble() != std::floor(count.toDouble()) ||
            count.toDouble() > 64)
            error(path + QStringLiteral(".count"), PriceCatalog::tr("must be a whole number of GPUs from 1 to 64"));
        else
            offer.gpuCount = count.toInt();
        if (const auto v = optionalNumber(o, "vcpus", path, 4096))
            offer.vcpus = static_cast<int>(*v);
        offer.ramGb = optionalNumber(o, "ram_gb", path, 1e6);
        offer.diskGb = optionalNumber(o, "disk_gb", path, 1e9);
        offer.usableVramGb = optionalNumber(o, "usable_vram_gb", path, 1e5);
        offer.region = o.value(QLatin1String("region")).toString();
        offer.interconnect = o.value(QLatin1String("interconnect")).toString(QStringLiteral("none"));
        offer.tier = o.value(QLatin1String("tier")).toString();
        offer.instanceType = o.value(QLatin1String("instance_type")).toString();
        offer.interconnect = offer.interconnect.trimmed();
        if (!QStringList{QStringLiteral("none"), QStringLiteral("pcie"), QStringLiteral("nvlink")}.contains(
                offer.interconnect))
            error(path + QStringLiteral(".interconnect"),
                  PriceCatalog::tr("unknown interconnect \"%1\" (none, pcie, nvlink)").arg(offer.interconnect));
        const QJsonValue cluster = o.value(QLatin1String("cluster"));
        if (!cluster.isUndefined() && !cluster.isNull()) {
            const QString where = path + QStringLiteral(".cluster");
            const QJsonObject c = cluster.toObject();
            ClusterFabric fabric;
            const QJsonValue max = c.value(QLatin1String("max_instances"));
            const QJsonValue gbps = c.value(QLatin1String("gbps"));
            if (!cluster.isObject())
                error(where, PriceCatalog::tr("must be an object"));
            else if (!max.isDouble() || max.toDouble() < 2 || max.toDouble() > 512 ||
                     max.toDouble() != std::floor(max.toDouble()))
                error(where + QStringLiteral(".max_instances"),
                      PriceCatalog::tr("must be a whole number of instances from 2 to 512"));
            else if (!clusterFabricCodes().contains(c.value(QLatin1String("fabric")).toString()))
                error(where + QStringLiteral(".fabric"),
                      PriceCatalog::tr("must be one of %1").arg(clusterFabricCodes().join(QStringLiteral(", "))));
            else if (!gbps.isDouble() || !(gbps.toDouble() > 0) || gbps.toDouble() > 100000)
                error(where + QStringLiteral(".gbps"),
                      PriceCatalog::tr("must be the instance's network bandwidth in Gb/s, above 0 and at most 100000"));
            else {
                fabric.maxInstances = max.toInt();
                fabric.fabric = c.value(QLatin1String("fabric")).toString();
                fabric.gbps = gbps.toDouble();
                fabric.source = requiredString(c, "source", where);
                offer.cluster = fabric;
            }
        }
        const QJsonValue prices = o.value(QLatin1String("prices"));
        if (!prices.isArray() || prices.toArray().isEmpty()) {
            error(path + QStringLiteral(".prices"), PriceCatalog::tr("must be a non-empty list of prices"));
            return std::nullopt;
        }
        const QJsonArray array = prices.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            if (const auto p = price(array.at(i), path + QStringLiteral(".prices[%1]").arg(i)))
                offer.prices << *p;
        }
        // Prices of one offer are compared with each other (spot against on-demand, monthly against hourly): a median
        // of marketplace offers beside a list price or a floor compares two different things.
        QSet<QString> kinds;
        for (const Price& p : std::as_const(offer.prices))
            kinds << (p.aggregation.isEmpty() ? QStringLiteral("list") : p.aggregation);
        if (kinds.size() > 1) {
            QStringList names = kinds.values();
            names.sort();
            error(path + QStringLiteral(".prices"),
                  PriceCatalog::tr("mixes prices of different kinds (%1): a median of offers cannot be set against a "
                                   "list price or a floor; give every price of the offer the same \"aggregation\", "
                                   "or split the offer")
                      .arg(names.join(QStringLiteral(", "))));
        }
        // Plausibility, not validity: a spot price at or above on-demand is a known catalog defect.
        const auto hourly = offer.price(BillingMode::Hourly);
        const auto spot = offer.price(BillingMode::Spot);
        if (hourly && spot && spot->currency == hourly->currency && spot->amount >= hourly->amount)
            warning(path + QStringLiteral(".prices"),
                    PriceCatalog::tr("the spot price (%1) is not below the hourly price (%2)")
                        .arg(spot->amount)
                        .arg(hourly->amount));
        return offer;
    }

    std::optional<ProviderFees> fees(const QJsonValue& value, const QString& path)
    {
        if (value.isUndefined() || value.isNull())
            return std::nullopt;
        if (!value.isObject()) {
            error(path, PriceCatalog::tr("must be an object"));
            return std::nullopt;
        }
        const QJsonObject o = value.toObject();
        ProviderFees f;
        const size_t before = static_cast<size_t>(m_problems.size());
        f.currency = currencyField(o, path);
        f.diskGbMonth = optionalNumber(o, "disk_gb_month", path, 1e4);
        f.stoppedDiskGbMonth = optionalNumber(o, "stopped_disk_gb_month", path, 1e4);
        f.egressGb = optionalNumber(o, "egress_gb", path, 1e4);
        f.includedDiskGb = optionalNumber(o, "included_disk_gb", path, 1e6).value_or(0.0);
        f.source = requiredString(o, "source", path);
        if (!(o.value(QLatin1String("date")).isNull() && o.contains(QLatin1String("date"))))
            f.date = dateField(o, "date", path);
        f.note = o.value(QLatin1String("note")).toString();
        f.quote = o.value(QLatin1String("quote")).toString();
        checkCitation(f.source, f.date, path);
        if (!f.diskGbMonth && !f.stoppedDiskGbMonth && !f.egressGb)
            error(path, PriceCatalog::tr("names no fee: give disk_gb_month, stopped_disk_gb_month or egress_gb"));
        if (static_cast<size_t>(m_problems.size()) != before && hasErrors())
            return std::nullopt;
        return f;
    }

private:
    QString m_file;
    const GpuCatalog& m_gpus;
    QList<CatalogProblem> m_problems;
};

} // namespace

QString billingModeCode(BillingMode mode)
{
    return codeOf(kModes, mode);
}

QString billingModeName(BillingMode mode)
{
    switch (mode) {
    case BillingMode::Hourly:
        return PriceCatalog::tr("hourly");
    case BillingMode::Daily:
        return PriceCatalog::tr("daily");
    case BillingMode::Weekly:
        return PriceCatalog::tr("weekly");
    case BillingMode::Monthly:
        return PriceCatalog::tr("monthly");
    case BillingMode::Spot:
        return PriceCatalog::tr("spot");
    case BillingMode::PerTask:
        return PriceCatalog::tr("per task");
    }
    return {};
}

std::optional<BillingMode> billingModeFromCode(const QString& code)
{
    return fromCode(kModes, code);
}

QString confidenceCode(Confidence confidence)
{
    return codeOf(kConfidences, confidence);
}

std::optional<Confidence> confidenceFromCode(const QString& code)
{
    return fromCode(kConfidences, code);
}

QString confidenceName(Confidence confidence)
{
    switch (confidence) {
    case Confidence::Listed:
        return PriceCatalog::tr("listed");
    case Confidence::Observed:
        return PriceCatalog::tr("observed");
    case Confidence::Reported:
        return PriceCatalog::tr("reported");
    }
    return {};
}

QString Price::dateText() const
{
    return date.isValid() ? date.toString(Qt::ISODate) : PriceCatalog::tr("date unknown");
}

QString granularityCode(Granularity granularity)
{
    return codeOf(kGranularities, granularity);
}

std::optional<Granularity> granularityFromCode(const QString& code)
{
    return fromCode(kGranularities, code);
}

double granularityHours(Granularity granularity)
{
    switch (granularity) {
    case Granularity::Second:
        return 1.0 / 3600.0;
    case Granularity::Minute:
        return 1.0 / 60.0;
    case Granularity::Hour:
        return 1.0;
    case Granularity::Day:
        return 24.0;
    case Granularity::Week:
        return 168.0;
    case Granularity::Month:
        return 720.0;
    case Granularity::Task:
        break;
    }
    return 0.0;
}

Result<CatalogExchangeRate> PriceCatalog::parseExchangeRate(const QJsonValue& value, const QString& where)
{
    const QJsonObject o = value.toObject();
    const QJsonValue rate = o.value(QLatin1String("cny_per_usd"));
    const QDate date = QDate::fromString(o.value(QLatin1String("date")).toString(), Qt::ISODate);
    const QString source = o.value(QLatin1String("source")).toString().trimmed();
    const auto bad = [&](const QString& field, const QString& why) -> Result<CatalogExchangeRate> {
        return Error{QStringLiteral("catalog.exchange_rate"), tr("%1: exchange_rate.%2 %3").arg(where, field, why)};
    };
    if (!value.isObject())
        return Error{QStringLiteral("catalog.exchange_rate"),
                     tr("%1: exchange_rate must be an object with cny_per_usd, date and source").arg(where)};
    if (!rate.isDouble() || !(rate.toDouble() >= 0.01) || !(rate.toDouble() <= 1000))
        return bad(QStringLiteral("cny_per_usd"), tr("must be a number from 0.01 to 1000"));
    if (!date.isValid() || date > QDate::currentDate().addDays(1))
        return bad(QStringLiteral("date"), tr("must be the day the rate held, like 2026-11-27"));
    if (source.isEmpty())
        return bad(QStringLiteral("source"), tr("must say where the rate comes from"));
    return CatalogExchangeRate{rate.toDouble(), date, source, o.value(QLatin1String("quote")).toString()};
}

QStringList clusterFabricCodes()
{
    return {QStringLiteral("infiniband"), QStringLiteral("roce"), QStringLiteral("efa"), QStringLiteral("ethernet")};
}

double billingUnitHours(BillingMode mode)
{
    switch (mode) {
    case BillingMode::Hourly:
    case BillingMode::Spot:
        return granularityHours(Granularity::Hour);
    case BillingMode::Daily:
        return granularityHours(Granularity::Day);
    case BillingMode::Weekly:
        return granularityHours(Granularity::Week);
    case BillingMode::Monthly:
        return granularityHours(Granularity::Month);
    case BillingMode::PerTask:
        break;
    }
    return 0.0;
}

std::optional<Price> Offer::price(BillingMode mode) const
{
    std::optional<Price> best;
    for (const Price& p : prices) {
        if (p.mode != mode)
            continue;
        if (!best || (p.userOverride && !best->userOverride) ||
            (p.userOverride == best->userOverride && p.date > best->date))
            best = p;
    }
    return best;
}

QString PriceCatalog::gpuOnlyLeftOut(const QStringList& offerIds)
{
    return tr("%n offer(s) list a price for the GPUs only, with the host machine billed apart, so they are left out "
              "of the totals: %1.",
              nullptr, static_cast<int>(offerIds.size()))
        .arg(offerIds.join(QStringLiteral(", ")));
}

std::optional<Price> Offer::instancePrice(BillingMode mode) const
{
    std::optional<Price> p = price(mode);
    if (p && p->gpuOnly)
        return std::nullopt;
    return p;
}

bool Offer::hasGpuOnlyPrices() const
{
    return std::any_of(prices.cbegin(), prices.cend(), [](const Price& p) { return p.gpuOnly; });
}

QString CatalogProblem::toString() const
{
    const QString kind = severity == Severity::Error ? PriceCatalog::tr("error") : PriceCatalog::tr("warning");
    return QStringLiteral("%1: %2: %3: %4").arg(file, path.isEmpty() ? QStringLiteral("$") : path, kind, message);
}

std::optional<Price> PriceCatalog::parsePrice(const QJsonValue& value,
                                              const QString& file,
                                              const QString& path,
                                              QList<CatalogProblem>* problems)
{
    Validator v(file, GpuCatalog::builtIn());
    std::optional<Price> p = v.price(value, path);
    if (problems)
        problems->append(v.problems());
    return v.hasErrors() ? std::nullopt : p;
}

ProviderParse PriceCatalog::parseProvider(const QByteArray& json, const QString& fileName, const GpuCatalog& gpus)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return {std::nullopt,
                {{CatalogProblem::Severity::Error, fileName, QString(),
                  tr("not valid JSON at byte %1: %2").arg(parseError.offset).arg(parseError.errorString())}}};
    }
    if (!doc.isObject())
        return {std::nullopt, {{CatalogProblem::Severity::Error, fileName, QString(), tr("must be a JSON object")}}};
    return parseProvider(doc.object(), fileName, gpus);
}

ProviderParse PriceCatalog::parseProvider(const QJsonObject& root, const QString& fileName, const GpuCatalog& gpus)
{
    Validator v(fileName, gpus);
    const QJsonValue version = root.value(QLatin1String("schema_version"));
    if (!version.isDouble()) {
        v.error(QStringLiteral("schema_version"),
                tr("is required (this version of GPU Planner reads %1)").arg(kSchemaVersion));
        return {std::nullopt, v.problems()};
    }
    if (version.toInt() > kSchemaVersion) {
        v.error(QStringLiteral("schema_version"),
                tr("%1 is newer than this version of GPU Planner understands (%2): update GPU Planner")
                    .arg(version.toInt())
                    .arg(kSchemaVersion));
        return {std::nullopt, v.problems()};
    }
    Provider provider;
    provider.file = fileName;
    const QJsonValue p = root.value(QLatin1String("provider"));
    if (!p.isObject()) {
        v.error(QStringLiteral("provider"), tr("must be an object with id and name"));
    } else {
        const QJsonObject o = p.toObject();
        provider.id = v.requiredString(o, "id", QStringLiteral("provider"));
        static const QRegularExpression idPattern(QStringLiteral("^[a-z0-9][a-z0-9._-]*$"));
        if (!provider.id.isEmpty() && !idPattern.match(provider.id).hasMatch())
            v.error(QStringLiteral("provider.id"),
                    tr("\"%1\" must use lower-case letters, digits, '.', '_' and '-'").arg(provider.id));
        provider.name = v.requiredString(o, "name", QStringLiteral("provider"));
        provider.nameZh = o.value(QLatin1String("name_zh")).toString(provider.name);
        provider.country = o.value(QLatin1String("country")).toString();
        provider.website = o.value(QLatin1String("website")).toString();
        provider.billingNotes = o.value(QLatin1String("billing_notes")).toString();
        provider.catalogNotes = o.value(QLatin1String("catalog_notes")).toString();
        provider.notPublished = v.notPublished(o.value(QLatin1String("not_published")));
    }
    provider.fees = v.fees(root.value(QLatin1String("fees")), QStringLiteral("fees"));
    const QJsonValue offers = root.value(QLatin1String("offers"));
    if (!offers.isArray()) {
        v.error(QStringLiteral("offers"), tr("must be a list of offers"));
    } else {
        QSet<QString> ids;
        const QJsonArray array = offers.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            if (const auto offer = v.offer(array.at(i), QStringLiteral("offers[%1]").arg(i), ids))
                provider.offers << *offer;
        }
    }
    if (v.hasErrors())
        return {std::nullopt, v.problems()};
    return {provider, v.problems()};
}

const PriceCatalog& PriceCatalog::builtIn()
{
    static const PriceCatalog catalog = [] {
        PriceCatalog c;
        QDir dir(QStringLiteral(":/catalog/providers"));
        for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
            QFile file(dir.filePath(name));
            file.open(QIODevice::ReadOnly);
            const ProviderParse parsed = parseProvider(file.readAll(), name, GpuCatalog::builtIn());
            Q_ASSERT(parsed.ok()); // the shipped files are validated by the test suite
            if (parsed.ok())
                c.m_providers << *parsed.provider;
        }
        QFile rate(QStringLiteral(":/catalog/exchange_rate.json"));
        rate.open(QIODevice::ReadOnly);
        const Result<CatalogExchangeRate> parsed =
            parseExchangeRate(QJsonDocument::fromJson(rate.readAll()).object(), QStringLiteral("exchange_rate.json"));
        Q_ASSERT(parsed.ok()); // tested with the shipped files
        if (parsed.ok())
            c.m_rate = *parsed;
        return c;
    }();
    return catalog;
}

PriceCatalog
PriceCatalog::load(const QString& userDir, QList<CatalogProblem>* problems, const QList<Provider>& refreshed)
{
    PriceCatalog catalog = builtIn();
    for (const Provider& provider : refreshed)
        catalog.replace(provider);
    if (userDir.isEmpty())
        return catalog;
    QDir dir(userDir);
    for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        const QString path = dir.filePath(name);
        const Result<QByteArray> text = SafeRead::read(path, kMaxFileBytes);
        if (!text.ok()) {
            const CatalogProblem problem{CatalogProblem::Severity::Error, path, QString(), text.error().message};
            catalog.m_skipped << problem;
            if (problems)
                problems->append(problem);
            continue;
        }
        ProviderParse parsed = parseProvider(*text, path, GpuCatalog::builtIn());
        if (problems)
            problems->append(parsed.problems);
        if (parsed.ok()) {
            parsed.provider->userDefined = true;
            catalog.merge(*parsed.provider);
        } else {
            const auto firstError =
                std::find_if(parsed.problems.cbegin(), parsed.problems.cend(),
                             [](const CatalogProblem& p) { return p.severity == CatalogProblem::Severity::Error; });
            catalog.m_skipped << (firstError != parsed.problems.cend()
                                      ? *firstError
                                      : CatalogProblem{CatalogProblem::Severity::Error, path, QString(), QString()});
        }
    }
    return catalog;
}

void PriceCatalog::merge(const Provider& user)
{
    Provider marked = user;
    for (Offer& offer : marked.offers)
        for (Price& price : offer.prices)
            price.userOverride = true;
    for (Provider& existing : m_providers) {
        if (existing.id != user.id)
            continue;
        for (const Offer& offer : marked.offers) {
            auto it = std::find_if(existing.offers.begin(), existing.offers.end(),
                                   [&](const Offer& o) { return o.id == offer.id; });
            if (it == existing.offers.end()) {
                existing.offers << offer;
            } else {
                // The user's prices join the catalog's; Offer::price() prefers them for their modes.
                it->prices << offer.prices;
                if (offer.usableVramGb)
                    it->usableVramGb = offer.usableVramGb;
            }
        }
        existing.userDefined = true;
        return;
    }
    m_providers << marked;
}

void PriceCatalog::replace(const Provider& provider)
{
    for (Provider& existing : m_providers) {
        if (existing.id == provider.id) {
            existing = provider;
            return;
        }
    }
    m_providers << provider;
}

std::optional<Provider> PriceCatalog::provider(const QString& id) const
{
    for (const Provider& p : m_providers)
        if (p.id == id)
            return p;
    return std::nullopt;
}

std::optional<Offer> PriceCatalog::offer(const QString& offerId) const
{
    for (const Provider& p : m_providers)
        for (const Offer& o : p.offers)
            if (o.id == offerId)
                return o;
    return std::nullopt;
}

int PriceCatalog::offerCount() const
{
    int n = 0;
    for (const Provider& p : m_providers)
        n += static_cast<int>(p.offers.size());
    return n;
}

} // namespace gp
