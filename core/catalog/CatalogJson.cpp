#include "core/catalog/PriceCatalog.h"

#include "core/catalog/GpuCatalog.h"

#include <QJsonArray>
#include <QLocale>

// The one writer of the catalog schema (docs/catalog-schema.md): catalog files, `catalog list --json`, `compare
// --json`'s prices and the price history all go through here, and so do the GPUs `catalog list --json` shows.

namespace gp {

QJsonObject priceJson(const Price& price, const QDate& today)
{
    QJsonObject j;
    j.insert(QStringLiteral("mode"), billingModeCode(price.mode));
    j.insert(QStringLiteral("amount"), price.amount);
    j.insert(QStringLiteral("currency"), currencyCode(price.currency));
    j.insert(QStringLiteral("granularity"), granularityCode(price.granularity));
    j.insert(QStringLiteral("source"), price.source);
    j.insert(QStringLiteral("date"),
             price.date.isValid() ? QJsonValue(price.date.toString(Qt::ISODate)) : QJsonValue());
    if (price.retrieved.isValid())
        j.insert(QStringLiteral("retrieved"), price.retrieved.toString(Qt::ISODate));
    j.insert(QStringLiteral("confidence"), confidenceCode(price.confidence));
    if (!price.quote.isEmpty())
        j.insert(QStringLiteral("quote"), price.quote);
    if (!price.note.isEmpty())
        j.insert(QStringLiteral("note"), price.note);
    if (!price.aggregation.isEmpty())
        j.insert(QStringLiteral("aggregation"), price.aggregation);
    if (today.isValid())
        j.insert(QStringLiteral("gpu_only"), price.gpuOnly); // `catalog list --json`: always there
    else if (price.gpuOnly)
        j.insert(QStringLiteral("gpu_only"), true);
    if (today.isValid()) { // for people and scripts reading today's prices, not for a catalog file
        j.insert(QStringLiteral("stale"), price.isStale(today));
        j.insert(QStringLiteral("age_days"),
                 price.date.isValid() ? QJsonValue(price.date.daysTo(today)) : QJsonValue()); // null: undated
        j.insert(QStringLiteral("user_override"), price.userOverride);
    } else if (price.userOverride) {
        j.insert(QStringLiteral("user_override"), true);
    }
    return j;
}

QJsonObject ProviderFees::toJson() const
{
    const auto optional = [](const std::optional<double>& v) { return v ? QJsonValue(*v) : QJsonValue(); };
    QJsonObject j;
    j.insert(QStringLiteral("currency"), currencyCode(currency));
    j.insert(QStringLiteral("disk_gb_month"), optional(diskGbMonth));
    j.insert(QStringLiteral("stopped_disk_gb_month"), optional(stoppedDiskGbMonth));
    j.insert(QStringLiteral("egress_gb"), optional(egressGb));
    if (includedDiskGb > 0)
        j.insert(QStringLiteral("included_disk_gb"), includedDiskGb);
    j.insert(QStringLiteral("source"), source);
    j.insert(QStringLiteral("date"), date.isValid() ? QJsonValue(date.toString(Qt::ISODate)) : QJsonValue());
    if (!quote.isEmpty())
        j.insert(QStringLiteral("quote"), quote);
    if (!note.isEmpty())
        j.insert(QStringLiteral("note"), note);
    return j;
}

QString Provider::displayName() const
{
    return QLocale().language() == QLocale::Chinese && !nameZh.isEmpty() ? nameZh : name;
}

QJsonObject offerJson(const Offer& offer, const QDate& today)
{
    const auto optional = [](const auto& value) { return value ? QJsonValue(*value) : QJsonValue(); };
    QJsonObject o;
    o.insert(QStringLiteral("id"), offer.id);
    o.insert(QStringLiteral("gpu"), offer.gpuId);
    o.insert(QStringLiteral("count"), offer.gpuCount);
    o.insert(QStringLiteral("vcpus"), optional(offer.vcpus));
    o.insert(QStringLiteral("ram_gb"), optional(offer.ramGb));
    o.insert(QStringLiteral("disk_gb"), optional(offer.diskGb));
    o.insert(QStringLiteral("region"), offer.region);
    o.insert(QStringLiteral("interconnect"), offer.interconnect);
    o.insert(QStringLiteral("usable_vram_gb"), optional(offer.usableVramGb));
    if (!offer.tier.isEmpty())
        o.insert(QStringLiteral("tier"), offer.tier);
    if (!offer.instanceType.isEmpty())
        o.insert(QStringLiteral("instance_type"), offer.instanceType);
    if (offer.cluster) {
        o.insert(QStringLiteral("cluster"), QJsonObject{{QStringLiteral("max_instances"), offer.cluster->maxInstances},
                                                        {QStringLiteral("fabric"), offer.cluster->fabric},
                                                        {QStringLiteral("gbps"), offer.cluster->gbps},
                                                        {QStringLiteral("source"), offer.cluster->source}});
    }
    QJsonArray prices;
    for (const Price& price : offer.prices)
        prices.append(priceJson(price, today));
    o.insert(QStringLiteral("prices"), prices);
    return o;
}

QJsonObject PriceCatalog::toJson(const Provider& provider)
{
    QJsonObject p;
    p.insert(QStringLiteral("id"), provider.id);
    p.insert(QStringLiteral("name"), provider.name);
    p.insert(QStringLiteral("name_zh"), provider.nameZh);
    p.insert(QStringLiteral("country"), provider.country);
    p.insert(QStringLiteral("website"), provider.website);
    p.insert(QStringLiteral("billing_notes"), provider.billingNotes);
    if (!provider.catalogNotes.isEmpty())
        p.insert(QStringLiteral("catalog_notes"), provider.catalogNotes);
    if (!provider.notPublished.isEmpty())
        p.insert(QStringLiteral("not_published"), QJsonArray::fromStringList(provider.notPublished));
    QJsonArray offers;
    for (const Offer& offer : provider.offers)
        offers.append(offerJson(offer));
    QJsonObject root;
    root.insert(QStringLiteral("schema_version"), kSchemaVersion);
    root.insert(QStringLiteral("provider"), p);
    if (provider.fees)
        root.insert(QStringLiteral("fees"), provider.fees->toJson());
    root.insert(QStringLiteral("offers"), offers);
    return root;
}

QJsonObject CatalogExchangeRate::toJson() const
{
    QJsonObject o = rate().toJson();
    if (!quote.isEmpty())
        o.insert(QStringLiteral("quote"), quote);
    return o;
}

QStringList Provider::notPublishedCodes()
{
    return {QStringLiteral("hourly"), QStringLiteral("daily"),    QStringLiteral("weekly"), QStringLiteral("monthly"),
            QStringLiteral("spot"),   QStringLiteral("per_task"), QStringLiteral("disk"),   QStringLiteral("egress")};
}

QString Provider::notPublishedText() const
{
    QStringList modes;
    QStringList fees;
    for (const QString& code : notPublished) {
        if (const auto mode = billingModeFromCode(code))
            modes << billingModeName(*mode);
        else if (code == QLatin1String("disk"))
            fees << PriceCatalog::tr("disk");
        else if (code == QLatin1String("egress"))
            fees << PriceCatalog::tr("egress");
    }
    QStringList parts;
    if (!modes.isEmpty())
        parts << PriceCatalog::tr("%1 prices").arg(modes.join(QStringLiteral(", ")));
    if (!fees.isEmpty())
        parts << PriceCatalog::tr("%1 fees").arg(fees.join(QStringLiteral(", ")));
    return parts.join(QStringLiteral("; "));
}

QJsonObject GpuCatalog::toJson(const GpuSpec& g, const QDate& today)
{
    QJsonObject o;
    o.insert(QStringLiteral("id"), g.id);
    o.insert(QStringLiteral("name"), g.name);
    o.insert(QStringLiteral("vendor"), g.vendor);
    o.insert(QStringLiteral("memory_gb"), g.memoryGb);
    o.insert(QStringLiteral("bandwidth_gbps"), g.bandwidthGBps);
    o.insert(QStringLiteral("fp32_tflops"), g.tflopsFp32);
    o.insert(QStringLiteral("tf32_tflops"), g.tflopsTf32);
    o.insert(QStringLiteral("bf16_tflops"), g.tflopsBf16);
    o.insert(QStringLiteral("fp16_tflops"), g.tflopsFp16);
    o.insert(QStringLiteral("fp8_tflops"), g.tflopsFp8);
    o.insert(QStringLiteral("int8_tops"), g.tflopsInt8);
    o.insert(QStringLiteral("tdp_w"), g.tdpWatts);
    o.insert(QStringLiteral("interconnect"), g.interconnect);
    o.insert(QStringLiteral("interconnect_gbps"), g.interconnectGBps);
    o.insert(QStringLiteral("mig_instances"), g.migInstances);
    o.insert(QStringLiteral("source"), g.source);
    if (g.purchasePrice > 0) {
        QJsonObject buy;
        buy.insert(QStringLiteral("price"), g.purchasePrice);
        buy.insert(QStringLiteral("currency"), currencyCode(g.purchaseCurrency));
        buy.insert(QStringLiteral("date"), g.purchaseDate.toString(Qt::ISODate));
        buy.insert(QStringLiteral("source"), g.purchaseSource);
        buy.insert(QStringLiteral("stale"), g.purchaseDate.daysTo(today) > Price::kStaleDays);
        o.insert(QStringLiteral("purchase"), buy);
    }
    if (g.machine) {
        const GpuSpec::Machine& m = *g.machine;
        o.insert(QStringLiteral("machine"),
                 QJsonObject{{QStringLiteral("price"), m.price},
                             {QStringLiteral("currency"), currencyCode(m.currency)},
                             {QStringLiteral("gpus"), m.gpus},
                             {QStringLiteral("price_per_gpu"), m.price / m.gpus},
                             {QStringLiteral("date"),
                              m.date.isValid() ? QJsonValue(m.date.toString(Qt::ISODate)) : QJsonValue()},
                             {QStringLiteral("source"), m.source}});
    }
    return o;
}

} // namespace gp
