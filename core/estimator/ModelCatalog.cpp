#include "core/estimator/ModelCatalog.h"

#include "core/estimator/ModelConfigParser.h"
#include "core/estimator/Need.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace gp {

Result<ModelCatalog> ModelCatalog::fromJson(const QByteArray& json, const QString& sourceName)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        return Error{QStringLiteral("models.malformed"),
                     tr("%1 is not a valid model catalog: %2").arg(sourceName, parseError.errorString())};
    }
    ModelCatalog catalog;
    const QJsonArray models = doc.object().value(QLatin1String("models")).toArray();
    for (qsizetype i = 0; i < models.size(); ++i) {
        const QJsonObject entry = models.at(i).toObject();
        const QString id = entry.value(QLatin1String("id")).toString();
        Result<ModelArchitecture> parsed =
            ModelConfigParser::parse(entry.value(QLatin1String("config")).toObject(),
                                     QStringLiteral("%1: models[%2] (%3)").arg(sourceName).arg(i).arg(id));
        if (!parsed.ok())
            return parsed.error();
        ModelArchitecture m = parsed.value();
        m.id = id;
        m.name = entry.value(QLatin1String("name")).toString(id);
        const QJsonValue published = entry.value(QLatin1String("published_parameters"));
        if (published.isDouble())
            m.publishedParameters = static_cast<qint64>(published.toDouble());
        m.publishedParametersSource = entry.value(QLatin1String("published_parameters_source")).toString();
        catalog.m_models << m;
    }
    return catalog;
}

const ModelCatalog& ModelCatalog::builtIn()
{
    static const ModelCatalog catalog = [] {
        QFile file(QStringLiteral(":/models/models.json"));
        file.open(QIODevice::ReadOnly);
        Result<ModelCatalog> result = fromJson(file.readAll(), file.fileName());
        Q_ASSERT(result.ok()); // validated by the test suite
        return result.ok() ? result.value() : ModelCatalog();
    }();
    return catalog;
}

std::optional<ModelArchitecture> ModelCatalog::find(const QString& id) const
{
    for (const ModelArchitecture& m : m_models) {
        if (m.id.compare(id, Qt::CaseInsensitive) == 0)
            return m;
    }
    return std::nullopt;
}

Result<ModelArchitecture> ModelCatalog::fromSize(const QString& size)
{
    const std::optional<double> count = parseParameterCount(size);
    if (!count) {
        return Error{QStringLiteral("size.invalid"),
                     tr("\"%1\" is not a model size: write it like 7B, 1.5B, 500M or 70e9.").arg(size)};
    }
    constexpr qint64 vocab = 32000;
    constexpr qint64 headDim = 128;
    // Llama 2 keeps width/depth near 128 (4096/32, 5120/40); solve N ≈ 12·L·h² + 2·V·h with L = h/128.
    double h = 512;
    while (h < 65536) {
        const double layers = std::max(2.0, std::round(h / 128.0));
        if (12.0 * layers * h * h + 2.0 * vocab * h >= *count)
            break;
        h += 128;
    }
    ModelArchitecture m;
    m.family = QStringLiteral("generic");
    m.id = size.trimmed();
    m.name = tr("Generic %1 model").arg(size.trimmed());
    m.vocabSize = vocab;
    m.hiddenSize = static_cast<qint64>(h);
    m.numLayers = std::max<qint64>(2, std::llround(h / 128.0));
    m.numHeads = m.hiddenSize / headDim;
    m.numKvHeads = m.numHeads; // no grouped-query attention: the KV cache estimate errs on the safe side
    m.headDim = headDim;
    m.tiedEmbeddings = false;
    m.maxContext = 4096;
    m.approximate = true;
    // The MLP width absorbs the rest, so that the total matches the requested size.
    const double perLayerFixed = 4.0 * h * h + 2.0 * h;
    const double rest = (*count - 2.0 * vocab * h - h) / m.numLayers - perLayerFixed;
    m.intermediateSize = std::max<qint64>(1, std::llround(rest / (3.0 * h)));
    return m;
}

} // namespace gp
