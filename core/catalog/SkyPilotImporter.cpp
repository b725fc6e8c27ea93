#include "core/catalog/SkyPilotImporter.h"

#include "core/catalog/GpuCatalog.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>

#include <cmath>

namespace gp {

QStringList SkyPilotImporter::parseCsvLine(const QString& line)
{
    QStringList fields;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (quoted) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < line.size() && line.at(i + 1) == QLatin1Char('"')) {
                    field += QLatin1Char('"');
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                field += c;
            }
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            fields << field;
            field.clear();
        } else {
            field += c;
        }
    }
    fields << field;
    return fields;
}

double SkyPilotImporter::gpuMemoryMiB(const QString& gpuInfo)
{
    static const QRegularExpression size(QStringLiteral(R"('SizeInMiB'\s*:\s*([0-9]+))"));
    const QRegularExpressionMatch m = size.match(gpuInfo);
    return m.hasMatch() ? m.captured(1).toDouble() : 0.0;
}

QString SkyPilotImporter::mapGpu(const QString& acceleratorName, const QString& instanceType, double memoryMiB)
{
    QString name = acceleratorName.toUpper();
    name.remove(QLatin1Char(' ')).remove(QLatin1Char('_'));
    const bool pcie =
        instanceType.contains(QLatin1String("pcie"), Qt::CaseInsensitive) || name.contains(QLatin1String("PCIE"));
    if (name.startsWith(QLatin1String("A100"))) {
        if (name.contains(QLatin1String("80")) || memoryMiB >= 70000)
            return QStringLiteral("a100-80gb");
        return QStringLiteral("a100-40gb");
    }
    if (name.startsWith(QLatin1String("A800")))
        return QStringLiteral("a800-80gb");
    if (name.startsWith(QLatin1String("H100")))
        return pcie ? QStringLiteral("h100-pcie") : QStringLiteral("h100-sxm");
    if (name.startsWith(QLatin1String("H800")))
        return QStringLiteral("h800-sxm");
    if (name.startsWith(QLatin1String("H200")))
        return QStringLiteral("h200-sxm");
    static const QHash<QString, QString> plain{
        {QStringLiteral("RTX3090"), QStringLiteral("rtx-3090")},
        {QStringLiteral("RTX4090"), QStringLiteral("rtx-4090")},
        {QStringLiteral("RTX5090"), QStringLiteral("rtx-5090")},
        {QStringLiteral("RTXA6000"), QStringLiteral("rtx-a6000")},
        {QStringLiteral("A6000"), QStringLiteral("rtx-a6000")},
        {QStringLiteral("RTX6000-ADA"), QStringLiteral("rtx-6000-ada")},
        {QStringLiteral("RTX6000ADA"), QStringLiteral("rtx-6000-ada")},
        {QStringLiteral("L4"), QStringLiteral("l4")},
        {QStringLiteral("L20"), QStringLiteral("l20")},
        {QStringLiteral("L40S"), QStringLiteral("l40s")},
        {QStringLiteral("A10"), QStringLiteral("a10")},
        {QStringLiteral("A10G"), QStringLiteral("a10g")},
        {QStringLiteral("T4"), QStringLiteral("t4")},
        {QStringLiteral("V100-32GB"), QStringLiteral("v100-32gb")},
        {QStringLiteral("B200"), QStringLiteral("b200")},
        {QStringLiteral("H20"), QStringLiteral("h20")},
    };
    return plain.value(name);
}

