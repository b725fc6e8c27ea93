// Google Benchmark: `compare` for one need over every shipped offer and billing mode (the Costs page reruns it when
// an answer changes). Target: well under a 16 ms frame.
#include "core/catalog/PriceCatalog.h"
#include "core/cost/Deployment.h"
#include "core/estimator/ModelCatalog.h"

#include <benchmark/benchmark.h>

namespace {

using namespace gp;

void BM_CompareAllOffersOneNeed(benchmark::State& state)
{
    const PriceCatalog& catalog = PriceCatalog::builtIn();
    const ModelArchitecture model = *ModelCatalog::builtIn().find(QStringLiteral("qwen2.5-7b"));
    Need need;
    need.task = Task::Lora;
    need.gradientCheckpointing = true;
    need.tokens = 2e8;
    const ExchangeRate fx;
    const QDate today(2026, 11, 29);
    qsizetype rows = 0;
    for (auto _ : state) {
        const auto result = DeploymentSearch::run(model, need, Usage{}, catalog, fx, Currency::CNY, today);
        rows = result.ok() ? result->deployments.size() : 0;
        benchmark::DoNotOptimize(rows);
    }
    state.counters["offers"] = catalog.offerCount();
    state.counters["rows"] = static_cast<double>(rows);
}
BENCHMARK(BM_CompareAllOffersOneNeed)->Unit(benchmark::kMicrosecond);

} // namespace
