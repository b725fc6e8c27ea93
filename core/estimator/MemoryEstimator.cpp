#include "core/estimator/MemoryEstimator.h"
#include "core/common/Units.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace gp {

namespace {

struct Linear
{
    const char* target; // LoRA target name
    qint64 in;
    qint64 out;
    qint64 copies; // experts share one name
};

// The linear layers of one decoder layer, by LoRA target name. Fused modules (W_pack, qkv_proj, gate_up_proj) are
// one module for LoRA: selecting any of their parts adapts the whole fused matrix once.
QList<Linear> layerLinears(const ModelArchitecture& m)
{
    QList<Linear> list;
    const qint64 h = m.hiddenSize;
    if (m.fusedQkv) {
        list.append({"qkv", h, m.queryDim() + 2 * m.kvDim(), 1});
    } else {
        list.append({"q_proj", h, m.queryDim(), 1});
        list.append({"k_proj", h, m.kvDim(), 1});
        list.append({"v_proj", h, m.kvDim(), 1});
    }
    list.append({"o_proj", m.queryDim(), h, 1});
    const auto mlp = [&](qint64 inter, qint64 copies) {
        if (inter <= 0 || copies <= 0)
            return;
        if (m.fusedGateUp) {
            list.append({"gate_up", h, 2 * inter, copies});
        } else {
            list.append({"gate_proj", h, inter, copies});
            if (m.gatedMlp)
                list.append({"up_proj", h, inter, copies});
        }
        list.append({"down_proj", inter, h, copies});
    };
    if (m.isMoe()) {
        mlp(m.expertIntermediateSize, m.numExperts);
        mlp(m.sharedExpertIntermediateSize, 1);
    } else {
        mlp(m.intermediateSize, 1);
    }
    return list;
}

bool targeted(const Linear& linear, const QStringList& targets)
{
    const QLatin1String name(linear.target);
    if (name == QLatin1String("qkv"))
        return targets.contains(QLatin1String("q_proj")) || targets.contains(QLatin1String("k_proj")) ||
               targets.contains(QLatin1String("v_proj"));
    if (name == QLatin1String("gate_up"))
        return targets.contains(QLatin1String("gate_proj")) || targets.contains(QLatin1String("up_proj"));
    return targets.contains(name);
}

bool isAmp(Precision p)
{
    return p == Precision::AmpBf16 || p == Precision::AmpFp16;
}

QString bytesText(double bytes)
{
    return MemoryEstimator::tr("%1 GiB").arg(QLocale().toString(bytes / kGiB, 'f', 2));
}

QString countText(double n)
{
    if (n >= 1e9)
        return MemoryEstimator::tr("%1 B").arg(QLocale().toString(n / 1e9, 'f', 2));
    if (n >= 1e6)
        return MemoryEstimator::tr("%1 M").arg(QLocale().toString(n / 1e6, 'f', 2));
    return QLocale().toString(static_cast<qint64>(n));
}

QString bytesPerElementText(double b)
{
    return MemoryEstimator::tr("%1 bytes").arg(QLocale().toString(b, 'g', 4));
}

} // namespace

qint64 MemoryEstimator::loraParameters(const ModelArchitecture& model, qint64 rank, const QStringList& targets)
{
    qint64 perLayer = 0;
    for (const Linear& linear : layerLinears(model)) {
        if (targeted(linear, targets))
            perLayer += linear.copies * rank * (linear.in + linear.out);
    }
    return perLayer * model.numLayers;
}

double
MemoryEstimator::adapterTouchedWidth(const ModelArchitecture& model, const QStringList& targets, double outputTouches)
{
    double perLayer = 0;
    for (const Linear& linear : layerLinears(model)) {
        if (targeted(linear, targets)) {
            const qint64 used = linear.copies > 1 ? std::min(linear.copies, model.expertsPerToken) : linear.copies;
            perLayer += static_cast<double>(used) *
                        (static_cast<double>(linear.in) + outputTouches * static_cast<double>(linear.out));
        }
    }
    return perLayer * static_cast<double>(model.numLayers);
}

qint64 MemoryEstimator::adaptedMatrices(const ModelArchitecture& model, const QStringList& targets)
{
    qint64 count = 0;
    for (const Linear& linear : layerLinears(model)) {
        if (targeted(linear, targets))
            count += linear.copies;
    }
    return count;
}

