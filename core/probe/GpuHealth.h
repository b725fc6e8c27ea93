#pragma once

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace gp {

// One GPU's health as `nvidia-smi -q` reports it: the PCIe link, ECC counters, retired pages and remapped rows,
// clock-limiting reasons, temperature, power and clocks. Fields the driver does not report (older drivers, consumer
// cards, "N/A") stay empty. The labels changed over driver versions ("Clocks Throttle Reasons" became "Clocks Event
// Reasons", "Power Readings" became "GPU Power Readings", ECC counters split into SRAM and DRAM): both are read.
struct GpuHealth
{
    QString busId; // "00000000:3B:00.0"
    QString name;
    std::optional<int> pcieGenMax;
    std::optional<int> pcieGenCurrent;
    std::optional<int> linkWidthMax;
    std::optional<int> linkWidthCurrent;
    std::optional<qint64> eccVolatileCorrected;
    std::optional<qint64> eccVolatileUncorrected;
    std::optional<qint64> eccAggregateCorrected;
    std::optional<qint64> eccAggregateUncorrected;
    std::optional<qint64> retiredSingleBit;
    std::optional<qint64> retiredDoubleBit;
    bool retirePending = false;
    std::optional<qint64> remappedCorrectable;
    std::optional<qint64> remappedUncorrectable;
    bool remapPending = false;
    bool remapFailed = false;
    // Reasons reported "Active" that slow the GPU down, as nvidia-smi names them ("HW Slowdown", "SW Power Cap" …);
    // the harmless ones (Idle, application clocks, sync boost, display clock) are left out.
    QStringList activeSlowdowns;
    std::optional<double> temperatureC;
    std::optional<double> powerDrawW;
    std::optional<double> powerLimitW;
    std::optional<double> smClockMHz;
    std::optional<double> smClockMaxMHz;
    std::optional<double> memoryClockMHz;
    std::optional<double> memoryClockMaxMHz;

    // Hardware protection slowed the clocks: overheating or a power brake (the card, its cooling or its PSU).
    bool hardwareSlowdown() const;
    bool thermalSlowdown() const; // the driver slowed the clocks because the GPU ran hot
    // Every GPU section of `nvidia-smi -q` output (the GPU's bus id line starts a section).
    static QList<GpuHealth> parse(const QString& text);
};

// An Xid event from the kernel log: the NVIDIA driver's error report. "NVRM: Xid (PCI:0000:3b:00): 79, pid=…".
struct XidEvent
{
    Q_DECLARE_TR_FUNCTIONS(gp::XidEvent)

public:
    QString pci;
    int code = 0;
    QString line;

    // Xids that point at the hardware (memory errors, a GPU off the bus, NVLink, GSP firmware) rather than at the
    // program that ran; NVIDIA's Xid catalog lists these as needing the operator.
    bool isHardware() const;
    static QString meaning(int code); // translated, short
    static QList<XidEvent> parse(const QString& log);
};

// `nvidia-smi topo -m`: how each pair of GPUs is connected.
class GpuTopology final
{
public:
    int gpuCount() const { return static_cast<int>(m_gpus.size()); }
    QString link(int a, int b) const; // "NV18", "PIX", "SYS" …; "X" for a == b
    bool isNvlink(int a, int b) const { return link(a, b).startsWith(QLatin1String("NV")); }
    // Pairs of GPUs not joined by NVLink: "GPU0–GPU3 SYS".
    QStringList pairsWithoutNvlink() const;
    QStringList linkKinds() const; // the distinct kinds between different GPUs, sorted
    static std::optional<GpuTopology> parse(const QString& text);

private:
    QStringList m_gpus;
    QList<QStringList> m_rows;
};

} // namespace gp
