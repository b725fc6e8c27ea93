#include "core/catalog/GpuCatalog.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <QUrl>

namespace gp {

Result<GpuCatalog> GpuCatalog::fromJson(const QByteArray& json, const QString& sourceName)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        return Error{QStringLiteral("gpus.malformed"),
                     tr("%1 is not a valid GPU catalog: %2").arg(sourceName, parseError.errorString())};
    }
    GpuCatalog catalog;
    const QJsonArray gpus = doc.object().value(QLatin1String("gpus")).toArray();
    for (qsizetype i = 0; i < gpus.size(); ++i) {
        const QJsonObject o = gpus.at(i).toObject();
        GpuSpec g;
        g.id = o.value(QLatin1String("id")).toString();
        g.name = o.value(QLatin1String("name")).toString();
        g.vendor = o.value(QLatin1String("vendor")).toString();
        g.architecture = o.value(QLatin1String("architecture")).toString();
        g.memoryGb = o.value(QLatin1String("memory_gb")).toDouble();
        g.bandwidthGBps = o.value(QLatin1String("bandwidth_gbps")).toDouble();
        const QJsonObject t = o.value(QLatin1String("tflops")).toObject();
        g.tflopsFp32 = t.value(QLatin1String("fp32")).toDouble();
        g.tflopsTf32 = t.value(QLatin1String("tf32")).toDouble();
        g.tflopsBf16 = t.value(QLatin1String("bf16")).toDouble();
        g.tflopsFp16 = t.value(QLatin1String("fp16")).toDouble();
        g.tflopsFp8 = t.value(QLatin1String("fp8")).toDouble();
        g.tflopsInt8 = t.value(QLatin1String("int8")).toDouble();
        g.tflopsMeasured = o.value(QLatin1String("tflops_measured")).toBool(false);
        g.tdpWatts = o.value(QLatin1String("tdp_w")).toDouble();
        const QJsonObject ic = o.value(QLatin1String("interconnect")).toObject();
        g.interconnect = ic.value(QLatin1String("type")).toString();
        g.interconnectGBps = ic.value(QLatin1String("bandwidth_gbps")).toDouble();
        g.migInstances = o.value(QLatin1String("mig_instances")).toInt();
        g.source = o.value(QLatin1String("source")).toString();
        const QJsonObject buy = o.value(QLatin1String("purchase")).toObject();
        if (!buy.isEmpty()) {
            g.purchasePrice = buy.value(QLatin1String("price")).toDouble();
            g.purchaseCurrency =
                currencyFromCode(buy.value(QLatin1String("currency")).toString()).value_or(Currency::USD);
            g.purchaseDate = QDate::fromString(buy.value(QLatin1String("date")).toString(), Qt::ISODate);
            g.purchaseSource = buy.value(QLatin1String("source")).toString();
            g.purchaseNote = buy.value(QLatin1String("note")).toString();
            if (g.purchasePrice <= 0 || !g.purchaseDate.isValid() || g.purchaseSource.isEmpty())
                return Error{
                    QStringLiteral("gpus.invalid"),
                    tr("%1: gpus[%2].purchase needs a price above 0, a date and a source.").arg(sourceName).arg(i)};
        }
        const QJsonValue machine = o.value(QLatin1String("machine"));
        if (!machine.isUndefined()) {
            const QJsonObject m = machine.toObject();
            GpuSpec::Machine box;
            box.price = m.value(QLatin1String("price")).toDouble();
            box.currency = currencyFromCode(m.value(QLatin1String("currency")).toString()).value_or(Currency::USD);
            box.gpus = m.value(QLatin1String("gpus")).toInt(0);
            box.date = QDate::fromString(m.value(QLatin1String("date")).toString(), Qt::ISODate);
            box.source = m.value(QLatin1String("source")).toString();
            box.note = m.value(QLatin1String("note")).toString();
            const bool undated = m.value(QLatin1String("date")).isNull() && m.contains(QLatin1String("date"));
            if (!machine.isObject() || !(box.price > 0) || box.price > kMaxMoneyAmount || box.gpus < 1 ||
                box.gpus > 64 || (!box.date.isValid() && !undated) || box.source.isEmpty() ||
                !currencyFromCode(m.value(QLatin1String("currency")).toString()))
                return Error{QStringLiteral("gpus.invalid"),
                             tr("%1: gpus[%2].machine needs a price above 0, a currency, the GPUs it holds (1–64), a "
                                "date (or null) and a source.")
                                 .arg(sourceName)
                                 .arg(i)};
            g.machine = box;
        }
        if (g.id.isEmpty() || g.memoryGb <= 0 || g.bandwidthGBps <= 0 || (g.tflopsBf16 <= 0 && g.tflopsFp16 <= 0)) {
            return Error{QStringLiteral("gpus.invalid"),
                         tr("%1: gpus[%2] needs an id, memory_gb, bandwidth_gbps and a 16-bit tensor rate.")
                             .arg(sourceName)
                             .arg(i)};
        }
        catalog.m_gpus << g;
    }
    // A purchase price read from a page about another card (an L4 page quoted for the RTX A6000) is refused: the
    // last path segment of a cited URL may not name another GPU of the catalog.
    static const QRegularExpression url(QStringLiteral("https?://[^\\s)\"]+"));
    for (qsizetype i = 0; i < catalog.m_gpus.size(); ++i) {
        const GpuSpec& g = catalog.m_gpus.at(i);
        const QString sources = g.purchaseSource + QLatin1Char(' ') + (g.machine ? g.machine->source : QString());
        for (auto it = url.globalMatch(sources); it.hasNext();) {
            const QString link = it.next().captured(0);
            const QString page =
                QUrl(link).path().section(QLatin1Char('/'), -1, -1, QString::SectionSkipEmpty).toLower();
            if (page.contains(g.id))
                continue;
            for (const GpuSpec& other : std::as_const(catalog.m_gpus)) {
                if (other.id != g.id && (page == other.id || page.endsWith(QLatin1Char('-') + other.id)))
                    return Error{QStringLiteral("gpus.invalid"),
                                 tr("%1: gpus[%2].purchase.source: the page cited (%3) is about %4, not %5.")
                                     .arg(sourceName)
                                     .arg(i)
                                     .arg(link, other.name, g.name)};
            }
        }
    }
    return catalog;
}

