#include "core/cost/CostMeter.h"

#include "core/cost/CostModel.h"

namespace gp {

std::optional<CostMeter::Rate> CostMeter::hourlyRate(const Offer& offer)
{
    for (BillingMode mode : {BillingMode::Hourly, BillingMode::Daily, BillingMode::Weekly, BillingMode::Monthly})
        if (const std::optional<Price> price = offer.price(mode))
            return Rate{{price->amount / billingUnitHours(mode), price->currency}, mode};
    return std::nullopt;
}

} // namespace gp
