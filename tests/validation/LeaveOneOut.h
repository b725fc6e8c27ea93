#pragma once

#include "validation/ValidationTable.h"

#include <QList>
#include <QString>

namespace gp::validation {

// Every counted training-time and decode row, each predicted by constants fitted without its own source: what the
// estimator misses on work it was not fitted on (the headline of docs/validation.md, and the error bands' residuals).
struct LeaveOneOut
{
    QList<Row> training; // training speed and GPU-hours rows
    QList<Row> decode;   // serving decode speeds
    int trainingSources = 0;
    int decodeSources = 0;
};

// One band of the shipped tables (ErrorBands): factors on the estimate from the 10th and 90th percentile of the
// leave-one-source-out errors of a class ("lora/ada/1"), of its method ("lora") or of every row ("all").
struct BandRow
{
    QString basis;
    double low = 1;
    double high = 1;
    int rows = 0;
};

// Median absolute and signed error of the rows, as the headline states them.
ErrorSummary summarizeRows(const QList<Row>& rows);
// `shipped`: compute() with the shipped constants (its rows of sources no constant was fitted on are reused).
LeaveOneOut leaveOneSourceOut(const QString& sourcesPath, const Summary& shipped);
// The lead of the generated section: the leave-one-source-out figures per class beside the in-sample ones.
QString renderLeaveOneOut(const LeaveOneOut& loso, const Summary& shipped);
// The bands the residuals give, every basis with at least ErrorBands::kMinRows rows, in a stable order.
QList<BandRow> bandsOf(const QList<Row>& rows);
// validation_report --bands: the shipped tables as C++ initializers for core/estimator/ErrorBands.cpp.
QString bandsCode(const LeaveOneOut& loso);

} // namespace gp::validation