std::optional<GpuCatalog::BuyPrice> GpuCatalog::buyPrice(const GpuSpec& gpu)
{
    static const QRegularExpression web(QStringLiteral("https?://[^\\s)\"]+"));
    const auto day = [](const QDate& d) { return d.isValid() ? d.toString(Qt::ISODate) : tr("date unknown"); };
    const QString card =
        gpu.purchasePrice > 0
            ? tr("the card alone %1 (%2)")
                  .arg(ExchangeRate::format({gpu.purchasePrice, gpu.purchaseCurrency}, 0), day(gpu.purchaseDate))
            : QString();
    if (gpu.machine) {
        const GpuSpec::Machine& m = *gpu.machine;
        BuyPrice p{{m.price / m.gpus, m.currency}, true, m.date, m.source, web.match(m.source).captured(0), QString()};
        p.text = tr("%1 a whole machine with %n card(s) (%2)", nullptr, m.gpus)
                     .arg(ExchangeRate::format({m.price, m.currency}, 0), day(m.date));
        if (!card.isEmpty())
            p.text += QStringLiteral("; ") + card;
        return p;
    }
    if (gpu.purchasePrice > 0)
        return BuyPrice{{gpu.purchasePrice, gpu.purchaseCurrency},
                        false,
                        gpu.purchaseDate,
                        gpu.purchaseSource,
                        web.match(gpu.purchaseSource).captured(0),
                        card + QStringLiteral("; ") + tr("no whole-machine price cited: add the host")};
    return std::nullopt;
}

QString GpuCatalog::bf16Text(const GpuSpec& gpu)
{
    const QLocale l;
    if (gpu.tflopsBf16 <= 0)
        return tr("none (FP16 %1)").arg(l.toString(gpu.tflopsFp16, 'f', 0));
    const QString rate = l.toString(gpu.tflopsBf16, 'f', 1);
    return gpu.tflopsMeasured ? tr("≈ %1 (measured)").arg(rate) : rate;
}

const GpuCatalog& GpuCatalog::builtIn()
{
    static const GpuCatalog catalog = [] {
        QFile file(QStringLiteral(":/catalog/gpus.json"));
        file.open(QIODevice::ReadOnly);
        Result<GpuCatalog> result = fromJson(file.readAll(), file.fileName());
        // The built-in file is validated by the test suite; an error here is a broken build, not user input.
        Q_ASSERT(result.ok());
        return result.ok() ? result.value() : GpuCatalog();
    }();
    return catalog;
}

std::optional<GpuSpec> GpuCatalog::find(const QString& id) const
{
    for (const GpuSpec& g : m_gpus) {
        if (g.id.compare(id, Qt::CaseInsensitive) == 0)
            return g;
    }
    return std::nullopt;
}

namespace {

// "NVIDIA A100-SXM4-80GB" → {a100, sxm4, 80gb}; brand words say nothing about the model.
QStringList deviceWords(const QString& name)
{
    static const QRegularExpression separators(QStringLiteral("[^a-z0-9]+"));
    static const QSet<QString> brands{QStringLiteral("nvidia"), QStringLiteral("geforce"), QStringLiteral("tesla"),
                                      QStringLiteral("aws")};
    QStringList words;
    for (const QString& w : name.toLower().split(separators, Qt::SkipEmptyParts))
        if (!brands.contains(w))
            words << w;
    return words;
}

bool isFormFactor(const QString& word)
{
    return word.startsWith(QLatin1String("sxm")) || word == QLatin1String("pcie");
}

bool isMemorySize(const QString& word)
{
    static const QRegularExpression size(QStringLiteral("^[0-9]+gb$"));
    return size.match(word).hasMatch();
}

} // namespace

std::optional<GpuSpec> GpuCatalog::matchDevice(const QString& deviceName, double memoryMiB) const
{
    const QStringList device = deviceWords(deviceName);
    const bool pcie = device.contains(QLatin1String("pcie"));
    std::optional<GpuSpec> best;
    qsizetype bestScore = 0;
    bool tie = false;
    for (const GpuSpec& g : m_gpus) {
        qsizetype score = 0;
        bool all = true, namesPcie = false;
        for (const QString& w : deviceWords(g.name)) {
            namesPcie = namesPcie || w == QLatin1String("pcie");
            if (isFormFactor(w) || isMemorySize(w))
                continue; // nvidia-smi names SXM parts without "SXM" and memory in MiB
            if (device.contains(w))
                ++score;
            else
                all = false;
        }
        // Drivers keep a few percent; an 80 GB part is not a 40 GB one.
        const double promisedMiB = g.memoryGb * 1024.0;
        const bool memoryFits = memoryMiB <= 0 || (memoryMiB >= 0.85 * promisedMiB && memoryMiB <= 1.05 * promisedMiB);
        if (!all || score == 0 || namesPcie != pcie || !memoryFits)
            continue;
        if (score > bestScore) {
            best = g;
            bestScore = score;
            tie = false;
        } else if (score == bestScore) {
            tie = true;
        }
    }
    return tie ? std::nullopt : best;
}

} // namespace gp
