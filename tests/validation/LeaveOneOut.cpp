#include "validation/LeaveOneOut.h"

#include "core/estimator/ErrorBands.h"

#include <QMap>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace gp::validation {

namespace {

bool isTraining(const Row& r)
{
    return r.excluded.isEmpty() && (r.kind == QLatin1String("training_speed") || r.kind == QLatin1String("gpu_hours"));
}

bool isDecode(const Row& r)
{
    return r.excluded.isEmpty() && r.kind == QLatin1String("serving_speed");
}

double percentile(QList<double> values, double p)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    const double position = p * static_cast<double>(values.size() - 1);
    const auto below = static_cast<qsizetype>(std::floor(position));
    const qsizetype above = std::min<qsizetype>(below + 1, values.size() - 1);
    return values.at(below) + (values.at(above) - values.at(below)) * (position - static_cast<double>(below));
}

// The rows of each basis: its class, its method (the class's first part) and "all".
QMap<QString, QList<Row>> byBasis(const QList<Row>& rows)
{
    QMap<QString, QList<Row>> out;
    for (const Row& r : rows) {
        out[r.bandClass] << r;
        out[r.bandClass.section(QLatin1Char('/'), 0, 0)] << r;
        out[QStringLiteral("all")] << r;
    }
    return out;
}

QString share(double e)
{
    return QString::asprintf("%.1f %%", e * 100.0);
}

QString signedShare(double e)
{
    return QString::asprintf("%+.1f %%", e * 100.0);
}

// One table: per class (and method) its rows, the leave-one-source-out errors, the band and the in-sample error.
QString classTable(const QList<Row>& loso, const QList<Row>& inSample, const QString& what)
{
    const QMap<QString, QList<Row>> held = byBasis(loso);
    const QMap<QString, QList<Row>> fitted = byBasis(inSample);
    QString out = QStringLiteral("| %1 | rows | left out: absolute | left out: signed | band (actual ÷ estimate, "
                                 "10th–90th) | in sample: absolute |\n|---|---:|---:|---:|---|---:|\n")
                      .arg(what);
    QStringList misses;
    for (auto it = held.cbegin(); it != held.cend(); ++it) {
        const ErrorSummary e = summarizeRows(it.value());
        const ErrorSummary in = summarizeRows(fitted.value(it.key()));
        QList<double> errors;
        for (const Row& r : it.value())
            errors << r.error;
        // Actual ÷ estimate = 1 / (1 + error) for both kinds (time: estimate ÷ actual − 1; speed: the same way up).
        const double low = 1.0 / (1.0 + percentile(errors, ErrorBands::kHighPercentile));
        const double high = 1.0 / (1.0 + percentile(errors, ErrorBands::kLowPercentile));
        out += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 |\n")
                   .arg(it.key())
                   .arg(e.rows)
                   .arg(share(e.medianAbsolute), signedShare(e.medianSigned),
                        e.rows >= ErrorBands::kMinRows ? QString::asprintf("%.2f–%.2f", low, high)
                                                       : QStringLiteral("(too few rows: coarser class)"),
                        share(in.medianAbsolute));
        if (e.rows >= 3 && e.medianAbsolute > 0.30 && it.key().count(QLatin1Char('/')) == 2)
            misses << QStringLiteral("%1 (%2 rows, %3)").arg(it.key()).arg(e.rows).arg(share(e.medianAbsolute));
    }
    if (!misses.isEmpty())
        out += QStringLiteral("\nClasses of 3 or more rows worse than 30 %: ") + misses.join(QStringLiteral("; ")) +
               QStringLiteral(".\n");
    return out + QLatin1Char('\n');
}

} // namespace

ErrorSummary summarizeRows(const QList<Row>& rows)
{
    QList<double> signedErrors, absolute;
    for (const Row& r : rows) {
        signedErrors << r.error;
        absolute << std::abs(r.error);
    }
    return ErrorSummary{static_cast<int>(rows.size()), percentile(absolute, 0.5), percentile(signedErrors, 0.5)};
}

