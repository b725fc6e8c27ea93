#pragma once

#include "core/catalog/PriceCatalog.h"
#include "core/money/Money.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace gp {

// Documented defaults of the cost model (docs/cost-model.md).
namespace CostConstants {
constexpr double kHoursPerMonth = 720.0; // 30 days: how monthly plans and "per month" figures are counted
constexpr double kMaxHoursPerMonth = kHoursPerMonth + 24; // the longest month, 31 days, for usage inputs
constexpr double kPreemptionsPerHour = 0.1;               // spot: one interruption every 10 hours of use
constexpr double kRestartMinutes = 10.0;                  // spot: getting a new instance and reloading the checkpoint
constexpr double kDefaultCheckpointMinutes = 30.0;
// An owned GPU server draws more at the wall than its cards: CPUs, fans and power-supply losses add about 40 %.
constexpr double kWallPowerPerGpuPower = 1.4;
// What buying is priced with until the user says otherwise: a Chinese commercial electricity tariff of about
// ¥0.8/kWh (converted for other currencies); the depreciation years are BuyInputs' own default.
constexpr double kDefaultElectricityCnyPerKwh = 0.8;
// The longest span a plan, a cost comparison or a project covers: ten years, in months.
constexpr int kMaxMonths = 120;
} // namespace CostConstants

struct BuyInputs
{
    double price = 0;      // hardware and platform, paid once
    double powerWatts = 0; // at the wall, while working
    double electricityPerKwh = 0;
    double utilization = 1.0; // share of the used hours at full power
    double depreciationYears = 3;
    double resale = 0; // expected value at the end of the depreciation period
    double maintenancePerMonth = 0;
};

struct SpotInputs
{
    double price = 0; // per hour
    double checkpointMinutes = CostConstants::kDefaultCheckpointMinutes;
    double preemptionsPerHour = CostConstants::kPreemptionsPerHour;
    double restartMinutes = CostConstants::kRestartMinutes;
};

// The rented machine's disk, in the what-if's currency: it exists for the whole period, billed at the running rate for
// the hours the rental is billed and at the stopped rate for the rest. Buying has its own disk, so it pays none.
struct RentalStorage
{
    double gb = 0;
    double perGbMonth = 0;
    double stoppedPerGbMonth = 0;
};

// A what-if in one currency: one machine used `hoursPerMonth` hours a month for `months` months, in `runsPerMonth`
// separate runs (each billed on its own).
struct CostInputs
{
    Currency currency = Currency::CNY;
    double hoursPerMonth = 160;
    int months = 12;
    int runsPerMonth = 1;
    Granularity hourlyGranularity = Granularity::Second; // as the shipped providers bill; whole hours on request
    std::optional<BuyInputs> buy;
    std::optional<double> hourly;
    std::optional<double> daily;
    std::optional<double> weekly;
    std::optional<double> monthly;
    std::optional<SpotInputs> spot;
    std::optional<RentalStorage> storage; // the charges beyond the GPU that rentals carry
};

// The Costs page's what-if as kept in a plan file ("costs" section): which GPU, and its inputs.
struct CostPlan
{
    QString gpuId;
    CostInputs inputs;

    QJsonObject toJson() const;
    static Result<CostPlan> fromJson(const QJsonObject& object, const QString& where);
};

struct OptionCost
{
    QString id;                  // buy, hourly, daily, weekly, monthly, spot
    double perMonth = 0;         // buy: cost of ownership (depreciation + power + maintenance)
    double upfront = 0;          // buy: the purchase
    QList<double> cumulative;    // cash paid by the end of month 0..months (month 0: upfront only)
    QMap<QString, double> parts; // named terms, e.g. power_per_month, billed_hours_per_month
};

struct CostResult
{
    Currency currency = Currency::CNY;
    QList<OptionCost> options;
    std::optional<double> breakEvenHoursPerMonth;     // monthly plan vs hourly; only when a month can reach it
    QMap<QString, std::optional<int>> breakEvenMonth; // buy vs each rental option (cash basis), within the months
    QStringList breakEvenBeyondHorizon;               // rental options buying beats only after the months
    QStringList verdicts;                             // translated sentences of the above, for every view
    QStringList assumptions;

    const OptionCost* option(const QString& id) const;
};

// Cost of one option at a given number of hours per month, for the cost-versus-usage chart.
struct UsagePoint
{
    double hoursPerMonth = 0;
    QMap<QString, double> perMonth;
};

class CostModel final
{
    Q_DECLARE_TR_FUNCTIONS(gp::CostModel)

public:
    static Result<CostResult> compute(const CostInputs& inputs);
    // An option's name for people ("Buy", "Hourly", "Spot" …; translated): tables, charts, the report and the CLI.
    static QString optionName(const QString& id);
    static QList<UsagePoint> costVersusUsage(const CostInputs& inputs, int steps = 24);

    // Hours actually billed for a run of `hours` under a billing granularity (a 61-minute run billed by the hour is
    // 2 hours).
    static double billedHours(double hours, Granularity granularity);
    // Extra work a spot run repeats: each interruption loses half a checkpoint interval plus the restart.
    static double spotReworkFraction(const SpotInputs& spot);
};

} // namespace gp
