// What the Plan page says beyond the numbers: advice that must be about the plan's own method.
#include "core/plan/PlanEvaluator.h"

#include <gtest/gtest.h>

#include <QLocale>
#include <QRegularExpression>

using namespace gp;

namespace {

// The size the checkpoint advice gives for one save, in GiB.
double checkpointGiB(const PlanResults& r)
{
    static const QRegularExpression size(QStringLiteral("each save ≈ ([0-9.,]+) GiB"));
    for (const QString& a : r.advice) {
        const QRegularExpressionMatch m = size.match(a);
        if (m.hasMatch())
            return QLocale().toDouble(m.captured(1));
    }
    ADD_FAILURE() << "no checkpoint advice";
    return -1;
}

} // namespace

TEST(PlanEvaluator, CheckpointAdviceCountsWhatTheMethodSaves)
{
    Questionnaire q; // LoRA on Qwen2.5-7B
    const QDate today(2026, 11, 30);
    const PlanResults lora = PlanEvaluator::evaluate(q, PriceCatalog{}, ExchangeRate(7.2), Currency::CNY, today);
    ASSERT_TRUE(lora.memory);
    // An adapter and its optimizer states: a fraction of a GiB, not the 14 GiB base model.
    const double adapter = checkpointGiB(lora);
    EXPECT_GT(adapter, 0.05);
    EXPECT_LT(adapter, 1.0);
    const double trainable = static_cast<double>(lora.memory->trainableParameters);
    EXPECT_NEAR(adapter, (trainable * 2 + lora.memory->optimizer) / (1024.0 * 1024 * 1024), 0.06);

    q.task = Task::Full;
    const PlanResults full = PlanEvaluator::evaluate(q, PriceCatalog{}, ExchangeRate(7.2), Currency::CNY, today);
    EXPECT_GT(checkpointGiB(full), 14.0); // the whole model and its optimizer states
}
