#include "core/estimator/ModelConfigParser.h"

#include "core/common/SafeRead.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace gp {

namespace {

// Field access that remembers the first problem, so that one error names the file, the field and what is wrong.
class Fields
{
public:
    Fields(const QJsonObject& object, const QString& source) : m_object(object), m_source(source) {}

    bool has(const char* key) const
    {
        const QJsonValue v = m_object.value(QLatin1String(key));
        return !v.isUndefined() && !v.isNull();
    }

    qint64 integer(const char* key)
    {
        if (!has(key)) {
            fail(QStringLiteral("config.missing_field"),
                 ModelConfigParser::tr("%1: the required field \"%2\" is missing.").arg(m_source, QLatin1String(key)));
            return 0;
        }
        return positive(key);
    }

    qint64 integerOr(const char* key, qint64 fallback) { return has(key) ? positive(key) : fallback; }

    bool boolean(const char* key, bool fallback)
    {
        if (!has(key))
            return fallback;
        const QJsonValue v = m_object.value(QLatin1String(key));
        if (!v.isBool()) {
            fail(
                QStringLiteral("config.wrong_type"),
                ModelConfigParser::tr("%1: the field \"%2\" must be true or false.").arg(m_source, QLatin1String(key)));
            return fallback;
        }
        return v.toBool();
    }

    QString string(const char* key) const { return m_object.value(QLatin1String(key)).toString(); }

    void fail(const QString& code, const QString& message)
    {
        if (!m_error)
            m_error = Error{code, message};
    }
    const std::optional<Error>& error() const { return m_error; }

private:
    qint64 positive(const char* key)
    {
        const QJsonValue v = m_object.value(QLatin1String(key));
        const double d = v.toDouble(-1.0);
        if (!v.isDouble() || d <= 0 || d != std::floor(d) || d > 1e15) {
            fail(QStringLiteral("config.wrong_value"),
                 ModelConfigParser::tr("%1: the field \"%2\" must be a positive whole number, not %3.")
                     .arg(m_source, QLatin1String(key),
                          QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact))
                              .mid(1)
                              .chopped(1)));
            return 0;
        }
        return static_cast<qint64>(d);
    }

    const QJsonObject& m_object;
    QString m_source;
    std::optional<Error> m_error;
};

void readStandard(Fields& f, ModelArchitecture& m, bool tiedDefault)
{
    m.vocabSize = f.integer("vocab_size");
    m.hiddenSize = f.integer("hidden_size");
    m.intermediateSize = f.integer("intermediate_size");
    m.numLayers = f.integer("num_hidden_layers");
    m.numHeads = f.integer("num_attention_heads");
    m.numKvHeads = f.integerOr("num_key_value_heads", m.numHeads);
    m.headDim = f.integerOr("head_dim", m.numHeads > 0 ? m.hiddenSize / m.numHeads : 0);
    m.tiedEmbeddings = f.boolean("tie_word_embeddings", tiedDefault);
    m.maxContext = f.integerOr("max_position_embeddings", 0);
}

} // namespace

QStringList ModelConfigParser::knownModelTypes()
{
    return {QStringLiteral("llama"),     QStringLiteral("mistral"),  QStringLiteral("mixtral"), QStringLiteral("qwen2"),
            QStringLiteral("qwen2_moe"), QStringLiteral("gemma"),    QStringLiteral("gemma2"),  QStringLiteral("phi3"),
            QStringLiteral("chatglm"),   QStringLiteral("baichuan"), QStringLiteral("qwen")};
}

