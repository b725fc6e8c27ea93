#pragma once

#include "core/common/Result.h"
#include "core/estimator/ModelArchitecture.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

namespace gp {

// Reads a Hugging Face config.json into a ModelArchitecture. Known model_types (llama, mistral, mixtral, qwen2,
// qwen2_moe, gemma, gemma2, phi3, chatglm, baichuan, qwen) are mapped exactly, including their own field names and
// defaults; any other config with the standard fields is accepted and flagged as best effort.
class ModelConfigParser final
{
    Q_DECLARE_TR_FUNCTIONS(gp::ModelConfigParser)

public:
    static QStringList knownModelTypes();
    static Result<ModelArchitecture> parse(const QJsonObject& config, const QString& sourceName);
    static Result<ModelArchitecture> parseFile(const QString& path);
};

} // namespace gp
