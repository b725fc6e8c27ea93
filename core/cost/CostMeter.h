#pragma once

#include "core/catalog/PriceCatalog.h"

#include <optional>

namespace gp {

// What a rented instance has cost so far: the time it has run × the offer's price per hour. The hourly price if the
// offer has one, else its daily, weekly or monthly price spread over the hours (what the time would cost on that
// plan); spot and per-task prices say nothing about an instance that was rented outright.
class CostMeter final
{
public:
    struct Rate
    {
        Money perHour;
        BillingMode from = BillingMode::Hourly;
    };
    static std::optional<Rate> hourlyRate(const Offer& offer);
    static Money cost(const Rate& rate, qint64 seconds)
    {
        return {rate.perHour.amount * seconds / 3600.0, rate.perHour.currency};
    }
};

} // namespace gp
