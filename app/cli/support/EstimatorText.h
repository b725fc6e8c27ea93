#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QString>

#include <cmath>

namespace gp::cli {

// Translation context of the estimator commands' texts (params, estimate, fit and the workload flags they share).
class EstimatorCommands
{
    Q_DECLARE_TR_FUNCTIONS(gp::cli::EstimatorCommands)
};

// A byte count as the JSON carries it: whole bytes.
inline qint64 wholeBytes(double value)
{
    return static_cast<qint64>(std::llround(value));
}

// Bytes as the tables show them: GiB with two decimals.
inline QString gib(double value)
{
    return QLocale().toString(value / (1024.0 * 1024.0 * 1024.0), 'f', 2);
}

} // namespace gp::cli
