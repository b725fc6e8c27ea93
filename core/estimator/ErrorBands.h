#pragma once

#include "core/catalog/GpuCatalog.h"
#include "core/estimator/Need.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace gp {

// How far a time or speed estimate may be off, from what it missed on published runs it was not fitted on: the
// leave-one-source-out errors of its class (docs/validation.md), as factors on the estimate. "11.8 h (9.6–14.9)" is
// the estimate × low and × high: the 10th and 90th percentile of what runs of that class actually took.
struct EstimateBand
{
    double low = 1;  // × the estimate: the quicker end (time) or the slower end (speed)
    double high = 1; // × the estimate: the slower end (time) or the faster end (speed)
    int rows = 0;    // published runs behind it; 0: a measurement on the instance (calibrated)
    QString basis;   // the class the runs are of ("lora/ada/1", "lora", "all"), or "calibrated"

    bool calibrated() const { return basis == QLatin1String("calibrated"); }
};

class ErrorBands final
{
    Q_DECLARE_TR_FUNCTIONS(gp::ErrorBands)

public:
    // A class with fewer runs than this says little about its spread: the coarser class stands in.
    static constexpr int kMinRows = 5;
    // A measurement on the instance repeats within a few percent (step-to-step noise of a timed run).
    static constexpr double kCalibratedSpread = 0.05;
    static constexpr double kLowPercentile = 0.10;
    static constexpr double kHighPercentile = 0.90;

    struct Entry
    {
        const char* basis;
        double low;
        double high;
        int rows;
    };

    // The class of a training run: method ("full", "lora", "qlora"), GPU generation ("ampere", "ada", "hopper") and
    // GPU count ("1", "2-8", "9+"), as "lora/ada/1". Pre-training and freeze-tuning count as "full".
    static QString trainingClass(const Need& need, const GpuSpec& gpu);
    // The class of a decode speed: engine, one stream or batched, weights ("vllm/single/16", "llama.cpp/batched/4").
    static QString decodeClass(const Need& need);
    // The band of an estimated training time for `need` on `gpu`: its class's, else its method's, else every run's.
    // A calibrated estimate (the need carries a measured speed for this GPU and task) has the measurement's band.
    static EstimateBand trainingTime(const Need& need, const GpuSpec& gpu);
    // The band of an estimated decode speed.
    static EstimateBand decodeSpeed(const Need& need);
    // Where a band comes from, for people: "10th–90th percentile of 7 published runs (LoRA), predicted without
    // their source" or "measured on this GPU (±5 %)"; empty for no band.
    static QString basisText(const EstimateBand& band);
    // "9.6–14.9" (the values at `value` × low and × high, `decimals` places), in the current locale.
    static QString rangeText(double value, const EstimateBand& band, int decimals);
    // The shipped tables, generated from the validation's residuals (validation_report --bands); a test holds them to
    // the residuals.
    static const QList<Entry>& trainingTable();
    static const QList<Entry>& decodeTable();
};

} // namespace gp
