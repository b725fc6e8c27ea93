#include "core/cost/BillingCalendar.h"

#include "core/cost/CostModel.h"

#include <algorithm>
#include <cmath>

namespace gp {

double ceilUnits(double x)
{
    return std::ceil(x - 1e-9); // 1.0000000001 units (floating point) stay 1
}

bool WorkSchedule::alwaysOn() const
{
    return kind == Kind::Service && hoursPerMonth >= CostConstants::kHoursPerMonth - 1e-9;
}

int BillingCalendar::daysInMonth(const QDate& start, int index)
{
    const QDate from = start.addMonths(index);
    return static_cast<int>(from.daysTo(start.addMonths(index + 1)));
}

int BillingCalendar::spanMonths(const WorkSchedule& s)
{
    int months = std::max(1, s.months);
    if (s.kind != WorkSchedule::Kind::Runs || s.runs < 1)
        return months;
    // The last run starts in month floor((runs − 1) × months / runs) and may run on for several months.
    const int lastStart = static_cast<int>((static_cast<qint64>(s.runs) - 1) * months / s.runs);
    double remaining = s.runHours;
    int m = lastStart;
    while (remaining > 1e-9 && m < 1200) {
        remaining -= hoursInMonth(s.start, m);
        ++m;
    }
    return std::max(months, m);
}

BilledUsage BillingCalendar::bill(const WorkSchedule& s, BillingMode mode, Granularity granularity, double rework)
{
    BilledUsage b;
    const int span = spanMonths(s);
    b.unitsPerMonth = QList<double>(span, 0.0);
    const double spotFactor = mode == BillingMode::Spot ? 1.0 + rework : 1.0;

    if (s.kind == WorkSchedule::Kind::Runs) {
        const int months = std::max(1, s.months);
        QList<double> workHours(span, 0.0);
        for (int k = 0; k < s.runs; ++k) {
            const int first = static_cast<int>(static_cast<qint64>(k) * months / s.runs);
            const double hours = s.runHours * spotFactor;
            b.machineHours += hours;
            // The run's hours by calendar month, and the units it needs on its own.
            QList<double> split(span, 0.0);
            double remaining = hours;
            for (int m = first; m < span && remaining > 1e-12; ++m) {
                const double take = std::min(remaining, hoursInMonth(s.start, m) - workHours[m]);
                if (take <= 0)
                    continue;
                split[m] = take;
                workHours[m] += take;
                remaining -= take;
            }
            // Metered modes bill the whole run once, at its granularity; calendar plans bill the days, weeks or the
            // month each part of the run falls in.
            for (int m = 0; m < span; ++m) {
                if (split[m] <= 0)
                    continue;
                switch (mode) {
                case BillingMode::Hourly:
                case BillingMode::Spot:
                    b.unitsPerMonth[m] += CostModel::billedHours(hours, granularity) * split[m] / hours;
                    break;
                case BillingMode::Daily:
                    b.unitsPerMonth[m] += ceilUnits(split[m] / billingUnitHours(BillingMode::Daily));
                    break;
                case BillingMode::Weekly:
                    b.unitsPerMonth[m] += ceilUnits(split[m] / billingUnitHours(BillingMode::Weekly));
                    break;
                case BillingMode::Monthly:
                    b.unitsPerMonth[m] += 1.0;
                    break;
                case BillingMode::PerTask:
                    b.unitsPerMonth[m] += split[m] / hours; // one task per run
                    break;
                }
            }
        }
        // Runs in the same calendar month share a plan held through it: never more than the month holds.
        for (int m = 0; m < span; ++m) {
            const double days = daysInMonth(s.start, m);
            if (mode == BillingMode::Monthly)
                b.unitsPerMonth[m] = std::min(b.unitsPerMonth[m], 1.0);
            else if (mode == BillingMode::Daily)
                b.unitsPerMonth[m] = std::min(b.unitsPerMonth[m], days);
            else if (mode == BillingMode::Weekly)
                b.unitsPerMonth[m] = std::min(b.unitsPerMonth[m], days / 7.0);
        }
    } else {
        for (int m = 0; m < span; ++m) {
            const double days = daysInMonth(s.start, m);
            const double monthHours = days * 24.0;
            const double hours = s.alwaysOn() ? monthHours : std::min(s.hoursPerMonth, monthHours);
            const double usedDays = s.alwaysOn()     ? days
                                    : s.daysPerMonth ? std::clamp(ceilUnits(*s.daysPerMonth), 1.0, days)
                                                     : std::min(days, ceilUnits(hours / 24.0));
            double units = 0;
            switch (mode) {
            case BillingMode::Hourly:
            case BillingMode::Spot: {
                // Always on: one session a month; otherwise one per day of use, each rounded up on its own.
                const double sessions = s.alwaysOn() || !s.daysPerMonth ? 1.0 : usedDays;
                units = sessions * CostModel::billedHours(hours * spotFactor / sessions, granularity);
                b.machineHours += hours * spotFactor;
                break;
            }
            case BillingMode::Daily:
                units = usedDays;
                b.machineHours += hours;
                break;
            case BillingMode::Weekly:
                units = days / 7.0; // a service runs every week: the plan is held through the span
                b.machineHours += hours;
                break;
            case BillingMode::Monthly:
                units = 1;
                b.machineHours += hours;
                break;
            case BillingMode::PerTask:
                break;
            }
            b.unitsPerMonth[m] = units;
        }
    }
    for (double u : b.unitsPerMonth)
        b.units += u;
    // A weekly plan held across month ends pays whole weeks: the part week goes to the last month.
    if (mode == BillingMode::Weekly && span > 0) {
        const double whole = ceilUnits(b.units);
        b.unitsPerMonth[span - 1] += whole - b.units;
        b.units = whole;
    }
    return b;
}

} // namespace gp
