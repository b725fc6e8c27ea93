#include "core/estimator/ModelArchitecture.h"

#include <cmath>

namespace gp {

ParameterCount countParameters(const ModelArchitecture& m)
{
    ParameterCount c;
    const qint64 h = m.hiddenSize;
    const qint64 L = m.numLayers;

    c.embedding = m.vocabSize * h;
    c.outputHead = m.tiedEmbeddings ? 0 : m.vocabSize * h;

    // Attention: q (h → heads·d), k and v (h → kv_heads·d), o (heads·d → h).
    const qint64 qkvWeights = h * (m.queryDim() + 2 * m.kvDim());
    const qint64 qkvBiases = m.qkvBias ? m.queryDim() + 2 * m.kvDim() : 0;
    const qint64 oWeights = m.queryDim() * h;
    const qint64 oBias = m.outputProjBias ? h : 0;
    c.attention = L * (qkvWeights + qkvBiases + oWeights + oBias);

    const auto mlpParams = [&](qint64 inter) -> qint64 {
        if (inter <= 0)
            return 0;
        const qint64 matrices = m.gatedMlp ? 3 : 2;
        const qint64 biases = m.mlpBias ? (m.gatedMlp ? 2 * inter : inter) + h : 0;
        return matrices * h * inter + biases;
    };

    qint64 linearPerLayer = qkvWeights + oWeights;
    if (m.isMoe()) {
        const qint64 expert = mlpParams(m.expertIntermediateSize);
        c.experts = L * m.numExperts * expert;
        c.activeExperts = L * m.expertsPerToken * expert;
        c.router = L * h * m.numExperts;
        if (m.sharedExpertIntermediateSize > 0) {
            c.mlp = L * mlpParams(m.sharedExpertIntermediateSize);
            c.router += L * h; // the shared expert's sigmoid gate: hidden → 1
        }
        linearPerLayer += m.numExperts * expert + mlpParams(m.sharedExpertIntermediateSize);
    } else {
        c.mlp = L * mlpParams(m.intermediateSize);
        linearPerLayer += mlpParams(m.intermediateSize);
    }

    const qint64 perNorm = m.layerNormWithBias ? 2 * h : h;
    c.norms = L * m.normsPerLayer * perNorm + perNorm; // + the final norm
    c.blockLinear = L * linearPerLayer;
    return c;
}

qint64 kvCacheBytesPerToken(const ModelArchitecture& m, double bytesPerElement)
{
    return static_cast<qint64>(std::llround(static_cast<double>(m.numLayers * m.kvDim() * 2) * bytesPerElement));
}

} // namespace gp
