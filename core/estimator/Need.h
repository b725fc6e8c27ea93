#pragma once

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>
#include <QtGlobal>

#include <optional>

namespace gp {

enum class Task { Inference, Full, Freeze, Lora, Qlora };
enum class Precision { Fp32, Bf16, Fp16, AmpBf16, AmpFp16, Int8, Int4 };
// The serving engine: how close decode comes to the memory bandwidth, and what each step costs beyond it.
// LMDeploy (TurboMind) and TensorRT-LLM are the servers of many Chinese and NVIDIA-built platforms.
enum class Engine { Vllm, Sglang, LlamaCpp, Transformers, LmDeploy, TensorRtLlm };

// PagedAdamW8bit: bitsandbytes' 8-bit AdamW with its states in CUDA unified memory, which pages them out to the
// host when the GPU runs short.
enum class Optimizer { AdamW, AdamW8bit, PagedAdamW8bit, Sgd, Adafactor };

// The memory savers single-GPU fine-tuning recipes (torchtune, Unsloth, TRL) switch on. Each trades a little time, or
// none, for memory; docs/estimator.md gives both effects and the measurements behind them.
struct MemorySavers
{
    bool optimizerInBackward = false;  // each parameter is stepped as its gradient arrives: no full gradient buffer
    bool chunkedLoss = false;          // cross-entropy over chunks of the output: no fp32 copy of all the logits
    bool activationOffloading = false; // saved activations wait in host memory until backward needs them
    bool compile = false;              // torch.compile fuses element-wise work: fewer saved tensors, faster steps

    bool any() const { return optimizerInBackward || chunkedLoss || activationOffloading || compile; }
    bool operator==(const MemorySavers&) const = default;
};

// A correction of the estimated training speed on one GPU for one kind of training, measured by running the user's
// own command on a rented instance (the smoke test). The estimator divides that GPU's time by `factor`, whatever the
// layout: the measurement includes everything the run does, which the model splits into terms.
struct SpeedCalibration
{
    QString gpuId;
    Task task = Task::Lora;
    double factor = 1; // measured ÷ estimated tokens per second
    double measuredTokensPerSecond = 0;
    double estimatedTokensPerSecond = 0;
    double measuredPeakMiB = 0;  // the fullest GPU while the command ran
    double estimatedPeakMiB = 0; // the estimate per GPU for the same layout
    int gpus = 1;                // the cards the command ran on
    QString host;                // where it was measured
    QDateTime at;                // UTC

    static constexpr double kMinFactor = 0.01; // a hundredfold error is a broken measurement, not a correction
    static constexpr double kMaxFactor = 100;
};

// What exists: sizes beyond these are refused with the bound named, never computed. Within them every product the
// estimator forms (batch × sequence × vocabulary × bytes, users × context × cache bytes) stays far inside a double's
// exact range, so text and JSON show the same finite numbers. The questionnaire, its page and the CLI read these.
namespace NeedLimits {
constexpr qint64 kMaxBatch = 4096;        // sequences per GPU per step
constexpr qint64 kMaxTokens = 10'485'760; // a sequence, prompt, answer or context: 10 Mi, the longest window shipped
constexpr qint64 kMaxConcurrency = 1'000'000; // users decoding at once: beyond any service one plan sizes
constexpr qint64 kMaxLoraRank = 4096;
constexpr qint64 kMaxLayers = 4096; // freeze-tuning's trainable layers
constexpr qint64 kMaxGpus = 65'536;
constexpr double kMaxBytesPerGpu = 1e18; // an exabyte: an estimate beyond it is a typing mistake, not a plan
} // namespace NeedLimits

// One workload, as the questionnaire or the CLI describes it. Defaults are what a practitioner would start from.
struct Need
{
    Task task = Task::Lora;
    Precision precision = Precision::Bf16;
    Optimizer optimizer = Optimizer::AdamW;
    qint64 batch = 1; // micro-batch per GPU (sequences)
    // Micro-batches per optimizer step: the optimizer reads and writes every trainable parameter's states once per
    // step, so accumulating gradients spreads that over more tokens.
    qint64 gradientAccumulation = 1;
    qint64 seq = 2048; // training sequence length (tokens)
    qint64 loraRank = 16;
    QStringList loraTargets = {QStringLiteral("q_proj"), QStringLiteral("k_proj"), QStringLiteral("v_proj"),
                               QStringLiteral("o_proj")};
    qint64 freezeTrainableLayers = 2; // freeze-tuning trains the last N layers (LLaMA-Factory's default is 2)
    bool gradientCheckpointing = false;
    bool flashAttention = true;
    MemorySavers savers;
    qint64 gpus = 1;
    int zeroStage = 0; // 0–3; FSDP full sharding is stage 3
    qint64 tensorParallel = 1;
    qint64 pipelineParallel = 1; // stages across nodes; data parallel is gpus ÷ (tensor × pipeline)

    // Inference / serving.
    qint64 context = 4096;             // prompt + generated tokens per sequence
    qint64 concurrency = 1;            // sequences decoded together
    double gpuMemoryUtilization = 0.9; // as vLLM's --gpu-memory-utilization
    Engine engine = Engine::Vllm;      // llama.cpp stores int8/int4 as GGUF Q8_0/Q4_K_M
    // Serving load: `concurrency` users decode at once; each should see at least this many tokens per second (0: no
    // speed target, size by memory only). Replicas are added until both hold.
    double targetTokensPerSecondPerUser = 0;
    bool allowSpot = false; // an always-on service may run on interruptible capacity

    // Time: a GPU from the catalog and the tokens to process (training) or to generate.
    QString gpuId;
    std::optional<double> tokens;
    std::optional<double> mfu;            // model FLOPs utilization; the documented default when unset
    QList<SpeedCalibration> calibrations; // measured corrections of the training speed (the plan's own)

    bool isTraining() const { return task != Task::Inference; }
    // This need's calibration on `gpuId` (same GPU and task), or null.
    const SpeedCalibration* calibrationFor(const QString& gpuId) const;
};

QString taskCode(Task task);
std::optional<Task> taskFromCode(const QString& code);
QString precisionCode(Precision precision);
std::optional<Precision> precisionFromCode(const QString& code);
QString optimizerCode(Optimizer optimizer);
std::optional<Optimizer> optimizerFromCode(const QString& code);
QStringList optimizerCodes(); // every code, for help texts and choosers
QString engineCode(Engine engine);
std::optional<Engine> engineFromCode(const QString& code);
QStringList engineCodes();

// LoRA target module names the estimator understands; "all-linear" expands to all of them.
QStringList allLoraTargets();
std::optional<QStringList> loraTargetsFromText(const QString& text);

// "7B", "1.5b", "500M", "70e9", "6738415616" → a parameter count.
std::optional<double> parseParameterCount(const QString& text);

} // namespace gp
