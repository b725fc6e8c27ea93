#pragma once

#include "core/catalog/PriceCatalog.h"
#include "core/money/Money.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace gp {

// The data a piece of work keeps on its instances and moves in and out: what the charges beyond the GPU are billed on.
struct DataFootprint
{
    double diskGb = 0;           // kept on each instance's disk: the data, the model and its checkpoints
    double outGbPerRun = 0;      // copied out of the provider after each run: the trained weights
    Money transferIn;            // what bringing the data in costs at its source (another region's egress), once
    QString transferInText;      // how it moves, translated (from the questionnaire)
    bool keptBetweenRuns = true; // the instance is stopped, not deleted, between runs and sessions (its disk stays)
};

// One charge beyond the instance price, in the display currency.
struct FeeLine
{
    enum class Kind { TransferIn, Disk, StoppedDisk, Egress };
    Kind kind = Kind::Disk;
    double amount = 0;
    QString explanation; // translated: "560 GB × $0.10 per GB-month × 42 h"

    QString code() const; // transfer_in, disk, stopped_disk, egress (JSON)
    QString name() const; // translated, for tables
    QJsonObject toJson() const;
};

// Bills the charges beyond the GPU like providers bill them: disks by the GB-month for the hours they exist (running,
// then stopped), data out by the GB. A provider whose fees the catalog does not know gets a line saying so, never a
// silent zero.
class Fees final
{
    Q_DECLARE_TR_FUNCTIONS(gp::Fees)

public:
    struct Hours
    {
        double running = 0; // hours one instance's disk exists while it works (billed units of its plan)
        double stopped = 0; // hours one instance sits stopped between runs or sessions, disk kept
        int runs = 1;
        int instances = 1;
    };
    static QList<FeeLine> lines(const Provider& provider,
                                const Offer& offer,
                                const DataFootprint& data,
                                const Hours& hours,
                                const ExchangeRate& fx,
                                Currency currency);
    // "Fees of Vast.ai are not in the catalog: disk and egress are left out of its totals."
    static QString unknownFees(const QString& providerName);
    // The GB of `diskGb` that are billed: beyond what the provider includes, or the offer comes with.
    static double chargedDiskGb(const ProviderFees& fees, const Offer& offer, double diskGb);
    static double includedDiskGb(const ProviderFees& fees, const Offer& offer);
    static double total(const QList<FeeLine>& lines);
    // "¥47.10 beyond the instances (Data transfer in ¥10.00, Disk while running ¥37.10)"; empty without lines.
    static QString summary(const QList<FeeLine>& lines, Currency currency);
};

} // namespace gp
