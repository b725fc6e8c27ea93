#include "core/estimator/ErrorBands.h"
#include "support/TestPaths.h"
#include "validation/LeaveOneOut.h"
#include "validation/ValidationTable.h"

#include <gtest/gtest.h>

#include <QFile>

#include <cmath>

using namespace gp::validation;

namespace {

Summary summary()
{
    return compute(gp::test::sourcePath("docs/validation-sources.json"));
}

} // namespace

// docs/validation.md shows the estimator's numbers; a change to the estimator that moves them must update the
// document (build/tests/validation_report --write), so the published table never drifts from the code.
TEST(Validation, DocumentMatchesTheEstimator)
{
    QFile file(gp::test::sourcePath("docs/validation.md"));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QString doc = QString::fromUtf8(file.readAll());
    const qsizetype begin = doc.indexOf(QLatin1String(kBeginMarker));
    const qsizetype end = doc.indexOf(QLatin1String(kEndMarker));
    ASSERT_GE(begin, 0);
    ASSERT_GT(end, begin);
    const QString committed = doc.mid(begin, end + qstrlen(kEndMarker) + 1 - begin);
    const QString sources = gp::test::sourcePath("docs/validation-sources.json");
    const Summary s = compute(sources);
    const QString current = renderMarkdown(s, renderLeaveOneOut(leaveOneSourceOut(sources, s), s));
    EXPECT_EQ(committed.toStdString(), current.toStdString())
        << "docs/validation.md is stale: run build/tests/validation_report --write";
}

TEST(Validation, PeakMemoryWithinFifteenPercentAndBetterThanRulesOfThumb)
{
    const Summary s = summary();
    EXPECT_GE(s.memoryRows, 15);
    EXPECT_GE(s.memorySources, 4);
    EXPECT_LE(s.memoryMedianError, 0.15);
    EXPECT_LT(s.memoryMedianError, s.ruleOfThumbMedianError);
    EXPECT_LT(s.trainingMemoryMedianError, s.trainingRuleOfThumbMedianError);
}

TEST(Validation, EveryRowIsCitedAndComputed)
{
    for (const Row& r : summary().rows) {
        EXPECT_TRUE(r.source.startsWith(QStringLiteral("https://"))) << r.id.toStdString();
        if (r.excluded.isEmpty()) {
            EXPECT_GT(r.measured, 0) << r.id.toStdString();
            EXPECT_GT(r.estimate, 0) << r.id.toStdString();
        }
    }
}

// Training time against published runs: right on average and not always wrong one way, overall and per class of
// work; the runs the constants were not fitted on are reported separately in the document.
TEST(Validation, TrainingTimeWithinFifteenPercentAndUnbiased)
{
    const Summary s = summary();
    EXPECT_GE(s.trainingTime.rows, 30);
    EXPECT_GE(s.trainingTimeSources, 5);
    EXPECT_GE(s.trainingTimeHeldOut.rows, 30);
    EXPECT_LE(s.trainingTime.medianAbsolute, 0.15);
    EXPECT_LE(std::abs(s.trainingTime.medianSigned), 0.05);
    for (const auto& [group, e] : s.trainingTimeGroups) {
        // QLoRA and LoRA on Ada cards (2 × RTX 4090, RTX 6000 Ada, L4) still run slower than estimated; the document
        // names the miss and its likely causes.
        if (e.rows < 5 || group.startsWith(QLatin1String("measured:")) || group == QLatin1String("Ada GPUs"))
            continue;
        // No class of work is always wrong the same way by more than a fifth.
        EXPECT_LE(std::abs(e.medianSigned), 0.20) << group.toStdString();
    }
    // How a figure was measured is not a class of work, but it shows what the model leaves out: the held-out runs
    // timed on their training steps are within 15 %; a whole production run's GPU-hours (restarts, evaluations, idle
    // reserved GPUs) take longer than its steps, so the estimate is below them (docs/validation.md).
    const auto heldOut = [&](const char* group) {
        for (const auto& [name, e] : s.trainingTimeHeldOutGroups)
            if (name == QLatin1String(group))
                return e;
        ADD_FAILURE() << "no held-out class " << group;
        return ErrorSummary{};
    };
    EXPECT_GE(heldOut("measured: training steps").rows, 20);
    EXPECT_LE(heldOut("measured: training steps").medianAbsolute, 0.15);
    EXPECT_LT(heldOut("measured: a whole run's GPU-hours").medianSigned, 0);
}

