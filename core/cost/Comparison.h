#pragma once

#include "catalog/PriceCatalog.h"
#include "estimator/FitSearch.h"
#include "money/Money.h"

#include <QCoreApplication>
#include <QDate>
#include <QList>

#include <optional>

namespace gp {

// How long the work runs, for pricing: a job's hours (from the time estimate, or given), or a service's hours per
// month over some months.
struct Usage
{
    std::optional<double> jobHours; // wall-clock hours of one job; training with --tokens fills it from the estimate
    double hoursPerMonth = 720;     // a service
    int months = 1;
    double utilization = 0.5; // a service: share of the paid time spent generating
};

struct ComparisonRow
{
    QString providerId;
    QString providerName;
    QString offerId;
    QString gpuId;
    int gpuCount = 0;
    BillingMode mode = BillingMode::Hourly;
    Price price;
    double hours = 0;       // wall-clock hours the offer runs the work
    double billedUnits = 0; // hours, days, weeks or months billed
    double total = 0;       // in the display currency
    Currency currency = Currency::CNY;
    bool stale = false;
    // Serving only: generation rate of the whole instance and what a million generated tokens cost.
    double tokensPerSecond = 0;
    double costPerMillionTokens = 0;
    int replicasPerGpu = 0; // copies of the model sharing one card (MIG slices or co-located)
    QString migProfile;
};

// The need across every offer and billing mode of the catalogs that can hold it, cheapest first.
class Comparison final
{
    Q_DECLARE_TR_FUNCTIONS(gp::Comparison)

public:
    static Result<QList<ComparisonRow>> run(const ModelArchitecture& model,
                                            const Need& need,
                                            const Usage& usage,
                                            const PriceCatalog& catalog,
                                            const ExchangeRate& fx,
                                            Currency currency,
                                            const QDate& today);
    // The same, for a caller that has already run the fit search for this model and need.
    static QList<ComparisonRow> run(const QList<GpuFit>& fits,
                                    const ModelArchitecture& model,
                                    const Need& need,
                                    const Usage& usage,
                                    const PriceCatalog& catalog,
                                    const ExchangeRate& fx,
                                    Currency currency,
                                    const QDate& today);
};

} // namespace gp
