#pragma once

#include "core/common/Result.h"
#include "core/estimator/ModelArchitecture.h"
#include "core/estimator/Need.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace gp {

enum class MemoryComponent { Weights, Gradients, Optimizer, Activations, KvCache, Overhead };

// "Weights", "KV cache", …: the one translated name of each component, for every table, chart and command.
QString memoryComponentName(MemoryComponent component);

// One physical term of the estimate: what it is, how it was computed, and how many bytes it adds per GPU.
struct MemoryTerm
{
    MemoryComponent component;
    QString label;   // translated: "Frozen base weights (NF4)"
    QString formula; // translated, with the numbers: "6.74 B parameters × 2 bytes ÷ 1 GPU"
    double bytes = 0;
};

// The memory one GPU needs for a need, component by component. All figures are bytes per GPU.
struct MemoryEstimate
{
    qint64 parameters = 0;
    qint64 activeParameters = 0;
    qint64 trainableParameters = 0;
    qint64 kvCacheBytesPerToken = 0; // per sequence, in the cache's precision (bf16 unless fp32)

    double weights = 0;
    double gradients = 0;
    double optimizer = 0;
    double activations = 0;
    double kvCache = 0;
    double overhead = 0;
    double cudaContext = 0;      // part of overhead: present on the device, never in torch's allocator statistics
    double allocatorReserve = 0; // part of overhead: cached by the allocator beyond what tensors use

    // Host memory the memory savers use instead of the GPU's (not in total()): paged 8-bit optimizer states, which
    // stay on the GPU only while it has room, and offloaded activations, which cross PCIe twice a step.
    double pagedOptimizer = 0;
    double offloadedActivations = 0;
    double hostMemory() const { return pagedOptimizer + offloadedActivations; }

    double total() const { return weights + gradients + optimizer + activations + kvCache + overhead; }
    // What torch.cuda.max_memory_allocated would report: the tensors only.
    double allocated() const { return total() - overhead; }
    // What torch.cuda.max_memory_reserved would report: tensors plus the allocator's cache.
    double reserved() const { return total() - cudaContext; }

    QList<MemoryTerm> terms; // empty unless explanations were requested
    QStringList assumptions; // translated sentences behind the numbers
};

// Documented constants of the memory model (docs/estimator.md explains each).
namespace MemoryConstants {
constexpr double kCudaContextBytes = 512.0 * 1024 * 1024;  // CUDA context, cuBLAS workspace and kernels per process
constexpr double kMultiGpuCommBytes = 256.0 * 1024 * 1024; // NCCL buffers per GPU when more than one GPU works
constexpr double kAllocatorReserveFraction = 0.05;         // caching allocator: memory reserved but not in use
constexpr double kNf4BitsPerParameter = 4.0 + 8.0 / 64.0 + 32.0 / (64.0 * 256.0); // bitsandbytes NF4 + double quant
constexpr double kInt4BitsPerParameter = 4.0 + (16.0 + 4.0) / 128.0; // GPTQ/AWQ: group 128, fp16 scale, 4-bit zero
constexpr double kInt8BitsPerParameter = 8.0;                        // LLM.int8(): per-row scales are negligible
constexpr double kGgufQ4KmBitsPerParameter = 4.85; // llama.cpp's Q4_K_M on a Llama-class model (its reported BPW)
constexpr double kGgufQ8BitsPerParameter = 8.5;    // Q8_0: an fp16 scale per 32 weights
constexpr double kLossChunks = 8.0;           // torchtune's CEWithChunkedOutputLoss: the fp32 upcast, chunk by chunk
constexpr double kOffloadedLayersOnGpu = 2.0; // activation offloading: the layer in use and the one being copied
} // namespace MemoryConstants

class MemoryEstimator final
{
    Q_DECLARE_TR_FUNCTIONS(gp::MemoryEstimator)

public:
    static Result<MemoryEstimate> estimate(const ModelArchitecture& model, const Need& need, bool explain = true);
    static Status validate(const Need& need);
    static qint64 loraParameters(const ModelArchitecture& model, qint64 rank, const QStringList& targets);
    // Over all layers, the adapted matrices' input width plus `outputTouches` × their output width, for the experts
    // one token passes through: the activation elements a token's adapters read and write per pass.
    static double adapterTouchedWidth(const ModelArchitecture& model, const QStringList& targets, double outputTouches);
    // How many matrices the targets adapt in one layer (each expert its own).
    static qint64 adaptedMatrices(const ModelArchitecture& model, const QStringList& targets);
};

} // namespace gp
