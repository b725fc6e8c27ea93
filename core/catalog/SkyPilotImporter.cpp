#include "core/catalog/SkyPilotImporter.h"

#include "core/catalog/Citation.h"

#include "core/catalog/GpuCatalog.h"
#include "core/common/SafeRead.h"

#include <QBuffer>

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QProcess>
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

namespace {

// SkyPilot's accelerator names (upper case, no spaces) that stand for one GPU of ours, the preferred spelling of each
// GPU first. The A100, A800, H100, H800 and H200 families are told apart in mapGpu.
constexpr std::pair<const char*, const char*> kPlainNames[] = {
    {"RTX3090", "rtx-3090"},
    {"RTX4090", "rtx-4090"},
    {"RTX5090", "rtx-5090"},
    {"RTXA6000", "rtx-a6000"},
    {"A6000", "rtx-a6000"},
    {"RTX6000-ADA", "rtx-6000-ada"},
    {"RTX6000ADA", "rtx-6000-ada"},
    {"L4", "l4"},
    {"L20", "l20"},
    {"L40S", "l40s"},
    {"A10", "a10"},
    {"A10G", "a10g"},
    {"T4", "t4"},
    {"V100-32GB", "v100-32gb"},
    {"B200", "b200"},
    {"H20", "h20"},
};

// The family names mapGpu reads with the instance type and memory.
constexpr const char* kFamilyNames[] = {"A100-80GB", "A100", "A800", "H100", "H800", "H200"};

} // namespace

QString SkyPilotImporter::acceleratorName(const QString& gpuId)
{
    // The reverse of mapGpu, through mapGpu itself, so the two can never disagree.
    for (const char* instance : {"", "pcie"}) {
        for (const char* family : kFamilyNames)
            if (mapGpu(QLatin1String(family), QLatin1String(instance), 0) == gpuId)
                return QLatin1String(family);
        for (const auto& [skyPilot, id] : kPlainNames)
            if (mapGpu(QLatin1String(skyPilot), QLatin1String(instance), 0) == gpuId)
                return QLatin1String(skyPilot);
    }
    return {};
}

