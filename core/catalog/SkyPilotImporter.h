#pragma once

#include "core/catalog/PriceCatalog.h"

#include <QCoreApplication>
#include <QDate>

#include <functional>

class QIODevice;

namespace gp {

// Imports a SkyPilot catalog `vms.csv` (skypilot-org/skypilot-catalog, one per cloud) as a provider in GPU Planner's
// schema. Columns are read by header name, because their order differs by cloud. Known mess is handled and reported
// as warnings: accelerator info written as a Python-style dict, GPU name variants, "0.00" standing for "no spot
// price", spot at or above on-demand, placeholder vCPU/RAM values, GPU-only rows without a host (GCP) and one row per
// availability zone.
class SkyPilotImporter final
{
    Q_DECLARE_TR_FUNCTIONS(gp::SkyPilotImporter)

public:
    struct Output
    {
        std::optional<Provider> provider;
        QList<CatalogProblem> problems;
        int rowsRead = 0;
        int rowsSkipped = 0;
    };

    // Where the CSV's prices come from and when they held: the repository path at its commit, and the commit's date.
    // An invalid date is stored as undated ("date unknown"), never as the day the file was fetched.
    struct Provenance
    {
        QString source;
        QDate date;
    };
    // Reads the provenance from the git history of the catalog repository the CSV is in ("owner/repo@commit:path" and
    // the commit's date); outside a repository, no source and no date.
    static Provenance provenanceOf(const QString& csvPath);

    // Bytes read so far and the total (0 when unknown); returning false cancels the import.
    using Progress = std::function<bool(qint64 done, qint64 total)>;

    // A catalog holds at most this many offers (zones collapsed), so it stays within PriceCatalog::kMaxFileBytes and
    // loads again; a CSV with more is refused at the line that exceeds it. Warnings beyond kMaxWarnings are counted.
    static constexpr int kMaxOffers = 6000;
    static constexpr int kMaxWarnings = 200;
    static constexpr qint64 kMaxCsvBytes = 1024LL * 1024 * 1024;

    // The CSV is read line by line, never whole; every offer is checked against the catalog schema here, so an error
    // names the CSV line it came from.
    static Output import(QIODevice& csv,
                         const QString& fileName,
                         const QString& providerId,
                         const QDate& date,
                         const Progress& progress = {},
                         const QString& source = {}); // empty: "SkyPilot catalog vms.csv"
    static Output import(const QByteArray& csv, const QString& fileName, const QString& providerId, const QDate& date);
    // `told` overrides what the repository says (or says for a CSV outside one).
    static Output importFile(const QString& path,
                             const QString& providerId = QString(),
                             const Progress& progress = {},
                             const std::optional<Provenance>& told = std::nullopt);

    // "A100-80GB", "A100" with 81920 MiB, "RTX4090", "H100" on a PCIe instance … → our GPU id, or empty.
    static QString mapGpu(const QString& acceleratorName, const QString& instanceType, double memoryMiB);
    // Our GPU id → the accelerator name a SkyPilot task asks for ("h100-sxm" → "H100"); empty when SkyPilot has none.
    static QString acceleratorName(const QString& gpuId);
    static QStringList parseCsvLine(const QString& line);
    static double gpuMemoryMiB(const QString& gpuInfo); // from the dict-like GpuInfo column, 0 if absent
};

} // namespace gp
