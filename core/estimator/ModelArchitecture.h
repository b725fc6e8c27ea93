#pragma once

#include <QString>
#include <QtGlobal>

#include <optional>

namespace gp {

// The shape of a decoder-only transformer, as far as memory, parameter count and FLOPs depend on it. Filled from a
// Hugging Face config.json (ModelConfigParser), the built-in catalog, or a bare size (ModelCatalog::fromSize).
struct ModelArchitecture
{
    QString id;
    QString name;
    QString family; // the config's model_type: llama, qwen2, mixtral, gemma2, chatglm, …

    qint64 vocabSize = 0;
    qint64 hiddenSize = 0;
    qint64 intermediateSize = 0; // per MLP (dense layers); for MoE models the dense MLP size, if any
    qint64 numLayers = 0;
    qint64 numHeads = 0;
    qint64 numKvHeads = 0;
    qint64 headDim = 0;
    qint64 maxContext = 0;

    bool tiedEmbeddings = false;
    bool qkvBias = false;        // Qwen2, ChatGLM, Qwen (v1)
    bool outputProjBias = false; // attention o_proj bias
    bool mlpBias = false;
    bool gatedMlp = true;           // SwiGLU/GeGLU: gate, up and down projections
    bool layerNormWithBias = false; // LayerNorm (weight+bias) rather than RMSNorm (weight only)
    int normsPerLayer = 2;          // Gemma 2 adds post-attention and post-MLP norms: 4
    bool fusedQkv = false;          // one query_key_value / W_pack / qkv_proj module (matters for LoRA targets)
    bool fusedGateUp = false;       // one gate_up_proj module (Phi-3)

    // Mixture of experts (0 experts: dense).
    qint64 numExperts = 0;
    qint64 expertsPerToken = 0;
    qint64 expertIntermediateSize = 0;
    qint64 sharedExpertIntermediateSize = 0; // Qwen-MoE: an always-active shared expert with a sigmoid gate

    // How trustworthy the shape is: a known family parsed exactly, a config with standard fields of an unknown family
    // (best effort), or a generic shape derived from a bare parameter count (approximate).
    bool bestEffort = false;
    bool approximate = false;

    std::optional<qint64> publishedParameters; // the vendor's exact total, for tests and display
    QString publishedParametersSource;

    bool isMoe() const { return numExperts > 0; }
    qint64 queryDim() const { return numHeads * headDim; }
    qint64 kvDim() const { return numKvHeads * headDim; }
};

// Exact parameter counts, split the way memory and LoRA accounting need them.
struct ParameterCount
{
    qint64 embedding = 0;
    qint64 outputHead = 0;    // 0 when tied to the embedding
    qint64 attention = 0;     // q, k, v, o weights and biases, all layers
    qint64 mlp = 0;           // dense MLPs and shared experts, all layers
    qint64 experts = 0;       // routed experts, all layers
    qint64 router = 0;        // routers and shared-expert gates
    qint64 norms = 0;         // every norm weight (and bias)
    qint64 activeExperts = 0; // the experts one token passes through, all layers

    qint64 total() const { return embedding + outputHead + attention + mlp + experts + router + norms; }
    qint64 active() const { return total() - experts + activeExperts; }
    // Parameters in the large matrices of the transformer blocks: the ones int8/int4 and QLoRA quantize.
    qint64 blockLinear = 0;
};

ParameterCount countParameters(const ModelArchitecture& model);

// Bytes of KV cache one token adds per sequence: layers × KV heads × head dim × 2 (K and V) × bytes per element.
qint64 kvCacheBytesPerToken(const ModelArchitecture& model, double bytesPerElement);

} // namespace gp