Result<ModelArchitecture> ModelConfigParser::parse(const QJsonObject& config, const QString& sourceName)
{
    Fields f(config, sourceName);
    ModelArchitecture m;
    m.family = f.string("model_type");
    const QString type = m.family;

    if (type == QLatin1String("chatglm") && !config.contains(QLatin1String("padded_vocab_size")) &&
        config.contains(QLatin1String("inner_hidden_size"))) {
        // ChatGLM-6B (the first generation, GLM-130B's design): full multi-head attention, a GELU MLP of
        // inner_hidden_size, LayerNorm with bias, biases on every linear layer. Its config sets no
        // tie_word_embeddings, so transformers ties lm_head to the embedding (the checkpoint stores both).
        m.vocabSize = f.integer("vocab_size");
        m.hiddenSize = f.integer("hidden_size");
        m.intermediateSize = f.integer("inner_hidden_size");
        m.numLayers = f.integer("num_layers");
        m.numHeads = f.integer("num_attention_heads");
        m.numKvHeads = m.numHeads;
        m.headDim = m.numHeads > 0 ? m.hiddenSize / m.numHeads : 0;
        m.qkvBias = m.outputProjBias = m.mlpBias = true;
        m.gatedMlp = false;
        m.layerNormWithBias = true;
        m.tiedEmbeddings = f.boolean("tie_word_embeddings", true);
        m.maxContext = f.integerOr("max_sequence_length", 0);
        m.fusedQkv = true;
    } else if (type == QLatin1String("chatglm")) {
        // ChatGLM2/3 and GLM-4 name their fields after Megatron: padded vocab, num_layers, ffn_hidden_size,
        // kv_channels, and multi_query_group_num key/value heads.
        m.vocabSize = f.integer("padded_vocab_size");
        m.hiddenSize = f.integer("hidden_size");
        m.intermediateSize = f.integer("ffn_hidden_size");
        m.numLayers = f.integer("num_layers");
        m.numHeads = f.integer("num_attention_heads");
        m.numKvHeads = f.boolean("multi_query_attention", false) ? f.integer("multi_query_group_num") : m.numHeads;
        m.headDim = f.integerOr("kv_channels", m.numHeads > 0 ? m.hiddenSize / m.numHeads : 0);
        m.qkvBias = f.boolean("add_qkv_bias", false);
        m.outputProjBias = m.mlpBias = f.boolean("add_bias_linear", false);
        m.layerNormWithBias = !f.boolean("rmsnorm", true);
        m.tiedEmbeddings = f.boolean("tie_word_embeddings", false);
        m.maxContext = f.integerOr("seq_length", 0);
        m.fusedQkv = true;
    } else if (type == QLatin1String("qwen")) {
        // Qwen (first generation): intermediate_size counts both halves of the SwiGLU (w1 and w2).
        m.vocabSize = f.integer("vocab_size");
        m.hiddenSize = f.integer("hidden_size");
        m.intermediateSize = f.integer("intermediate_size") / 2;
        m.numLayers = f.integer("num_hidden_layers");
        m.numHeads = f.integer("num_attention_heads");
        m.numKvHeads = m.numHeads;
        m.headDim = f.integerOr("kv_channels", m.numHeads > 0 ? m.hiddenSize / m.numHeads : 0);
        m.qkvBias = true; // c_attn always has a bias; no_bias applies to the other projections
        m.tiedEmbeddings = f.boolean("tie_word_embeddings", false);
        m.maxContext = f.integerOr("seq_length", f.integerOr("max_position_embeddings", 0));
        m.fusedQkv = true;
    } else {
        const bool gemmaFamily = type == QLatin1String("gemma") || type == QLatin1String("gemma2");
        const bool knownUntied = knownModelTypes().contains(type) && !gemmaFamily;
        // transformers' PretrainedConfig ties by default; the known families other than Gemma override that.
        readStandard(f, m, /*tiedDefault=*/!knownUntied);
        if (type == QLatin1String("mixtral")) {
            m.numExperts = f.integer("num_local_experts");
            m.expertsPerToken = f.integer("num_experts_per_tok");
            m.expertIntermediateSize = m.intermediateSize;
        } else if (type == QLatin1String("qwen2_moe")) {
            m.qkvBias = true;
            m.numExperts = f.integer("num_experts");
            m.expertsPerToken = f.integer("num_experts_per_tok");
            m.expertIntermediateSize = f.integer("moe_intermediate_size");
            m.sharedExpertIntermediateSize = f.integerOr("shared_expert_intermediate_size", 0);
            // Only every decoder_sparse_step-th layer is sparse; 1 (all layers) is what the published models use.
            m.bestEffort = f.integerOr("decoder_sparse_step", 1) != 1;
        } else if (type == QLatin1String("qwen2")) {
            m.qkvBias = true; // Qwen2 configs carry no attention_bias key, but q/k/v always have biases
        } else if (type == QLatin1String("gemma2")) {
            m.normsPerLayer = 4;
        } else if (type == QLatin1String("phi3")) {
            m.fusedQkv = true;
            m.fusedGateUp = true;
        } else if (type == QLatin1String("baichuan")) {
            m.fusedQkv = true; // W_pack
            m.maxContext = f.integerOr("max_position_embeddings", f.integerOr("model_max_length", 0));
        } else if (!knownModelTypes().contains(type)) {
            m.bestEffort = true;
        }
        if (type != QLatin1String("qwen2") && type != QLatin1String("qwen2_moe")) {
            m.qkvBias = f.boolean("attention_bias", false);
            m.outputProjBias = m.qkvBias;
        }
        m.mlpBias = f.boolean("mlp_bias", false);
    }

    if (!f.error() && m.numHeads > 0 && m.numKvHeads > 0 && m.numHeads % m.numKvHeads != 0) {
        f.fail(QStringLiteral("config.inconsistent"),
               tr("%1: %2 attention heads cannot be shared by %3 key/value heads.")
                   .arg(sourceName)
                   .arg(m.numHeads)
                   .arg(m.numKvHeads));
    }
    if (!f.error() && m.headDim <= 0) {
        f.fail(QStringLiteral("config.inconsistent"), tr("%1: the head dimension cannot be derived.").arg(sourceName));
    }
    // Without head_dim the head size is hidden_size ÷ heads: a remainder would silently truncate it.
    const bool explicitHeadDim =
        config.contains(QLatin1String("head_dim")) || config.contains(QLatin1String("kv_channels"));
    if (!f.error() && !explicitHeadDim && m.numHeads > 0 && m.hiddenSize % m.numHeads != 0) {
        f.fail(QStringLiteral("config.inconsistent"),
               tr("%1: num_attention_heads (%2) does not divide hidden_size (%3), and no head_dim says how large a "
                  "head is.")
                   .arg(sourceName)
                   .arg(m.numHeads)
                   .arg(m.hiddenSize));
    }
    if (!f.error() && m.isMoe() && m.expertsPerToken > m.numExperts) {
        f.fail(QStringLiteral("config.inconsistent"),
               tr("%1: num_experts_per_tok (%2) is more than the %3 experts the model has.")
                   .arg(sourceName)
                   .arg(m.expertsPerToken)
                   .arg(m.numExperts));
    }
    // A shape that cannot exist (num_hidden_layers: 1e12) would overflow the parameter count: a quadrillion
    // parameters is far beyond any model, so anything larger is refused before it is counted.
    if (!f.error()) {
        const double h = static_cast<double>(m.hiddenSize);
        // Attention with its own head size (head_dim × heads need not be the hidden size): q, k, v and o.
        const double attention = h * (2.0 * static_cast<double>(m.numHeads) + 2.0 * static_cast<double>(m.numKvHeads)) *
                                 static_cast<double>(m.headDim);
        const double perLayer = attention + 3.0 * h * static_cast<double>(m.intermediateSize) +
                                static_cast<double>(m.numExperts) * 3.0 * h *
                                    static_cast<double>(std::max(m.expertIntermediateSize, m.intermediateSize)) +
                                3.0 * h * static_cast<double>(m.sharedExpertIntermediateSize);
        const double total = static_cast<double>(m.numLayers) * perLayer + 2.0 * static_cast<double>(m.vocabSize) * h;
        if (total > 1e15)
            f.fail(QStringLiteral("config.implausible"),
                   tr("%1: this shape would have about %2 parameters; no model is that large. Check num_hidden_layers, "
                      "hidden_size, intermediate_size and the expert counts.")
                       .arg(sourceName, QString::number(total, 'g', 3)));
    }
    if (f.error()) {
        return *f.error();
    }
    m.id = type;
    m.name = type;
    return m;
}

Result<ModelArchitecture> ModelConfigParser::parseFile(const QString& path)
{
    // A FIFO or device given by mistake is refused at once (opening it would block the GUI); an oversized file is
    // refused whole rather than cut.
    const Result<QByteArray> text = SafeRead::read(path, 16 * 1024 * 1024);
    if (!text.ok())
        return Error{QStringLiteral("config.unreadable"), text.error().message};
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(*text, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return Error{QStringLiteral("config.malformed"), tr("%1 is not valid JSON (at byte %2: %3).")
                                                             .arg(path)
                                                             .arg(parseError.offset)
                                                             .arg(parseError.errorString())};
    }
    if (!doc.isObject()) {
        return Error{QStringLiteral("config.malformed"), tr("%1 must contain a JSON object.").arg(path)};
    }
    Result<ModelArchitecture> result = parse(doc.object(), QFileInfo(path).fileName());
    if (result.ok()) {
        ModelArchitecture m = result.value();
        m.id = QFileInfo(path).absoluteFilePath();
        m.name = doc.object().value(QLatin1String("_name_or_path")).toString(m.family);
        return m;
    }
    return result;
}

} // namespace gp