QString SkyPilotImporter::mapGpu(const QString& acceleratorName, const QString& instanceType, double memoryMiB)
{
    QString name = acceleratorName.toUpper();
    name.remove(QLatin1Char(' ')).remove(QLatin1Char('_'));
    const bool pcie =
        instanceType.contains(QLatin1String("pcie"), Qt::CaseInsensitive) || name.contains(QLatin1String("PCIE"));
    if (name.startsWith(QLatin1String("A100"))) {
        // RunPod ("1x_A100-80GB_SECURE") names its SXM card "A100-80GB-SXM"; its plain "A100-80GB" is the PCIe one.
        // Elsewhere (AWS p4de, GCP a2-ultragpu, Lambda) the plain name is the SXM card.
        static const QRegularExpression runpodStyle(QStringLiteral("^\\d+x_"));
        const bool runpodPcie = runpodStyle.match(instanceType).hasMatch() &&
                                !instanceType.contains(QLatin1String("SXM"), Qt::CaseInsensitive) &&
                                !name.contains(QLatin1String("SXM"));
        if (name.contains(QLatin1String("80")) || memoryMiB >= 70000)
            return pcie || runpodPcie ? QStringLiteral("a100-pcie-80gb") : QStringLiteral("a100-80gb");
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
    for (const auto& [skyPilot, id] : kPlainNames)
        if (name == QLatin1String(skyPilot))
            return QLatin1String(id);
    return {};
}

namespace {

// Where import finds each column it reads: an index in the header, -1 where the header has no such column.
struct Columns
{
    int instance = -1;
    int acc = -1;
    int count = -1;
    int cpu = -1;
    int mem = -1;
    int info = -1;
    int region = -1;
    int price = -1;
    int spot = -1;
};

// A price is a finite amount within the bound every catalog has; "inf", "nan" or 1e308 are not prices.
double amount(const QString& text)
{
    bool ok = false;
    const double v = text.toDouble(&ok);
    return ok && std::isfinite(v) && v > 0 && v <= kMaxMoneyAmount ? v : -1.0;
}

// One import in progress: what it reports, and the provider built so far with the CSV line each offer came from.
struct CsvImport
{
    CsvImport(SkyPilotImporter::Output& out,
              const QString& fileName,
              const QString& providerId,
              const QDate& date,
              const QString& sourceText);

    SkyPilotImporter::Output& out;
    const QString& fileName;
    const QString& providerId;
    const QDate& date;
    QString source;
    Columns c;
    int warnings = 0;
    Provider provider;
    QHash<QString, int> offerIndex; // instance type + region → offer, so per-zone rows collapse to the lowest price
    QList<qint64> offerLine;        // the CSV line each offer came from, for the schema check's errors

    void problem(CatalogProblem::Severity severity, qint64 line, const QString& message);
    bool readHeader(QIODevice& csv);
    bool readRow(const QStringList& f, qint64 lineNo);
    Offer rowOffer(const QStringList& f, qint64 lineNo, const QString& gpu, double count, double price);
    void addOffer(const Offer& offer, const QString& key, qint64 lineNo);
    bool checkSchema();
};

QString field(const QStringList& f, int i)
{
    return i >= 0 && i < f.size() ? f.at(i).trimmed() : QString();
}

CsvImport::CsvImport(
    SkyPilotImporter::Output& o, const QString& file, const QString& id, const QDate& day, const QString& sourceText)
    : out(o), fileName(file), providerId(id), date(day)
{
    provider.id = providerId;
    provider.name = QStringLiteral("SkyPilot: ") + providerId;
    provider.nameZh = provider.name;
    provider.website = QStringLiteral("https://github.com/skypilot-org/skypilot-catalog");
    provider.billingNotes =
        SkyPilotImporter::tr("Imported from SkyPilot's catalog: on-demand and spot prices in USD per instance-hour.");
    // Without a commit to cite, the catalog's repository itself: an address anyone can open, with no date claimed.
    source = sourceText.isEmpty() ? QStringLiteral("https://github.com/skypilot-org/skypilot-catalog") : sourceText;
}

void CsvImport::problem(CatalogProblem::Severity severity, qint64 line, const QString& message)
{
    if (severity == CatalogProblem::Severity::Warning && ++warnings > SkyPilotImporter::kMaxWarnings)
        return; // counted, and summarized once at the end
    out.problems.append({severity, fileName, SkyPilotImporter::tr("line %1").arg(line), message});
}

// Finds the columns by name (their order differs by cloud); false, with the error reported, when one is missing.
bool CsvImport::readHeader(QIODevice& csv)
{
    const QString headerLine = QString::fromUtf8(csv.readLine()).trimmed();
    if (headerLine.isEmpty()) {
        problem(CatalogProblem::Severity::Error, 1, SkyPilotImporter::tr("the file is empty"));
        return false;
    }
    const QStringList header = SkyPilotImporter::parseCsvLine(headerLine);
    const auto column = [&](const char* name) { return header.indexOf(QLatin1String(name)); };
    c.instance = column("InstanceType");
    c.acc = column("AcceleratorName");
    c.count = column("AcceleratorCount");
    c.cpu = column("vCPUs");
    c.mem = column("MemoryGiB");
    c.info = static_cast<int>(std::max(column("GpuInfo"), column("GPUInfo")));
    c.region = column("Region");
    c.price = column("Price");
    c.spot = column("SpotPrice");
    for (const auto& [index, name] : {std::pair{c.acc, "AcceleratorName"}, std::pair{c.count, "AcceleratorCount"},
                                      std::pair{c.region, "Region"}, std::pair{c.price, "Price"}}) {
        if (index < 0) {
            problem(CatalogProblem::Severity::Error, 1,
                    SkyPilotImporter::tr("the header has no %1 column").arg(QLatin1String(name)));
            return false;
        }
    }
    return true;
}

// One non-empty CSV row: skipped with a warning, or added to its offer. False when the import must stop there.
bool CsvImport::readRow(const QStringList& f, qint64 lineNo)
{
    const QString instance = field(f, c.instance);
    const QString acc = field(f, c.acc);
    if (acc.isEmpty()) {
        ++out.rowsSkipped; // a CPU-only VM
        return true;
    }
    if (instance.isEmpty()) {
        problem(
            CatalogProblem::Severity::Warning, lineNo,
            SkyPilotImporter::tr("%1: a GPU-only price without its host VM (priced separately by this cloud); skipped")
                .arg(acc));
        ++out.rowsSkipped;
        return true;
    }
    const QString gpu = SkyPilotImporter::mapGpu(acc, instance, SkyPilotImporter::gpuMemoryMiB(field(f, c.info)));
    if (gpu.isEmpty()) {
        problem(CatalogProblem::Severity::Warning, lineNo,
                SkyPilotImporter::tr("unknown GPU \"%1\"; skipped").arg(acc));
        ++out.rowsSkipped;
        return true;
    }
    bool ok = false;
    const double count = field(f, c.count).toDouble(&ok);
    const double price = amount(field(f, c.price));
    if (!ok || !std::isfinite(count) || count < 1 || count > 1024 || count != std::floor(count) || price <= 0) {
        problem(CatalogProblem::Severity::Warning, lineNo,
                SkyPilotImporter::tr("no usable GPU count or price (count \"%1\", price \"%2\"); skipped")
                    .arg(field(f, c.count), field(f, c.price)));
        ++out.rowsSkipped;
        return true;
    }
    const QString key = instance + QLatin1Char('|') + field(f, c.region);
    if (!offerIndex.contains(key) && provider.offers.size() >= SkyPilotImporter::kMaxOffers) {
        problem(CatalogProblem::Severity::Error, lineNo,
                SkyPilotImporter::tr("more than %1 GPU offers: a catalog this large could not be loaded again. Import "
                                     "one cloud's file at a time, or remove regions you do not use.")
                    .arg(SkyPilotImporter::kMaxOffers));
        return false;
    }
    addOffer(rowOffer(f, lineNo, gpu, count, price), key, lineNo);
    return true;
}

// The offer one row describes: its instance, the vCPUs and RAM unless they are placeholders, and its on-demand and
// spot prices.
Offer CsvImport::rowOffer(const QStringList& f, qint64 lineNo, const QString& gpu, double count, double price)
{
    static const QRegularExpression idChars(QStringLiteral("[^a-z0-9._-]+"));
    const QString instance = field(f, c.instance);
    const QString region = field(f, c.region);
    Offer offer;
    offer.id = (providerId + QLatin1Char('-') + instance + QLatin1Char('-') + region)
                   .toLower()
                   .replace(idChars, QStringLiteral("-"));
    offer.gpuId = gpu;
    offer.gpuCount = static_cast<int>(count);
    offer.region = region;
    offer.instanceType = instance;
    offer.interconnect = count > 1 ? QStringLiteral("pcie") : QStringLiteral("none");
    const double vcpus = field(f, c.cpu).toDouble();
    const double ram = field(f, c.mem).toDouble();
    // Placeholders (Vast writes 32/64 everywhere) and impossible values (RunPod's 1024 vCPU / 6016 GiB).
    const bool placeholder = (vcpus == 32 && ram == 64) || vcpus > 512 || ram > 4096;
    if (placeholder) {
        problem(CatalogProblem::Severity::Warning, lineNo,
                SkyPilotImporter::tr("vCPU/RAM %1/%2 look like placeholders; left unknown").arg(vcpus).arg(ram));
    } else {
        if (vcpus >= 1 && std::isfinite(vcpus))
            offer.vcpus = static_cast<int>(vcpus);
        if (ram > 0 && std::isfinite(ram))
            offer.ramGb = ram;
    }
    Price hourly;
    hourly.mode = BillingMode::Hourly;
    hourly.amount = price;
    hourly.currency = Currency::USD;
    hourly.granularity = Granularity::Second;
    hourly.source = source;
    hourly.date = date;
    hourly.retrieved = QDate::currentDate();
    hourly.confidence = Confidence::Listed; // the providers' own APIs and price lists, as SkyPilot fetches them
    offer.prices << hourly;
    const QString spotText = field(f, c.spot);
    const double spot = amount(spotText);
    if (!spotText.isEmpty() && spot > 0) {
        if (spot >= price) {
            problem(
                CatalogProblem::Severity::Warning, lineNo,
                SkyPilotImporter::tr("spot price %1 is not below on-demand %2; spot left out").arg(spot).arg(price));
        } else {
            Price s = hourly;
            s.mode = BillingMode::Spot;
            s.amount = spot;
            offer.prices << s;
        }
    }
    return offer;
}

void CsvImport::addOffer(const Offer& offer, const QString& key, qint64 lineNo)
{
    const auto existingOffer = offerIndex.constFind(key);
    if (existingOffer != offerIndex.constEnd()) {
        // Another availability zone of the same instance type: keep the lowest prices.
        Offer& existing = provider.offers[*existingOffer];
        for (const Price& p : offer.prices) {
            auto current = std::find_if(existing.prices.begin(), existing.prices.end(),
                                        [&](const Price& e) { return e.mode == p.mode; });
            if (current == existing.prices.end())
                existing.prices << p;
            else if (p.amount < current->amount)
                current->amount = p.amount;
        }
        return;
    }
    offerIndex.insert(key, static_cast<int>(provider.offers.size()));
    provider.offers << offer;
    offerLine << lineNo;
}

// The schema check the stored file will get, done here so that each error names its CSV line, not the file the
// catalog would have been stored in. False when it found errors (reported).
bool CsvImport::checkSchema()
{
    const ProviderParse check =
        PriceCatalog::parseProvider(PriceCatalog::toJson(provider), fileName, GpuCatalog::builtIn());
    if (check.ok())
        return true;
    static const QRegularExpression offerPath(QStringLiteral(R"(^offers\[(\d+)\])"));
    for (const CatalogProblem& p : check.problems) {
        if (p.severity != CatalogProblem::Severity::Error)
            continue;
        const QRegularExpressionMatch m = offerPath.match(p.path);
        const int index = m.hasMatch() ? m.captured(1).toInt() : -1;
        problem(CatalogProblem::Severity::Error, index >= 0 && index < offerLine.size() ? offerLine.at(index) : 1,
                p.path + QStringLiteral(": ") + p.message);
    }
    return false;
}

} // namespace

SkyPilotImporter::Output SkyPilotImporter::import(QIODevice& csv,
                                                  const QString& fileName,
                                                  const QString& providerId,
                                                  const QDate& date,
                                                  const Progress& progress,
                                                  const QString& sourceText)
{
    Output out;
    CsvImport run(out, fileName, providerId, date, sourceText);
    const qint64 total = csv.isSequential() ? 0 : csv.size();
    qint64 lineNo = 1;
    if (!run.readHeader(csv))
        return out;
    while (!csv.atEnd()) {
        const QByteArray raw = csv.readLine();
        ++lineNo;
        if (progress && lineNo % 4096 == 0 && !progress(csv.pos(), total)) {
            run.problem(CatalogProblem::Severity::Error, lineNo, tr("the import was cancelled"));
            return out;
        }
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.isEmpty())
            continue;
        ++out.rowsRead;
        if (!run.readRow(parseCsvLine(line), lineNo))
            return out;
    }
    if (progress)
        progress(total, total);
    if (run.warnings > kMaxWarnings)
        out.problems.append({CatalogProblem::Severity::Warning, fileName, QString(),
                             tr("%n more warning(s) not shown", nullptr, run.warnings - kMaxWarnings)});
    if (run.provider.offers.isEmpty()) {
        run.problem(CatalogProblem::Severity::Error, 1, tr("no GPU offers could be imported"));
        return out;
    }
    if (!run.checkSchema())
        return out;
    out.provider = run.provider;
    return out;
}

