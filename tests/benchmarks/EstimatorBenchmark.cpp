// Google Benchmark for the estimator's interactive path: the questionnaire reruns the fit search on every keystroke,
// so one full need (memory model for 1/2/4/8 GPUs, then every GPU in the catalog with time or throughput) must stay
// far below a frame. Iterates over the whole model catalog × tasks so no single shape flatters the number.
#include "core/catalog/GpuCatalog.h"
#include "core/estimator/FitSearch.h"
#include "core/estimator/MemoryEstimator.h"
#include "core/estimator/ModelCatalog.h"

#include <benchmark/benchmark.h>

namespace {

using namespace gp;

QList<Need> needs()
{
    QList<Need> list;
    for (Task task : {Task::Inference, Task::Full, Task::Freeze, Task::Lora, Task::Qlora}) {
        Need n;
        n.task = task;
        n.precision = task == Task::Full || task == Task::Freeze ? Precision::AmpBf16 : Precision::Bf16;
        n.seq = 2048;
        n.batch = 4;
        n.gradientCheckpointing = task != Task::Inference;
        n.tokens = 1e9;
        n.context = 8192;
        n.concurrency = 16;
        list << n;
    }
    return list;
}

// One full need = FitSearch over every GPU of the catalog.
void BM_FitSearchOneNeed(benchmark::State& state)
{
    const QList<ModelArchitecture>& models = ModelCatalog::builtIn().models();
    const QList<GpuSpec>& gpus = GpuCatalog::builtIn().gpus();
    const QList<Need> tasks = needs();
    qsizetype i = 0;
    for (auto _ : state) {
        const ModelArchitecture& model = models.at(i % models.size());
        const Need& need = tasks.at((i / models.size()) % tasks.size());
        benchmark::DoNotOptimize(FitSearch::run(model, need, gpus));
        ++i;
    }
    state.counters["gpus"] = static_cast<double>(gpus.size());
    state.counters["models"] = static_cast<double>(models.size());
}
BENCHMARK(BM_FitSearchOneNeed)->Unit(benchmark::kMicrosecond);

// The explained estimate the "why" panel shows (translated terms and formulas).
void BM_EstimateWithExplanations(benchmark::State& state)
{
    const ModelArchitecture model = *ModelCatalog::builtIn().find(QStringLiteral("llama-3.1-8b"));
    Need need;
    need.task = Task::Qlora;
    need.loraTargets = allLoraTargets();
    need.gradientCheckpointing = true;
    for (auto _ : state)
        benchmark::DoNotOptimize(MemoryEstimator::estimate(model, need, true));
}
BENCHMARK(BM_EstimateWithExplanations)->Unit(benchmark::kMicrosecond);

// Every model × task × GPU once: the whole catalog swept, as a report would.
void BM_WholeCatalogSweep(benchmark::State& state)
{
    const QList<ModelArchitecture>& models = ModelCatalog::builtIn().models();
    const QList<GpuSpec>& gpus = GpuCatalog::builtIn().gpus();
    const QList<Need> tasks = needs();
    for (auto _ : state) {
        for (const ModelArchitecture& model : models)
            for (const Need& need : tasks)
                benchmark::DoNotOptimize(FitSearch::run(model, need, gpus));
    }
    state.counters["needs"] = static_cast<double>(models.size() * tasks.size());
}
BENCHMARK(BM_WholeCatalogSweep)->Unit(benchmark::kMillisecond);

} // namespace