// The shipped efficiency constants are the fit on the rows marked "fit": fitting again from them moves none of them
// by more than a few percent, so nobody can tune a constant by hand without the test noticing.
TEST(Validation, ShippedEfficiencyConstantsAreTheFit)
{
    const gp::TrainingEfficiency shipped = gp::TrainingEfficiency::fitted();
    const gp::TrainingEfficiency refit = fitTrainingEfficiency(gp::test::sourcePath("docs/validation-sources.json"));
    const auto close = [](double a, double b) { return std::abs(a / b - 1.0) <= 0.03; };
    EXPECT_TRUE(close(refit.ampere, shipped.ampere)) << refit.ampere;
    EXPECT_TRUE(close(refit.ada, shipped.ada)) << refit.ada;
    EXPECT_TRUE(close(refit.hopper, shipped.hopper)) << refit.hopper;
    EXPECT_TRUE(close(refit.hiddenHalf, shipped.hiddenHalf)) << refit.hiddenHalf;
    EXPECT_TRUE(close(refit.microBatchHalf, shipped.microBatchHalf)) << refit.microBatchHalf;
    EXPECT_TRUE(close(refit.attention, shipped.attention)) << refit.attention;
    EXPECT_TRUE(close(refit.lora, shipped.lora)) << refit.lora;
    EXPECT_TRUE(close(refit.qlora, shipped.qlora)) << refit.qlora;
    EXPECT_TRUE(close(refit.compile, shipped.compile)) << refit.compile;
}

// Decode speed per sequence across engines, single stream and batched: within 15 % and unbiased overall, and the
// engine constants are the fit on the rows marked "fit".
TEST(Validation, DecodeSpeedWithinFifteenPercentAndTheEngineConstantsAreTheFit)
{
    const Summary s = summary();
    EXPECT_GE(s.decode.rows, 40);
    EXPECT_GE(s.decodeEngines, 3);
    EXPECT_LE(s.decode.medianAbsolute, 0.15);
    EXPECT_LE(std::abs(s.decode.medianSigned), 0.05);
    const gp::ServingEfficiency shipped = gp::ServingEfficiency::fitted();
    const gp::ServingEfficiency refit = fitServingEfficiency(gp::test::sourcePath("docs/validation-sources.json"));
    const auto close = [](double a, double b) { return std::abs(a / b - 1.0) <= 0.03; };
    for (size_t i = 0; i < shipped.bandwidth.size(); ++i) {
        EXPECT_TRUE(close(refit.bandwidth[i], shipped.bandwidth[i])) << i << ": " << refit.bandwidth[i];
        EXPECT_TRUE(close(refit.layerOverheadMicroseconds[i], shipped.layerOverheadMicroseconds[i]))
            << i << ": " << refit.layerOverheadMicroseconds[i];
    }
    EXPECT_TRUE(close(refit.int8, shipped.int8)) << refit.int8;
    EXPECT_TRUE(close(refit.int4, shipped.int4)) << refit.int4;
    EXPECT_TRUE(close(refit.batchedCompute, shipped.batchedCompute)) << refit.batchedCompute;
}

