// Google Benchmark for the desktop app's interactive path: one questionnaire change through to updated models
// (estimator, fit search, comparison over every offer, table model, chart series), excluding painting. Target: well
// under a 16 ms frame.
#include "core/plan/PlanDocument.h"
#include "ui/budget/BudgetPage.h"
#include "ui/costs/CostsPage.h"
#include "ui/plan/PlanPage.h"

#include <benchmark/benchmark.h>

#include <QSpinBox>

namespace {

using namespace gp;

void BM_QuestionnaireChangeToModels(benchmark::State& state)
{
    PlanDocument document;
    PlanPage page(document);
    auto* seq = page.findChild<QSpinBox*>(QStringLiteral("seq"));
    int i = 0;
    for (auto _ : state) {
        seq->setValue(i++ % 2 ? 2048 : 4096); // writes the document, schedules a recompute
        page.recompute();                     // what the next event-loop turn runs
        benchmark::DoNotOptimize(page.results().gpus.size());
    }
}
BENCHMARK(BM_QuestionnaireChangeToModels)->Unit(benchmark::kMillisecond);

void BM_BudgetChangeToModels(benchmark::State& state)
{
    PlanDocument document;
    BudgetPage page(document);
    for (auto _ : state) {
        page.recompute();
        benchmark::DoNotOptimize(page.result().scenarios.size());
    }
}
BENCHMARK(BM_BudgetChangeToModels)->Unit(benchmark::kMillisecond);

void BM_CostsChangeToCharts(benchmark::State& state)
{
    CostsPage page;
    for (auto _ : state) {
        page.recompute(); // cost model, cost-versus-usage curve and both charts' series
        benchmark::DoNotOptimize(page.result().options.size());
    }
}
BENCHMARK(BM_CostsChangeToCharts)->Unit(benchmark::kMillisecond);

} // namespace
