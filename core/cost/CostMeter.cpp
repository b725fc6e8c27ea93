#include "cost/CostMeter.h"

#include "cost/CostModel.h"

namespace gp {

std::optional<CostMeter::Rate> CostMeter::hourlyRate(const Offer& offer)
{
    static constexpr struct
    {
        BillingMode mode;
        double hours;
    } kModes[] = {{BillingMode::Hourly, 1},
                  {BillingMode::Daily, 24},
                  {BillingMode::Weekly, 168},
                  {BillingMode::Monthly, CostConstants::kHoursPerMonth}};
    for (const auto& m : kModes)
        if (const std::optional<Price> price = offer.price(m.mode))
            return Rate{{price->amount / m.hours, price->currency}, m.mode};
    return std::nullopt;
}

} // namespace gp