SkyPilotImporter::Output
SkyPilotImporter::import(const QByteArray& csv, const QString& fileName, const QString& providerId, const QDate& date)
{
    Output out;
    const auto problem = [&](CatalogProblem::Severity severity, int line, const QString& message) {
        out.problems.append({severity, fileName, tr("line %1").arg(line), message});
    };
    QStringList lines = QString::fromUtf8(csv).split(QLatin1Char('\n'));
    if (lines.isEmpty() || lines.first().trimmed().isEmpty()) {
        problem(CatalogProblem::Severity::Error, 1, tr("the file is empty"));
        return out;
    }
    const QStringList header = parseCsvLine(lines.first().trimmed());
    const auto column = [&](const char* name) { return header.indexOf(QLatin1String(name)); };
    const int cInstance = column("InstanceType"), cAcc = column("AcceleratorName"), cCount = column("AcceleratorCount"),
              cCpu = column("vCPUs"), cMem = column("MemoryGiB"),
              cInfo = static_cast<int>(std::max(column("GpuInfo"), column("GPUInfo"))), cRegion = column("Region"),
              cPrice = column("Price"), cSpot = column("SpotPrice");
    for (const auto& [index, name] : {std::pair{cAcc, "AcceleratorName"}, std::pair{cCount, "AcceleratorCount"},
                                      std::pair{cRegion, "Region"}, std::pair{cPrice, "Price"}}) {
        if (index < 0) {
            problem(CatalogProblem::Severity::Error, 1, tr("the header has no %1 column").arg(QLatin1String(name)));
            return out;
        }
    }
    Provider provider;
    provider.id = providerId;
    provider.name = QStringLiteral("SkyPilot: ") + providerId;
    provider.nameZh = provider.name;
    provider.website = QStringLiteral("https://github.com/skypilot-org/skypilot-catalog");
    provider.billingNotes = tr("Imported from SkyPilot's catalog: on-demand and spot prices in USD per instance-hour.");
    QHash<QString, int> offerIndex; // instance type + region → offer, so per-zone rows collapse to the lowest price
    const QString source = QStringLiteral("SkyPilot catalog %1").arg(QFileInfo(fileName).fileName());

    for (int n = 1; n < lines.size(); ++n) {
        const QString line = lines.at(n).trimmed();
        if (line.isEmpty())
            continue;
        ++out.rowsRead;
        const int lineNo = n + 1;
        const QStringList f = parseCsvLine(line);
        const auto at = [&](int i) { return i >= 0 && i < f.size() ? f.at(i).trimmed() : QString(); };
        const QString instance = at(cInstance);
        const QString acc = at(cAcc);
        if (acc.isEmpty()) {
            ++out.rowsSkipped; // a CPU-only VM
            continue;
        }
        if (instance.isEmpty()) {
            problem(CatalogProblem::Severity::Warning, lineNo,
                    tr("%1: a GPU-only price without its host VM (priced separately by this cloud); skipped").arg(acc));
            ++out.rowsSkipped;
            continue;
        }
        const QString gpu = mapGpu(acc, instance, gpuMemoryMiB(at(cInfo)));
        if (gpu.isEmpty()) {
            problem(CatalogProblem::Severity::Warning, lineNo, tr("unknown GPU \"%1\"; skipped").arg(acc));
            ++out.rowsSkipped;
            continue;
        }
        bool ok = false;
        const double count = at(cCount).toDouble(&ok);
        const double price = at(cPrice).toDouble();
        if (!ok || count < 1 || count != std::floor(count) || price <= 0) {
            problem(CatalogProblem::Severity::Warning, lineNo, tr("no usable GPU count or price; skipped"));
            ++out.rowsSkipped;
            continue;
        }
        const QString region = at(cRegion);
        Offer offer;
        offer.id = (providerId + QLatin1Char('-') + instance + QLatin1Char('-') + region)
                       .toLower()
                       .replace(QRegularExpression(QStringLiteral("[^a-z0-9._-]+")), QStringLiteral("-"));
        offer.gpuId = gpu;
        offer.gpuCount = static_cast<int>(count);
        offer.region = region;
        offer.instanceType = instance;
        offer.interconnect = count > 1 ? QStringLiteral("pcie") : QStringLiteral("none");
        const double vcpus = at(cCpu).toDouble();
        const double ram = at(cMem).toDouble();
        // Placeholders (Vast writes 32/64 everywhere) and impossible values (RunPod's 1024 vCPU / 6016 GiB).
        const bool placeholder = (vcpus == 32 && ram == 64) || vcpus > 512 || ram > 4096;
        if (placeholder) {
            problem(CatalogProblem::Severity::Warning, lineNo,
                    tr("vCPU/RAM %1/%2 look like placeholders; left unknown").arg(vcpus).arg(ram));
        } else {
            if (vcpus > 0)
                offer.vcpus = static_cast<int>(vcpus);
            if (ram > 0)
                offer.ramGb = ram;
        }
        Price hourly;
        hourly.mode = BillingMode::Hourly;
        hourly.amount = price;
        hourly.currency = Currency::USD;
        hourly.granularity = Granularity::Second;
        hourly.source = source;
        hourly.date = date;
        offer.prices << hourly;
        const QString spotText = at(cSpot);
        const double spot = spotText.toDouble();
        if (!spotText.isEmpty() && spot > 0) {
            if (spot >= price) {
                problem(CatalogProblem::Severity::Warning, lineNo,
                        tr("spot price %1 is not below on-demand %2; spot left out").arg(spot).arg(price));
            } else {
                Price s = hourly;
                s.mode = BillingMode::Spot;
                s.amount = spot;
                offer.prices << s;
            }
        }
        const QString key = instance + QLatin1Char('|') + region;
        if (const auto it = offerIndex.constFind(key); it != offerIndex.constEnd()) {
            // Another availability zone of the same instance type: keep the lowest prices.
            Offer& existing = provider.offers[*it];
            for (const Price& p : offer.prices) {
                auto current = std::find_if(existing.prices.begin(), existing.prices.end(),
                                            [&](const Price& e) { return e.mode == p.mode; });
                if (current == existing.prices.end())
                    existing.prices << p;
                else if (p.amount < current->amount)
                    current->amount = p.amount;
            }
            continue;
        }
        offerIndex.insert(key, static_cast<int>(provider.offers.size()));
        provider.offers << offer;
    }
    if (provider.offers.isEmpty()) {
        problem(CatalogProblem::Severity::Error, 1, tr("no GPU offers could be imported"));
        return out;
    }
    out.provider = provider;
    return out;
}

SkyPilotImporter::Output SkyPilotImporter::importFile(const QString& path, const QString& providerId)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        Output out;
        out.problems.append({CatalogProblem::Severity::Error, path, QString(), file.errorString()});
        return out;
    }
    // vms.csv lives in catalogs/vN/<cloud>/: the folder names the cloud.
    QString id = providerId;
    if (id.isEmpty())
        id = QStringLiteral("skypilot-") + QFileInfo(path).absoluteDir().dirName().toLower();
    return import(file.read(64 * 1024 * 1024), path, id, QFileInfo(path).lastModified().date());
}

} // namespace gp