QString memoryComponentName(MemoryComponent component)
{
    switch (component) {
    case MemoryComponent::Weights:
        return MemoryEstimator::tr("Weights");
    case MemoryComponent::Gradients:
        return MemoryEstimator::tr("Gradients");
    case MemoryComponent::Optimizer:
        return MemoryEstimator::tr("Optimizer");
    case MemoryComponent::Activations:
        return MemoryEstimator::tr("Activations");
    case MemoryComponent::KvCache:
        return MemoryEstimator::tr("KV cache");
    case MemoryComponent::Overhead:
        return MemoryEstimator::tr("Overhead");
    }
    return {};
}

Status MemoryEstimator::validate(const Need& need)
{
    const auto bad = [](const QString& message) { return Status(Error{QStringLiteral("need.invalid"), message}); };
    namespace L = NeedLimits;
    if (need.batch < 1 || need.batch > L::kMaxBatch)
        return bad(tr("The batch size must be from 1 to %1.").arg(L::kMaxBatch));
    if (need.gradientAccumulation < 1 || need.gradientAccumulation > L::kMaxBatch)
        return bad(tr("The gradient accumulation must be from 1 to %1 micro-batches.").arg(L::kMaxBatch));
    if (need.isTraining() && (need.seq < 1 || need.seq > L::kMaxTokens))
        return bad(tr("The sequence length must be from 1 to %1 tokens.").arg(L::kMaxTokens));
    if (need.gpus < 1 || need.gpus > L::kMaxGpus)
        return bad(tr("The number of GPUs must be from 1 to %1.").arg(L::kMaxGpus));
    if (need.loraRank < 1 || need.loraRank > L::kMaxLoraRank)
        return bad(tr("The LoRA rank must be from 1 to %1.").arg(L::kMaxLoraRank));
    if (need.freezeTrainableLayers < 1 || need.freezeTrainableLayers > L::kMaxLayers)
        return bad(tr("The number of trainable layers must be from 1 to %1.").arg(L::kMaxLayers));
    if (need.tensorParallel > need.gpus || need.pipelineParallel > need.gpus)
        return bad(tr("The tensor-parallel (%1) and pipeline-parallel (%2) degrees cannot exceed the number of GPUs "
                      "(%3).")
                       .arg(need.tensorParallel)
                       .arg(need.pipelineParallel)
                       .arg(need.gpus));
    if (need.tensorParallel < 1 || need.gpus % need.tensorParallel != 0)
        return bad(tr("The tensor-parallel degree (%1) must divide the number of GPUs (%2).")
                       .arg(need.tensorParallel)
                       .arg(need.gpus));
    if (need.pipelineParallel < 1 || need.gpus % (need.tensorParallel * need.pipelineParallel) != 0)
        return bad(tr("The tensor-parallel (%1) times pipeline-parallel (%2) degree must divide the number of GPUs "
                      "(%3).")
                       .arg(need.tensorParallel)
                       .arg(need.pipelineParallel)
                       .arg(need.gpus));
    if (need.zeroStage < 0 || need.zeroStage > 3)
        return bad(tr("The ZeRO stage must be 0, 1, 2 or 3."));
    if ((need.task == Task::Lora || need.task == Task::Qlora) && (need.loraRank < 1 || need.loraTargets.isEmpty()))
        return bad(tr("LoRA needs a rank of at least 1 and at least one target module."));
    const bool quantized = need.precision == Precision::Int8 || need.precision == Precision::Int4;
    if (need.isTraining() && quantized)
        return bad(tr("int8 and int4 are inference precisions; to fine-tune on a 4-bit base, choose QLoRA."));
    if (!need.isTraining() && (need.savers.any() || need.optimizer == Optimizer::PagedAdamW8bit))
        return bad(tr("The memory savers (fused optimizer step, paged optimizer, chunked loss, activation offloading, "
                      "compile) apply to training, not to serving."));
    if (!need.isTraining() && (need.context < 1 || need.context > L::kMaxTokens))
        return bad(tr("The context must be from 1 to %1 tokens.").arg(L::kMaxTokens));
    if (!need.isTraining() && (need.concurrency < 1 || need.concurrency > L::kMaxConcurrency))
        return bad(tr("The number of sequences decoded at once must be from 1 to %1.").arg(L::kMaxConcurrency));
    if (need.gpuMemoryUtilization <= 0 || need.gpuMemoryUtilization > 1)
        return bad(tr("The GPU memory utilization must be between 0 and 1."));
    return Ok{};
}

