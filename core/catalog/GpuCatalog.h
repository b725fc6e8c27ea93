#pragma once

#include "core/common/Result.h"
#include "core/money/Money.h"

#include <QDate>

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace gp {

struct GpuSpec
{
    QString id;
    QString name;
    QString vendor;
    QString architecture;
    double memoryGb = 0;      // as marketed; HBM/GDDR "GB" are binary: 80 GB = 80 GiB
    double bandwidthGBps = 0; // device memory bandwidth
    double tflopsFp32 = 0;
    double tflopsTf32 = 0;
    double tflopsBf16 = 0; // dense tensor throughput; 0 where the GPU has no such unit
    double tflopsFp16 = 0;
    double tflopsFp8 = 0;
    double tflopsInt8 = 0;       // TOPS
    bool tflopsMeasured = false; // the 16-bit rate is a measured matmul, not a datasheet peak (A10G has no datasheet)
    double tdpWatts = 0;
    QString interconnect; // nvlink, nvlink-bridge, pcie, hccs
    double interconnectGBps = 0;
    int migInstances = 0;
    QString source;
    // Street or list purchase price of one card, with where and when it was quoted (0: not found).
    double purchasePrice = 0;
    Currency purchaseCurrency = Currency::USD;
    QDate purchaseDate;
    QString purchaseSource;
    QString purchaseNote;
    // A whole machine with this GPU (the cards plus CPU, RAM, disk, PSU and chassis), cited: what buying really
    // costs, beside the card alone.
    struct Machine
    {
        double price = 0;
        Currency currency = Currency::USD;
        int gpus = 1;
        QDate date; // invalid: the source gives no day
        QString source;
        QString note;
    };
    std::optional<Machine> machine;

    qint64 memoryBytes() const { return static_cast<qint64>(memoryGb * 1024.0 * 1024.0 * 1024.0); }
    bool hasFastInterconnect() const
    {
        return interconnect.startsWith(QLatin1String("nvlink")) || interconnect == QLatin1String("hccs");
    }
};

class GpuCatalog final
{
    Q_DECLARE_TR_FUNCTIONS(gp::GpuCatalog)

public:
    static const GpuCatalog& builtIn(); // resources/catalog/gpus.json, compiled in
    static Result<GpuCatalog> fromJson(const QByteArray& json, const QString& sourceName);
    // One GPU as `catalog list --json` shows it to scripts (flat rate keys such as "bf16_tflops", the purchase price
    // marked stale as of `today`): a public format of its own, not the gpus.json schema fromJson reads.
    static QJsonObject toJson(const GpuSpec& gpu, const QDate& today);
    // The BF16 rate as tables show it: "312.0", "≈ 70.0 (measured)", or "none (FP16 65)" for a card without BF16
    // (T4, V100, Ascend 910B), never its FP16 rate under a BF16 heading.
    static QString bf16Text(const GpuSpec& gpu);

    // What buying one card's worth costs: its share of a whole machine when the catalog cites one, else the card
    // alone (nothing when neither is known). Every buy-side figure reads this.
    struct BuyPrice
    {
        Money perGpu;
        bool wholeMachine = false;
        QDate date;
        QString source;
        QString link; // the first web address in the source (the same in every language), or empty
        QString text; // translated: "¥28,000 a machine with 1 card (2026-…)", "¥20,000 the card alone (…)"
    };
    static std::optional<BuyPrice> buyPrice(const GpuSpec& gpu);

    const QList<GpuSpec>& gpus() const { return m_gpus; }
    std::optional<GpuSpec> find(const QString& id) const;
    // The catalog GPU nvidia-smi calls `deviceName` ("NVIDIA A100-SXM4-80GB", "NVIDIA GeForce RTX 4090"), told apart
    // by its memory where names are shared; nothing when no entry, or more than one, matches.
    std::optional<GpuSpec> matchDevice(const QString& deviceName, double memoryMiB) const;

private:
    QList<GpuSpec> m_gpus;
};

} // namespace gp
