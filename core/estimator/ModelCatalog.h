#pragma once

#include "core/common/Result.h"
#include "core/estimator/ModelArchitecture.h"

#include <QCoreApplication>
#include <QList>

#include <optional>

namespace gp {

// The built-in catalog of popular open models (resources/models/models.json: each entry is the model's own
// config.json fields plus its published parameter total) and generic shapes for a bare size.
class ModelCatalog final
{
    Q_DECLARE_TR_FUNCTIONS(gp::ModelCatalog)

public:
    static const ModelCatalog& builtIn();
    static Result<ModelCatalog> fromJson(const QByteArray& json, const QString& sourceName);

    const QList<ModelArchitecture>& models() const { return m_models; }
    std::optional<ModelArchitecture> find(const QString& id) const;

    // A Llama-shaped model with the requested total parameter count (multi-head attention, 128-wide heads, depth
    // proportional to width), flagged approximate: good for weights, rougher for activations and KV cache.
    static Result<ModelArchitecture> fromSize(const QString& size);

private:
    QList<ModelArchitecture> m_models;
};

} // namespace gp