namespace {

// Optimizer state per trainable parameter, and how it is made up (translated).
struct OptimizerState
{
    double perParam = 0;
    QString what;
};

// One estimate in progress: the need's dimensions as doubles, the texts every formula shares, and the estimate that
// each step adds its terms to.
struct Estimation
{
    Estimation(const ModelArchitecture& model, const Need& need, bool explain);

    const ModelArchitecture& model;
    const Need& need;
    const bool explain;
    const ParameterCount pc;
    const double P;
    const double h;
    const double L;
    const double V;
    const double tp;
    const double pp;
    const double dp;
    const Precision prec;
    const bool fp32;
    const double act; // bytes per activation element
    const QString precName;

    MemoryEstimate e;
    QString stageText;
    QString shardText;
    double perLayerParams = 0;
    double freezeLayers = 0;
    double trainable = 0;
    bool adapters = false;
    double adapterBytes = 0;

    void add(MemoryComponent component, double& field, double bytes, const QString& label, const QString& formula);
    void countTrainable();
    void addWeights();
    void addGradients();
    OptimizerState optimizerState() const;
    void addOptimizer();
    void addTrainingActivations();
    double trainingActivationsPerLayer() const;
    void addServing();
    void addOverhead();
    void explainAssumptions();
};

Estimation::Estimation(const ModelArchitecture& m, const Need& n, bool x)
    : model(m), need(n), explain(x), pc(countParameters(m)), P(static_cast<double>(pc.total())),
      h(static_cast<double>(m.hiddenSize)), L(static_cast<double>(m.numLayers)), V(static_cast<double>(m.vocabSize)),
      tp(static_cast<double>(n.tensorParallel)), pp(static_cast<double>(n.pipelineParallel)),
      dp(static_cast<double>(n.gpus / (n.tensorParallel * n.pipelineParallel))), prec(n.precision),
      fp32(prec == Precision::Fp32), act(fp32 ? 4.0 : 2.0), precName(precisionCode(prec))
{
    e.parameters = pc.total();
    e.activeParameters = pc.active();
    e.kvCacheBytesPerToken = kvCacheBytesPerToken(m, fp32 ? 4.0 : 2.0);

    // Pipeline stages each hold 1/pp of the layers' weights, gradients, optimizer states and KV cache. With 1F1B
    // scheduling the first stage keeps pp micro-batches of its L/pp layers in flight: the activations of one whole
    // micro-batch, as without pipelining.
    stageText = pp > 1 ? MemoryEstimator::tr(" ÷ %1 (pipeline stages)").arg(n.pipelineParallel) : QString();
    shardText = tp > 1 ? MemoryEstimator::tr(" ÷ %1 (tensor parallel)").arg(n.tensorParallel) : QString();
}

void Estimation::add(
    MemoryComponent component, double& field, double bytes, const QString& label, const QString& formula)
{
    const bool staged = pp > 1 && component != MemoryComponent::Activations && component != MemoryComponent::Overhead;
    if (staged)
        bytes /= pp;
    field += bytes;
    if (explain)
        e.terms.append({component, label, staged ? formula + stageText : formula, bytes});
}

void Estimation::countTrainable()
{
    perLayerParams = static_cast<double>(pc.attention + pc.mlp + pc.experts + pc.router) / L +
                     model.normsPerLayer * (model.layerNormWithBias ? 2 * h : h);
    freezeLayers = std::min<double>(need.freezeTrainableLayers, L);
    switch (need.task) {
    case Task::Full:
        e.trainableParameters = pc.total();
        break;
    case Task::Freeze:
        e.trainableParameters = static_cast<qint64>(freezeLayers * perLayerParams);
        break;
    case Task::Lora:
    case Task::Qlora:
        e.trainableParameters = MemoryEstimator::loraParameters(model, need.loraRank, need.loraTargets);
        break;
    case Task::Inference:
        break;
    }
    trainable = static_cast<double>(e.trainableParameters);
    adapters = need.task == Task::Lora || need.task == Task::Qlora;
    // PEFT keeps adapters in fp32 under mixed precision and for QLoRA; pure bf16/fp16 training keeps them in 16 bits.
    adapterBytes = (need.task == Task::Qlora || isAmp(prec) || fp32) ? 4.0 : 2.0;
}

void Estimation::addWeights()
{
    namespace C = MemoryConstants;
    const double blockLinear = static_cast<double>(pc.blockLinear);
    const double other = P - blockLinear;
    double weightBytesPerLayer = 0; // for ZeRO-3's gathered working set
    const double zero3 = need.zeroStage == 3 ? dp : 1.0;
    const QString zero3Text = zero3 > 1 ? MemoryEstimator::tr(" ÷ %1 (ZeRO-3 sharding)").arg(dp) : QString();
    if (need.task == Task::Qlora || prec == Precision::Int4 || prec == Precision::Int8) {
        const bool gguf = need.engine == Engine::LlamaCpp && need.task == Task::Inference;
        const double bits = need.task == Task::Qlora  ? C::kNf4BitsPerParameter
                            : prec == Precision::Int4 ? (gguf ? C::kGgufQ4KmBitsPerParameter : C::kInt4BitsPerParameter)
                                                      : (gguf ? C::kGgufQ8BitsPerParameter : C::kInt8BitsPerParameter);
        const QString format =
            need.task == Task::Qlora ? MemoryEstimator::tr("NF4 with double quantization")
            : prec == Precision::Int4
                ? (gguf ? MemoryEstimator::tr("GGUF Q4_K_M") : MemoryEstimator::tr("int4, group size 128"))
                : (gguf ? MemoryEstimator::tr("GGUF Q8_0") : MemoryEstimator::tr("int8"));
        add(MemoryComponent::Weights, e.weights, blockLinear * bits / 8.0 / tp / zero3,
            MemoryEstimator::tr("Quantized block weights (%1)").arg(format),
            MemoryEstimator::tr("%1 parameters × %2 bits")
                    .arg(countText(blockLinear), QLocale().toString(bits, 'f', 3)) +
                shardText + zero3Text);
        add(MemoryComponent::Weights, e.weights, other * 2.0 / tp / zero3,
            MemoryEstimator::tr("Embeddings, output head and norms (16-bit)"),
            MemoryEstimator::tr("%1 parameters × 2 bytes: quantizers leave these in 16 bits").arg(countText(other)) +
                shardText + zero3Text);
        weightBytesPerLayer = blockLinear / L * bits / 8.0 / tp;
    } else {
        const double wb = fp32 ? 4.0 : 2.0;
        const QString label = need.task == Task::Lora
                                  ? MemoryEstimator::tr("Frozen base weights (%1)")
                                        .arg(fp32 ? QStringLiteral("fp32") : QStringLiteral("16-bit"))
                              : isAmp(prec) ? MemoryEstimator::tr("Model weights (16-bit working copy)")
                                            : MemoryEstimator::tr("Model weights (%1)").arg(precName);
        add(MemoryComponent::Weights, e.weights, P * wb / tp / zero3, label,
            MemoryEstimator::tr("%1 parameters × %2").arg(countText(P), bytesPerElementText(wb)) + shardText +
                zero3Text);
        weightBytesPerLayer = perLayerParams * wb / tp;
    }
    if (adapters) {
        add(MemoryComponent::Weights, e.weights, trainable * adapterBytes / tp / zero3,
            MemoryEstimator::tr("LoRA adapters"),
            MemoryEstimator::tr("rank %1 on %2: %3 parameters × %4")
                    .arg(need.loraRank)
                    .arg(need.loraTargets.join(QLatin1Char(',')), countText(trainable),
                         bytesPerElementText(adapterBytes)) +
                shardText + zero3Text);
    }
    if (need.zeroStage == 3 && dp > 1 && need.isTraining()) {
        add(MemoryComponent::Weights, e.weights, 2.0 * weightBytesPerLayer,
            MemoryEstimator::tr("ZeRO-3 gathered layers"),
            MemoryEstimator::tr(
                "each GPU gathers the full weights of the layer it computes and prefetches the next: 2 × %1")
                .arg(bytesText(weightBytesPerLayer)));
    }
}

void Estimation::addGradients()
{
    const double gradBytes = adapters ? adapterBytes : (fp32 ? 4.0 : 2.0);
    const double zero2 = need.zeroStage >= 2 ? dp : 1.0;
    if (need.savers.optimizerInBackward) {
        // Each parameter is stepped, and its gradient freed, as soon as backward has produced it: the largest
        // single gradient is what is ever held.
        double largest = 0;
        for (const Linear& linear : layerLinears(model)) {
            const double in = static_cast<double>(linear.in);
            const double out = static_cast<double>(linear.out);
            largest = std::max(largest, adapters ? static_cast<double>(need.loraRank) * std::max(in, out) : in * out);
        }
        if (need.task == Task::Full)
            largest = std::max(largest, V * h);
        add(MemoryComponent::Gradients, e.gradients, largest * gradBytes / tp,
            MemoryEstimator::tr("Gradients (one at a time)"),
            MemoryEstimator::tr("optimizer step fused into backward: the largest single gradient, %1 × %2")
                    .arg(countText(largest), bytesPerElementText(gradBytes)) +
                shardText);
    } else {
        add(MemoryComponent::Gradients, e.gradients, trainable * gradBytes / tp / zero2,
            MemoryEstimator::tr("Gradients"),
            MemoryEstimator::tr("%1 trainable parameters × %2")
                    .arg(countText(trainable), bytesPerElementText(gradBytes)) +
                shardText + (zero2 > 1 ? MemoryEstimator::tr(" ÷ %1 (ZeRO-2 sharding)").arg(dp) : QString()));
    }
}

OptimizerState Estimation::optimizerState() const
{
    const double stateBytes = adapters ? adapterBytes : (fp32 || isAmp(prec) ? 4.0 : 2.0);
    OptimizerState state;
    switch (need.optimizer) {
    case Optimizer::AdamW:
        state.perParam = 2.0 * stateBytes;
        state.what = MemoryEstimator::tr("AdamW: two moments × %1").arg(bytesPerElementText(stateBytes));
        break;
    case Optimizer::AdamW8bit:
    case Optimizer::PagedAdamW8bit:
        state.perParam = 2.0 + 2.0 * 4.0 / 2048.0; // two 8-bit moments + an fp32 scale per 2048-element block
        state.what = MemoryEstimator::tr("8-bit AdamW: two 1-byte moments with block-wise scales");
        break;
    case Optimizer::Sgd:
        state.perParam = stateBytes;
        state.what = MemoryEstimator::tr("SGD with momentum: one buffer × %1").arg(bytesPerElementText(stateBytes));
        break;
    case Optimizer::Adafactor: {
        // Factored second moment: a row and a column vector per matrix instead of the full matrix.
        double factored = 0;
        double matrices = 0;
        for (const Linear& linear : layerLinears(model)) {
            if (adapters) {
                if (targeted(linear, need.loraTargets))
                    factored += linear.copies * (need.loraRank + linear.in + linear.out + need.loraRank);
            } else {
                factored += linear.copies * (linear.in + linear.out);
                matrices += linear.copies * linear.in * linear.out;
            }
        }
        factored *= need.task == Task::Freeze ? freezeLayers : L;
        if (need.task == Task::Full)
            factored += (V + h) * (model.tiedEmbeddings ? 1 : 2) + (P - matrices * L - V * h);
        state.perParam = trainable > 0 ? factored * stateBytes / trainable : 0;
        state.what = MemoryEstimator::tr("Adafactor: factored second moment (row + column per matrix) × %1")
                         .arg(bytesPerElementText(stateBytes));
        break;
    }
    }
    return state;
}

void Estimation::addOptimizer()
{
    const OptimizerState state = optimizerState();
    const double perParam = state.perParam;
    const double zero1 = need.zeroStage >= 1 ? dp : 1.0;
    const QString zero1Text = zero1 > 1 ? MemoryEstimator::tr(" ÷ %1 (ZeRO-1 sharding)").arg(dp) : QString();
    if (need.optimizer == Optimizer::PagedAdamW8bit) {
        // Unified memory: the driver moves the states to the host when the GPU runs short, so they never make a
        // job fail to fit; PerformanceEstimator charges the paging when they do not fit beside the rest.
        e.pagedOptimizer = trainable * perParam / tp / zero1 / pp;
        if (explain)
            e.assumptions << MemoryEstimator::tr(
                                 "Paged 8-bit AdamW keeps its %1 of states in unified memory: on the GPU while "
                                 "there is room, otherwise in host memory (they are not counted above).")
                                 .arg(bytesText(e.pagedOptimizer));
    } else {
        add(MemoryComponent::Optimizer, e.optimizer, trainable * perParam / tp / zero1,
            MemoryEstimator::tr("Optimizer states"),
            MemoryEstimator::tr("%1 trainable parameters; %2").arg(countText(trainable), state.what) + shardText +
                zero1Text);
    }
    if (isAmp(prec) && !adapters) {
        add(MemoryComponent::Optimizer, e.optimizer, trainable * 4.0 / tp / zero1,
            MemoryEstimator::tr("fp32 master weights"),
            MemoryEstimator::tr("mixed precision keeps an fp32 copy of every trainable parameter: %1 × 4 bytes")
                    .arg(countText(trainable)) +
                shardText + zero1Text);
    }
}

// Bytes one token keeps for backward in one layer, the tensor-parallel split applied.
double Estimation::trainingActivationsPerLayer() const
{
    const double qd = static_cast<double>(model.queryDim());
    const double kvd = static_cast<double>(model.kvDim());
    const double heads = static_cast<double>(model.numHeads);
    const bool full = need.task == Task::Full || need.task == Task::Freeze;
    const auto saves = [&](const char* target) {
        // A linear layer keeps its input for backward only when its weight (or an adapter on it) is trained.
        return full || need.loraTargets.contains(QLatin1String(target));
    };
    // Per token and layer, in bytes. RMSNorm computes in fp32 (an fp32 copy of its input) and keeps its
    // normalized output; flash attention keeps q, k, v, its output and the softmax statistics.
    // torch.compile fuses the norm's fp32 computation and the SwiGLU activation into their neighbours: neither
    // the fp32 copy nor act(gate) is kept.
    const bool compiled = need.savers.compile;
    const double norm = compiled ? act * h : (4.0 + act) * h;
    double replicated = model.normsPerLayer * norm;
    double split = 0;
    if (saves("q_proj") || saves("k_proj") || saves("v_proj"))
        split += act * h;
    split += act * (qd + 2 * kvd) + act * qd + 4.0 * heads;
    if (!need.flashAttention)
        split += (4.0 + act) * heads * static_cast<double>(need.seq); // fp32 softmax + 16-bit probabilities
    const auto mlpCost = [&](double inter, double perToken) {
        if (inter <= 0)
            return 0.0;
        double bytes = (saves("gate_proj") || saves("up_proj")) ? act * h : 0.0;
        bytes += model.gatedMlp ? (compiled ? 2.0 : 3.0) * act * inter : act * inter; // gate, act(gate), up
        if (saves("down_proj"))
            bytes += act * inter;
        return bytes * perToken;
    };
    if (model.isMoe()) {
        split += mlpCost(static_cast<double>(model.expertIntermediateSize), static_cast<double>(model.expertsPerToken));
        split += mlpCost(static_cast<double>(model.sharedExpertIntermediateSize), 1.0);
        split += 8.0 * static_cast<double>(model.numExperts); // router logits and probabilities in fp32
    } else {
        split += mlpCost(static_cast<double>(model.intermediateSize), 1.0);
    }
    if (adapters) {
        for (const Linear& linear : layerLinears(model)) {
            if (targeted(linear, need.loraTargets)) // lora_A's output, kept for lora_B's backward
                split += act * need.loraRank * (linear.copies > 1 ? static_cast<double>(model.expertsPerToken) : 1.0);
        }
    }
    return replicated + split / tp;
}

void Estimation::addTrainingActivations()
{
    const double qd = static_cast<double>(model.queryDim());
    const double tokens = static_cast<double>(need.batch * need.seq);
    const double perLayer = trainingActivationsPerLayer();
    const double layers = need.task == Task::Freeze ? freezeLayers : L;
    const QString tokensText = MemoryEstimator::tr("%1 sequences × %2 tokens").arg(need.batch).arg(need.seq);
    // Activation offloading sends what each layer saves to host memory and brings it back for backward: the
    // GPU holds the layer being computed and the one in transfer.
    const double onGpu =
        need.savers.activationOffloading ? std::min(layers, MemoryConstants::kOffloadedLayersOnGpu) : layers;
    const QString offloadText =
        onGpu < layers ? MemoryEstimator::tr(" (%1 of %2 layers on the GPU, the rest offloaded)").arg(onGpu).arg(layers)
                       : QString();
    const double savedPerLayer = need.gradientCheckpointing ? act * h : perLayer;
    e.offloadedActivations = (layers - onGpu) * savedPerLayer * tokens;
    if (need.gradientCheckpointing) {
        add(MemoryComponent::Activations, e.activations, onGpu * act * h * tokens,
            MemoryEstimator::tr("Checkpointed layer inputs"),
            MemoryEstimator::tr("%1 layers × hidden %2 × %3 × %4")
                    .arg(onGpu)
                    .arg(model.hiddenSize)
                    .arg(tokensText, bytesPerElementText(act)) +
                offloadText);
        add(MemoryComponent::Activations, e.activations, perLayer * tokens,
            MemoryEstimator::tr("One layer recomputed in backward"),
            MemoryEstimator::tr("%1 KiB per token × %2")
                .arg(QLocale().toString(perLayer / 1024.0, 'f', 1), tokensText));
    } else {
        add(MemoryComponent::Activations, e.activations, onGpu * perLayer * tokens,
            MemoryEstimator::tr("Saved activations (%1)")
                .arg(need.flashAttention ? MemoryEstimator::tr("FlashAttention")
                                         : MemoryEstimator::tr("eager attention")),
            MemoryEstimator::tr("%1 layers × %2 KiB per token × %3")
                    .arg(onGpu)
                    .arg(QLocale().toString(perLayer / 1024.0, 'f', 1), tokensText) +
                offloadText);
    }
    // Eager cross-entropy keeps the logits, their fp32 copy and fp32 log-probabilities of the whole batch; the
    // chunked loss upcasts one chunk at a time.
    const double upcast = fp32 ? 4.0 : 8.0;
    const double logitBytes = act + (need.savers.chunkedLoss ? upcast / MemoryConstants::kLossChunks : upcast);
    add(MemoryComponent::Activations, e.activations, tokens * V * logitBytes / tp,
        MemoryEstimator::tr("Logits and loss"),
        (need.savers.chunkedLoss
             ? MemoryEstimator::tr("%1 × vocabulary %2 × %3 (logits, and the fp32 loss of one chunk in %4)")
                   .arg(tokensText)
                   .arg(model.vocabSize)
                   .arg(bytesPerElementText(logitBytes))
                   .arg(MemoryConstants::kLossChunks)
             : MemoryEstimator::tr("%1 × vocabulary %2 × %3 (logits, their fp32 copy and fp32 log-probabilities)")
                   .arg(tokensText)
                   .arg(model.vocabSize)
                   .arg(bytesPerElementText(logitBytes))) +
            shardText);
    if (need.task == Task::Qlora) {
        const double largest =
            std::max({h * qd, h * static_cast<double>(std::max(model.intermediateSize, model.expertIntermediateSize))});
        add(MemoryComponent::Activations, e.activations, 2.0 * largest * act / tp,
            MemoryEstimator::tr("Dequantization buffer"),
            MemoryEstimator::tr(
                "the largest matrix dequantized to 16 bits for its matmul, twice (forward and backward)"));
    }
}

void Estimation::addServing()
{
    const double qd = static_cast<double>(model.queryDim());
    const double kvd = static_cast<double>(model.kvDim());
    // Prefill of one sequence's full context runs layer by layer; the widest moment is the MLP, where the
    // residual stream, the norm output and gate, up and their product are alive together.
    const double inter = model.isMoe() ? static_cast<double>(model.expertIntermediateSize * model.expertsPerToken +
                                                             model.sharedExpertIntermediateSize)
                                       : static_cast<double>(model.intermediateSize);
    const double perToken = act * (2.0 * h) + act * std::max(3.0 * inter, 2.0 * qd + 2.0 * kvd) / tp;
    add(MemoryComponent::Activations, e.activations, perToken * static_cast<double>(need.context),
        MemoryEstimator::tr("Prefill workspace"),
        MemoryEstimator::tr(
            "one prompt of %1 tokens × %2 KiB per token (largest layer only; nothing is kept for backward)")
            .arg(need.context)
            .arg(QLocale().toString(perToken / 1024.0, 'f', 1)));
    add(MemoryComponent::Activations, e.activations, static_cast<double>(need.concurrency) * V * 4.0 / tp,
        MemoryEstimator::tr("Next-token logits"),
        MemoryEstimator::tr("%1 sequences × vocabulary %2 × 4 bytes").arg(need.concurrency).arg(model.vocabSize));

    const double kvSplit = std::min(tp, static_cast<double>(model.numKvHeads)); // heads cannot split further
    add(MemoryComponent::KvCache, e.kvCache,
        static_cast<double>(need.concurrency * need.context) * static_cast<double>(e.kvCacheBytesPerToken) / kvSplit,
        MemoryEstimator::tr("KV cache"),
        MemoryEstimator::tr(
            "%1 sequences × %2 tokens × %3 bytes per token (%4 layers × %5 KV heads × head dim %6 × 2 × %7)")
                .arg(need.concurrency)
                .arg(need.context)
                .arg(e.kvCacheBytesPerToken)
                .arg(model.numLayers)
                .arg(model.numKvHeads)
                .arg(model.headDim)
                .arg(bytesPerElementText(fp32 ? 4.0 : 2.0)) +
            (kvSplit > 1 ? MemoryEstimator::tr(" ÷ %1 (KV heads split across GPUs)").arg(kvSplit) : QString()));
}

void Estimation::addOverhead()
{
    namespace C = MemoryConstants;
    const double dynamic = e.weights + e.gradients + e.optimizer + e.activations + e.kvCache;
    e.cudaContext = C::kCudaContextBytes + (need.gpus > 1 ? C::kMultiGpuCommBytes : 0.0);
    e.allocatorReserve = C::kAllocatorReserveFraction * dynamic;
    add(MemoryComponent::Overhead, e.overhead, e.cudaContext, MemoryEstimator::tr("CUDA context and libraries"),
        need.gpus > 1 ? MemoryEstimator::tr("%1 per process, plus %2 of NCCL buffers")
                            .arg(bytesText(C::kCudaContextBytes), bytesText(C::kMultiGpuCommBytes))
                      : MemoryEstimator::tr("%1 per process").arg(bytesText(C::kCudaContextBytes)));
    add(MemoryComponent::Overhead, e.overhead, e.allocatorReserve, MemoryEstimator::tr("Allocator reserve"),
        MemoryEstimator::tr("%1 % of the tensors above: cached by PyTorch's allocator and lost to fragmentation")
            .arg(QLocale().toString(C::kAllocatorReserveFraction * 100, 'f', 0)));
}

void Estimation::explainAssumptions()
{
    if (model.approximate)
        e.assumptions << MemoryEstimator::tr("The model shape is approximate: only its size was given, so a Llama-like "
                                             "shape with full multi-head attention was assumed.");
    if (model.bestEffort)
        e.assumptions << MemoryEstimator::tr("The model family \"%1\" is not one GPU Planner knows exactly; the "
                                             "standard config fields were used (best effort).")
                             .arg(model.family);
    if (need.isTraining()) {
        if (!need.savers.chunkedLoss)
            e.assumptions << MemoryEstimator::tr("Activations assume no dropout and the loss computed on fp32 logits "
                                                 "over the whole batch, as Hugging Face Transformers does; a chunked "
                                                 "loss needs less.");
        if (e.offloadedActivations > 0)
            e.assumptions << MemoryEstimator::tr("Activation offloading keeps %1 in pinned host memory.")
                                 .arg(bytesText(e.offloadedActivations));
        if (isAmp(prec))
            e.assumptions << MemoryEstimator::tr(
                "Mixed precision follows DeepSpeed/ZeRO accounting: 16-bit weights and "
                "gradients, fp32 master weights and optimizer states (16 bytes per "
                "parameter with AdamW).");
        if (adapters)
            e.assumptions << MemoryEstimator::tr("LoRA adapters are kept in %1, as PEFT does.")
                                 .arg(adapterBytes == 4.0 ? QStringLiteral("fp32") : QStringLiteral("16-bit"));
        if (need.task == Task::Freeze)
            e.assumptions << MemoryEstimator::tr(
                "Freeze-tuning trains the last %n layer(s); the layers below keep no activations.", nullptr,
                static_cast<int>(freezeLayers));
    } else {
        e.assumptions << MemoryEstimator::tr(
                             "Serving keeps the KV cache in %1 and prefills one full context at a time.")
                             .arg(fp32 ? QStringLiteral("fp32") : QStringLiteral("16-bit"));
    }
}

} // namespace

Result<MemoryEstimate> MemoryEstimator::estimate(const ModelArchitecture& model, const Need& need, bool explain)
{
    if (Status valid = validate(need); !valid.ok())
        return valid.error();

    Estimation s(model, need, explain);
    s.countTrainable();
    s.addWeights();
    if (need.isTraining()) {
        s.addGradients();
        s.addOptimizer();
        s.addTrainingActivations();
    } else {
        s.addServing();
    }
    s.addOverhead();
    if (explain)
        s.explainAssumptions();

    const MemoryEstimate& e = s.e;
    if (!std::isfinite(e.total()) || e.total() > NeedLimits::kMaxBytesPerGpu) {
        const double shown = std::isfinite(e.total()) ? std::min(e.total(), 9e18) : 9e18;
        return Error{
            QStringLiteral("need.too_large"),
            tr("These settings need %1 per GPU, beyond any machine that exists: lower the batch size, the "
               "sequence length or the context.")
                .arg(QLocale().formattedDataSize(static_cast<qint64>(shown), 1, QLocale::DataSizeTraditionalFormat))};
    }
    return std::move(s.e);
}

} // namespace gp
