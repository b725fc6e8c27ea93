#pragma once

#include "core/catalog/PriceCatalog.h"

#include <QCoreApplication>
#include <QDate>
#include <QList>

#include <optional>

namespace gp {

// Whole billing units for `x` units, where floating point's 1.0000000001 stays 1.
double ceilUnits(double x);

// When the machines are needed, in calendar terms: separate runs of a job, or a service kept up some hours a month.
struct WorkSchedule
{
    enum class Kind { Runs, Service };
    Kind kind = Kind::Runs;
    QDate start; // the first day of the span; calendar month i runs from start + i months to start + i + 1 months
    int months = 1;

    // Runs: `runs` runs of `runHours` wall-clock hours each, spread evenly over the months (a one-off job: 1 run,
    // which continues into the next months if it outlasts the first).
    double runHours = 0;
    int runs = 1;

    // Service: `hoursPerMonth` hours in every month (at or above the month's length: always on), used on
    // `daysPerMonth` days (a separate session per day). Unset: the hours are used in whole days, back to back.
    double hoursPerMonth = 0;
    std::optional<double> daysPerMonth;

    bool alwaysOn() const;
};

// What a billing mode charges for a schedule: units of the mode (hours for hourly and spot), and the same per
// calendar month of the span.
struct BilledUsage
{
    double units = 0;
    double machineHours = 0; // hours the instance works (spot includes the repeated work)
    QList<double> unitsPerMonth;
};

// Bills like providers bill: each run or session is rounded up to the price's granularity (per second, minute or
// hour); daily, weekly and monthly plans are whole calendar units, and runs that share a calendar month share a
// monthly plan (and a week's plan is never more than the weeks in that month).
class BillingCalendar final
{
    Q_DECLARE_TR_FUNCTIONS(gp::BillingCalendar)

public:
    static BilledUsage
    bill(const WorkSchedule& schedule, BillingMode mode, Granularity granularity, double reworkFraction = 0);
    static int daysInMonth(const QDate& start, int index);
    static double hoursInMonth(const QDate& start, int index) { return 24.0 * daysInMonth(start, index); }
    // The months a schedule spans: its own months, or more when a run outlasts them.
    static int spanMonths(const WorkSchedule& schedule);
};

} // namespace gp
