#include "core/estimator/Need.h"

#include "core/common/CodeTable.h"

#include <QRegularExpression>

#include <array>
#include <utility>

namespace gp {

namespace {

constexpr CodeTable<Task, 5> kTasks{{{Task::Inference, "inference"},
                                     {Task::Full, "full"},
                                     {Task::Freeze, "freeze"},
                                     {Task::Lora, "lora"},
                                     {Task::Qlora, "qlora"}}};
constexpr CodeTable<Precision, 7> kPrecisions{{{Precision::Fp32, "fp32"},
                                               {Precision::Bf16, "bf16"},
                                               {Precision::Fp16, "fp16"},
                                               {Precision::AmpBf16, "amp-bf16"},
                                               {Precision::AmpFp16, "amp-fp16"},
                                               {Precision::Int8, "int8"},
                                               {Precision::Int4, "int4"}}};
constexpr CodeTable<Optimizer, 5> kOptimizers{{{Optimizer::AdamW, "adamw"},
                                               {Optimizer::AdamW8bit, "adamw-8bit"},
                                               {Optimizer::PagedAdamW8bit, "paged-adamw-8bit"},
                                               {Optimizer::Sgd, "sgd"},
                                               {Optimizer::Adafactor, "adafactor"}}};

constexpr CodeTable<Engine, 6> kEngines{{{Engine::Vllm, "vllm"},
                                         {Engine::Sglang, "sglang"},
                                         {Engine::LlamaCpp, "llama.cpp"},
                                         {Engine::Transformers, "transformers"},
                                         {Engine::LmDeploy, "lmdeploy"},
                                         {Engine::TensorRtLlm, "tensorrt-llm"}}};

} // namespace

QString engineCode(Engine engine)
{
    return codeOf(kEngines, engine);
}
std::optional<Engine> engineFromCode(const QString& code)
{
    return fromCode(kEngines, code, Qt::CaseInsensitive);
}
QStringList engineCodes()
{
    return allCodes(kEngines);
}

QString taskCode(Task task)
{
    return codeOf(kTasks, task);
}
std::optional<Task> taskFromCode(const QString& code)
{
    return fromCode(kTasks, code, Qt::CaseInsensitive);
}

QString precisionCode(Precision precision)
{
    return codeOf(kPrecisions, precision);
}
std::optional<Precision> precisionFromCode(const QString& code)
{
    return fromCode(kPrecisions, code, Qt::CaseInsensitive);
}
QString optimizerCode(Optimizer optimizer)
{
    return codeOf(kOptimizers, optimizer);
}
std::optional<Optimizer> optimizerFromCode(const QString& code)
{
    return fromCode(kOptimizers, code, Qt::CaseInsensitive);
}
QStringList optimizerCodes()
{
    return allCodes(kOptimizers);
}

QStringList allLoraTargets()
{
    return {QStringLiteral("q_proj"),   QStringLiteral("k_proj"),    QStringLiteral("v_proj"),
            QStringLiteral("o_proj"),   QStringLiteral("gate_proj"), QStringLiteral("up_proj"),
            QStringLiteral("down_proj")};
}

std::optional<QStringList> loraTargetsFromText(const QString& text)
{
    if (text.trimmed().compare(QLatin1String("all-linear"), Qt::CaseInsensitive) == 0)
        return allLoraTargets();
    QStringList targets;
    for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString t = part.trimmed();
        if (!allLoraTargets().contains(t))
            return std::nullopt;
        if (!targets.contains(t))
            targets << t;
    }
    if (targets.isEmpty())
        return std::nullopt;
    return targets;
}

std::optional<double> parseParameterCount(const QString& text)
{
    static const QRegularExpression re(
        QStringLiteral(R"(^\s*([0-9]*\.?[0-9]+(?:[eE][+-]?[0-9]+)?)\s*([kKmMbBtT]?)\s*$)"));
    const QRegularExpressionMatch match = re.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    bool ok = false;
    double value = match.captured(1).toDouble(&ok);
    if (!ok)
        return std::nullopt;
    const QChar suffix = match.captured(2).isEmpty() ? QChar() : match.captured(2).at(0).toUpper();
    if (suffix == QLatin1Char('K'))
        value *= 1e3;
    else if (suffix == QLatin1Char('M'))
        value *= 1e6;
    else if (suffix == QLatin1Char('B'))
        value *= 1e9;
    else if (suffix == QLatin1Char('T'))
        value *= 1e12;
    // A model has at least a few million parameters; "7" alone almost certainly meant 7B, but guessing is worse
    // than asking, so tiny counts are rejected.
    if (value < 1e6 || value > 1e14)
        return std::nullopt;
    return value;
}

const SpeedCalibration* Need::calibrationFor(const QString& id) const
{
    for (const SpeedCalibration& c : calibrations)
        if (c.gpuId == id && c.task == task)
            return &c;
    return nullptr;
}

} // namespace gp
