// validation_report: prints the validation table (docs/validation.md) computed with the current estimator, or with
// --write rewrites that section of the document in place. The test suite fails while the two disagree.
#include "support/TestPaths.h"
#include "validation/LeaveOneOut.h"
#include "validation/ValidationTable.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QTextStream>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QString root = gp::test::sourcePath();
    if (app.arguments().contains(QStringLiteral("--fit"))) {
        // The constants for PerformanceEstimator.h's TrainingEfficiency, fitted on the rows marked "fit".
        const gp::TrainingEfficiency e =
            gp::validation::fitTrainingEfficiency(root + QStringLiteral("/docs/validation-sources.json"));
        QTextStream(stdout) << "ampere " << e.ampere << "\nada " << e.ada << "\nhopper " << e.hopper << "\nhiddenHalf "
                            << e.hiddenHalf << "\nmicroBatchHalf " << e.microBatchHalf << "\nattention " << e.attention
                            << "\nlora " << e.lora << "\nqlora " << e.qlora << "\ncompile " << e.compile << "\n";
        const gp::ServingEfficiency se =
            gp::validation::fitServingEfficiency(root + QStringLiteral("/docs/validation-sources.json"));
        for (const QString& code : gp::engineCodes()) {
            const gp::Engine engine = *gp::engineFromCode(code);
            const auto i = static_cast<size_t>(engine);
            QTextStream(stdout) << "bandwidth[" << gp::engineCode(engine) << "] " << se.bandwidth[i] << "\noverhead["
                                << gp::engineCode(engine) << "] " << se.layerOverheadMicroseconds[i] << "\n";
        }
        QTextStream(stdout) << "int8 " << se.int8 << "\nint4 " << se.int4 << "\nbatchedCompute " << se.batchedCompute
                            << "\n";
        return 0;
    }
    if (const qsizetype i = app.arguments().indexOf(QStringLiteral("--check")); i > 0) {
        // --check FILE: the rows of a sources file (the measurement kit's), as the validation reads them: one JSON
        // object a line with what was measured, estimated, or why the row cannot be read.
        const gp::validation::Summary rows = gp::validation::compute(app.arguments().value(i + 1));
        for (const gp::validation::Row& r : rows.rows)
            QTextStream(stdout) << QJsonDocument(QJsonObject{{QStringLiteral("id"), r.id},
                                                             {QStringLiteral("kind"), r.kind},
                                                             {QStringLiteral("measured"), r.measured},
                                                             {QStringLiteral("estimate"), r.estimate},
                                                             {QStringLiteral("excluded"), r.excluded}})
                                       .toJson(QJsonDocument::Compact)
                                << "\n";
        return rows.rows.isEmpty() ? 1 : 0;
    }
    const QString sources = root + QStringLiteral("/docs/validation-sources.json");
    const gp::validation::Summary summary = gp::validation::compute(sources);
    const gp::validation::LeaveOneOut loso = gp::validation::leaveOneSourceOut(sources, summary);
    if (app.arguments().contains(QStringLiteral("--bands"))) {
        // The tables of core/estimator/ErrorBands.cpp, between its markers.
        QTextStream(stdout) << gp::validation::bandsCode(loso);
        return 0;
    }
    const QString table = gp::validation::renderMarkdown(summary, gp::validation::renderLeaveOneOut(loso, summary));
    if (app.arguments().contains(QStringLiteral("--write"))) {
        const QString path = root + QStringLiteral("/docs/validation.md");
        QFile in(path);
        if (!in.open(QIODevice::ReadOnly))
            return 1;
        QString doc = QString::fromUtf8(in.readAll());
        const qsizetype begin = doc.indexOf(QLatin1String(gp::validation::kBeginMarker));
        const qsizetype end = doc.indexOf(QLatin1String(gp::validation::kEndMarker));
        if (begin < 0 || end < begin)
            return 1;
        doc.replace(begin, end + qstrlen(gp::validation::kEndMarker) + 1 - begin, table);
        QSaveFile out(path);
        if (!out.open(QIODevice::WriteOnly) || out.write(doc.toUtf8()) < 0 || !out.commit())
            return 1;
        return 0;
    }
    QTextStream(stdout) << table;
    return 0;
}
