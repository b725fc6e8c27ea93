#pragma once

#include "core/records/InstanceRecords.h"

#include <QCoreApplication>
#include <QMap>

#include <optional>

namespace gp {

// What the smoke tests saved in a plan say about one offer: how many machines were measured and what share of the
// promise they delivered on average, so the next rental can prefer offers that deliver.
struct OfferDelivery
{
    Q_DECLARE_TR_FUNCTIONS(gp::OfferDelivery)

public:
    QString offerId;
    int tests = 0;
    int machines = 0;                // distinct targets
    int withFailures = 0;            // tests with a failed check
    std::optional<double> tflops;    // mean delivered fraction of the promised TFLOPS
    std::optional<double> bandwidth; // … of the memory bandwidth
    std::optional<double> memory;    // … of the memory
    // "Measured on 3 machines: 0.92 of the promised TFLOPS on average, 0.95 of the bandwidth; 1 test had failures."
    QString describe() const;
    static QMap<QString, OfferDelivery> perOffer(const QList<SmokeRecord>& tests);
};

} // namespace gp