LeaveOneOut leaveOneSourceOut(const QString& sourcesPath, const Summary& shipped)
{
    LeaveOneOut out;
    QSet<QString> training, decode, refit;
    for (const Row& r : shipped.rows) {
        const QString key = sourceKey(r.sourceName);
        if (isTraining(r))
            training << key;
        if (isDecode(r))
            decode << key;
        if ((isTraining(r) || isDecode(r)) && r.fitted)
            refit << key; // its rows moved the constants: predict them with constants fitted without them
    }
    out.trainingSources = static_cast<int>(training.size());
    out.decodeSources = static_cast<int>(decode.size());
    QMap<QString, Summary> without;
    for (const QString& key : refit)
        without.insert(
            key, compute(sourcesPath, fitTrainingEfficiency(sourcesPath, key), fitServingEfficiency(sourcesPath, key)));
    for (const Row& r : shipped.rows) {
        if (!isTraining(r) && !isDecode(r))
            continue;
        const QString key = sourceKey(r.sourceName);
        Row predicted = r;
        if (without.contains(key)) {
            const QList<Row>& rows = without.value(key).rows;
            const auto same = std::find_if(rows.cbegin(), rows.cend(), [&](const Row& x) { return x.id == r.id; });
            if (same != rows.cend())
                predicted = *same;
        }
        (isTraining(r) ? out.training : out.decode) << predicted;
    }
    return out;
}

QList<BandRow> bandsOf(const QList<Row>& rows)
{
    QList<BandRow> out;
    const QMap<QString, QList<Row>> held = byBasis(rows);
    for (auto it = held.cbegin(); it != held.cend(); ++it) {
        if (it.value().size() < ErrorBands::kMinRows)
            continue;
        QList<double> errors;
        for (const Row& r : it.value())
            errors << r.error;
        out << BandRow{it.key(), 1.0 / (1.0 + percentile(errors, ErrorBands::kHighPercentile)),
                       1.0 / (1.0 + percentile(errors, ErrorBands::kLowPercentile)),
                       static_cast<int>(it.value().size())};
    }
    return out;
}

QString renderLeaveOneOut(const LeaveOneOut& loso, const Summary& shipped)
{
    QList<Row> trainingInSample, decodeInSample;
    for (const Row& r : shipped.rows) {
        if (isTraining(r))
            trainingInSample << r;
        if (isDecode(r))
            decodeInSample << r;
    }
    const ErrorSummary t = summarizeRows(loso.training);
    const ErrorSummary d = summarizeRows(loso.decode);
    QString out =
        QStringLiteral(
            "\n### Leave one source out: the accuracy to expect on work nobody fitted\n\nEach source's rows are "
            "predicted with constants fitted without that source (a source no constant was fitted on keeps the shipped "
            "ones). **Training time:** %1 rows from %2 sources, median absolute error **%3**, signed **%4** (positive: "
            "GPU Planner expects the run to take longer than it did). **Decode speed:** %5 rows from %6 sources, "
            "median "
            "absolute error **%7**, signed **%8** (positive: faster than measured). The in-sample figures below are "
            "lower because some rows taught the constants. The band is what runs of the class actually took (or "
            "decoded), as a factor on the estimate, from the 10th to the 90th percentile: the app shows every hour, "
            "token rate and the money built on them with it (core/estimator/ErrorBands).\n\n")
            .arg(t.rows)
            .arg(loso.trainingSources)
            .arg(share(t.medianAbsolute), signedShare(t.medianSigned))
            .arg(d.rows)
            .arg(loso.decodeSources)
            .arg(share(d.medianAbsolute), signedShare(d.medianSigned));
    out += classTable(loso.training, trainingInSample, QStringLiteral("training time: method / GPU / count"));
    out += classTable(loso.decode, decodeInSample, QStringLiteral("decode: engine / streams / weight bits"));
    return out;
}

QString bandsCode(const LeaveOneOut& loso)
{
    QString out;
    for (const auto& [name, rows] : {std::pair{"training", loso.training}, std::pair{"decode", loso.decode}}) {
        out += QStringLiteral("    // validation-bands:%1\n").arg(QLatin1String(name));
        for (const BandRow& b : bandsOf(rows))
            out += QStringLiteral("    {\"%1\", %2, %3, %4},\n")
                       .arg(b.basis, QString::number(b.low, 'f', 3), QString::number(b.high, 'f', 3))
                       .arg(b.rows);
    }
    return out;
}

} // namespace gp::validation