SkyPilotImporter::Output
SkyPilotImporter::import(const QByteArray& csv, const QString& fileName, const QString& providerId, const QDate& date)
{
    QBuffer buffer;
    buffer.setData(csv);
    buffer.open(QIODevice::ReadOnly);
    return import(buffer, fileName, providerId, date);
}

SkyPilotImporter::Provenance SkyPilotImporter::provenanceOf(const QString& csvPath)
{
    const QFileInfo info(csvPath);
    Provenance p{QString(), QDate()}; // no source: the import cites the catalog's repository
    const auto git = [&](const QStringList& args) -> QString {
        QProcess process;
        process.setProcessChannelMode(QProcess::SeparateChannels);
        process.start(QStringLiteral("git"), QStringList{QStringLiteral("-C"), info.absolutePath()} + args);
        if (!process.waitForFinished(10000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
            return {};
        return QString::fromUtf8(process.readAllStandardOutput()).trimmed();
    };
    // The last commit that changed the file: its prices are what the providers said on that day.
    const QStringList last = git({QStringLiteral("log"), QStringLiteral("-1"), QStringLiteral("--format=%H %cs"),
                                  QStringLiteral("--"), info.fileName()})
                                 .split(QLatin1Char(' '));
    if (last.size() != 2 || last.first().size() != 40)
        return p; // not in a repository (or git is missing): undated
    // A file changed since its last commit holds prices nobody committed: no date can be claimed for them.
    if (!git({QStringLiteral("status"), QStringLiteral("--porcelain"), QStringLiteral("--"), info.fileName()})
             .isEmpty())
        return p;
    const QString prefix = git({QStringLiteral("rev-parse"), QStringLiteral("--show-prefix")});
    const QString remote = git({QStringLiteral("remote"), QStringLiteral("get-url"), QStringLiteral("origin")});
    static const QRegularExpression ownerRepo(QStringLiteral("([A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+?)(\\.git)?/?$"));
    const QRegularExpressionMatch m = ownerRepo.match(remote);
    // Without a remote that names the repository, no file at a commit can be cited: the import cites the catalog's
    // repository, and keeps the commit's date.
    if (m.hasMatch())
        p.source = RepoCitation{m.captured(1), last.first(), prefix + info.fileName()}.toString();
    p.date = QDate::fromString(last.last(), Qt::ISODate);
    return p;
}

SkyPilotImporter::Output SkyPilotImporter::importFile(const QString& path,
                                                      const QString& providerId,
                                                      const Progress& progress,
                                                      const std::optional<Provenance>& told)
{
    Output out;
    // Checked before opening: a FIFO would block here, and a file over a gigabyte is no SkyPilot catalog.
    if (const Status regular = SafeRead::checkRegular(path, kMaxCsvBytes); !regular.ok()) {
        out.problems.append({CatalogProblem::Severity::Error, path, QString(), regular.error().message});
        return out;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        out.problems.append({CatalogProblem::Severity::Error, path, QString(), file.errorString()});
        return out;
    }
    // vms.csv lives in catalogs/vN/<cloud>/: the folder names the cloud.
    QString id = providerId;
    if (id.isEmpty())
        id = QStringLiteral("skypilot-") + QFileInfo(path).absoluteDir().dirName().toLower();
    const Provenance provenance = told ? *told : provenanceOf(path);
    return import(file, path, id, provenance.date, progress, provenance.source);
}

} // namespace gp