// Leave one source out: a source whose rows taught the constants is predicted by constants fitted without it, so its
// error can only grow; a source no constant saw keeps its error. The headline is the left-out figure.
TEST(Validation, EachSourceIsPredictedByConstantsFittedWithoutIt)
{
    const QString sources = gp::test::sourcePath("docs/validation-sources.json");
    const Summary s = compute(sources);
    const LeaveOneOut loso = leaveOneSourceOut(sources, s);
    EXPECT_GE(loso.trainingSources, 10);
    EXPECT_EQ(loso.training.size() + loso.decode.size(),
              std::count_if(s.rows.cbegin(), s.rows.cend(), [](const Row& r) {
                  return r.excluded.isEmpty() && r.kind != QLatin1String("peak_memory") &&
                         r.kind != QLatin1String("throughput");
              }));
    int moved = 0;
    for (const Row& r : loso.training + loso.decode) {
        const auto shipped = std::find_if(s.rows.cbegin(), s.rows.cend(), [&](const Row& x) { return x.id == r.id; });
        ASSERT_NE(shipped, s.rows.cend());
        if (!shipped->fitted) {
            // No constant was fitted on this row; others of its source may have been (torchtune's ladder).
            continue;
        }
        moved += std::abs(r.error - shipped->error) > 1e-6;
    }
    EXPECT_GT(moved, 20); // the fitted rows are predicted by other constants
    // The fitted rows fare worse left out than in sample: the in-sample figure flatters them.
    QList<double> in, out;
    for (const Row& r : loso.training)
        if (r.fitted) {
            out << std::abs(r.error);
            in << std::abs(
                std::find_if(s.rows.cbegin(), s.rows.cend(), [&](const Row& x) { return x.id == r.id; })->error);
        }
    std::sort(in.begin(), in.end());
    std::sort(out.begin(), out.end());
    EXPECT_GT(out.at(out.size() / 2), in.at(in.size() / 2));
}

// The targets on work nobody fitted: leave one source out, training time and decode speed are each within 15 %
// (median) and within ±5 % signed; each class of 3 or more rows worse than 30 % (the generated lists) is named in the
// document's own text, where its reason is given.
TEST(Validation, LeftOutTimesMeetTheTargetsAndTheDocumentNamesEachMiss)
{
    const QString sources = gp::test::sourcePath("docs/validation-sources.json");
    const LeaveOneOut loso = leaveOneSourceOut(sources, compute(sources));
    for (const QList<Row>& rows : {loso.training, loso.decode}) {
        const ErrorSummary e = summarizeRows(rows);
        EXPECT_GE(e.rows, 120);
        EXPECT_LE(e.medianAbsolute, 0.15);
        EXPECT_LE(std::abs(e.medianSigned), 0.05);
    }
    EXPECT_GE(loso.trainingSources, 18);
    QFile file(gp::test::sourcePath("docs/validation.md"));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QString doc = QString::fromUtf8(file.readAll());
    const qsizetype generated = doc.indexOf(QLatin1String("<!-- validation-table:begin"));
    ASSERT_GT(generated, 0);
    const QString prose = doc.left(generated);
    const QString marker = QStringLiteral("Classes of 3 or more rows worse than 30 %: ");

    for (qsizetype at = doc.indexOf(marker, generated); at >= 0; at = doc.indexOf(marker, at + 1)) {
        const QString line = doc.mid(at + marker.size()).section(QLatin1Char('\n'), 0, 0);
        for (const QString& miss : line.split(QStringLiteral("; "))) {
            const QString cls = miss.section(QLatin1Char(' '), 0, 0);
            EXPECT_TRUE(prose.contains(QLatin1Char('`') + cls + QLatin1Char('`'))) << cls.toStdString();
        }
    }
}

// The bands the app shows are the residuals' 10th–90th percentiles per class (validation_report --bands): the shipped
// tables hold exactly those classes and numbers.
TEST(Validation, ShippedErrorBandsAreTheLeftOutResidualsPercentiles)
{
    const QString sources = gp::test::sourcePath("docs/validation-sources.json");
    const Summary s = compute(sources);
    const LeaveOneOut loso = leaveOneSourceOut(sources, s);
    for (const auto& [rows, shipped] : {std::pair{loso.training, gp::ErrorBands::trainingTable()},
                                        std::pair{loso.decode, gp::ErrorBands::decodeTable()}}) {
        const QList<BandRow> computed = bandsOf(rows);
        ASSERT_EQ(computed.size(), shipped.size()) << "run build/tests/validation_report --bands";
        for (qsizetype i = 0; i < computed.size(); ++i) {
            SCOPED_TRACE(computed.at(i).basis.toStdString());
            EXPECT_EQ(computed.at(i).basis, QLatin1String(shipped.at(i).basis));
            EXPECT_EQ(computed.at(i).rows, shipped.at(i).rows);
            EXPECT_NEAR(computed.at(i).low, shipped.at(i).low, 0.0005);
            EXPECT_NEAR(computed.at(i).high, shipped.at(i).high, 0.0005);
            EXPECT_LE(computed.at(i).low, computed.at(i).high);
        }
    }
}
