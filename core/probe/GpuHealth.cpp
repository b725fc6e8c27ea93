#include "core/probe/GpuHealth.h"

#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace gp {

namespace {

// One GPU's section of `nvidia-smi -q` as label paths ("PCI/GPU Link Info/Link Width/Current" → "16x"), so that a
// label is read under the heading it belongs to: "Max" and "Current" appear under several.
struct Section
{
    QString busId;
    QMap<QString, QString> fields;

    // The value whose path ends with one of the suffixes, whole labels only.
    QString value(std::initializer_list<const char*> suffixes) const
    {
        for (const char* suffix : suffixes) {
            const QString s = QLatin1String(suffix);
            for (auto it = fields.cbegin(); it != fields.cend(); ++it)
                if (it.key() == s || it.key().endsWith(QLatin1Char('/') + s))
                    return it.value();
        }
        return {};
    }
};

std::optional<double> number(const QString& text)
{
    // "16x", "1410 MHz", "70.07 W", "31 C", "5": the leading number; "N/A", "[N/A]", "Unknown Error": nothing.
    static const QRegularExpression re(QStringLiteral("^\\s*([0-9]+(?:\\.[0-9]+)?)"));
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    const double value = m.captured(1).toDouble();
    // A value beyond any GPU's (a corrupted line) is no value.
    return std::isfinite(value) && value < 1e15 ? std::optional<double>(value) : std::nullopt;
}

std::optional<int> integer(const QString& text)
{
    const auto n = number(text);
    return n ? std::optional<int>(static_cast<int>(*n)) : std::nullopt;
}

std::optional<qint64> count(const QString& text)
{
    const auto n = number(text);
    return n ? std::optional<qint64>(static_cast<qint64>(*n)) : std::nullopt;
}

void add(std::optional<qint64>& total, const std::optional<qint64>& more)
{
    if (more)
        total = total.value_or(0) + *more;
}

// The ECC counters under "ECC Errors/<scope>/": corrected and uncorrected, summed over memory kinds. Older drivers
// say "Single Bit/Total" and "Double Bit/Total", newer ones "SRAM Correctable", "DRAM Uncorrectable" …
void eccCounts(const Section& s,
               const QString& scope,
               std::optional<qint64>& corrected,
               std::optional<qint64>& uncorrected)
{
    const QString prefix = QStringLiteral("ECC Errors/") + scope + QLatin1Char('/');
    for (auto it = s.fields.cbegin(); it != s.fields.cend(); ++it) {
        const qsizetype at = it.key().indexOf(prefix);
        if (at < 0)
            continue;
        const QString label = it.key().mid(at + prefix.size());
        if (label == QLatin1String("Single Bit/Total"))
            add(corrected, count(it.value()));
        else if (label == QLatin1String("Double Bit/Total"))
            add(uncorrected, count(it.value()));
        else if (label.contains(QLatin1Char('/')))
            continue; // per-unit breakdowns of the old layout, already in its totals; threshold sub-fields
        else if (label.contains(QLatin1String("Uncorrectable"), Qt::CaseInsensitive))
            add(uncorrected, count(it.value()));
        else if (label.contains(QLatin1String("Correctable"), Qt::CaseInsensitive))
            add(corrected, count(it.value()));
    }
}

GpuHealth fromSection(const Section& s)
{
    GpuHealth g;
    g.busId = s.busId;
    g.name = s.value({"Product Name"});
    g.pcieGenMax = integer(s.value({"PCIe Generation/Max"}));
    g.pcieGenCurrent = integer(s.value({"PCIe Generation/Current"}));
    g.linkWidthMax = integer(s.value({"Link Width/Max"}));
    g.linkWidthCurrent = integer(s.value({"Link Width/Current"}));
    eccCounts(s, QStringLiteral("Volatile"), g.eccVolatileCorrected, g.eccVolatileUncorrected);
    eccCounts(s, QStringLiteral("Aggregate"), g.eccAggregateCorrected, g.eccAggregateUncorrected);
    g.retiredSingleBit = count(s.value({"Retired Pages/Single Bit ECC", "Retired Pages/Single Bit ECC/Retired Count"}));
    g.retiredDoubleBit = count(s.value({"Retired Pages/Double Bit ECC", "Retired Pages/Double Bit ECC/Retired Count"}));
    g.retirePending = s.value({"Retired Pages/Pending Page Blacklist", "Retired Pages/Pending"})
                          .startsWith(QLatin1String("Yes"), Qt::CaseInsensitive);
    g.remappedCorrectable = count(s.value({"Remapped Rows/Correctable Error"}));
    g.remappedUncorrectable = count(s.value({"Remapped Rows/Uncorrectable Error"}));
    g.remapPending = s.value({"Remapped Rows/Pending"}).startsWith(QLatin1String("Yes"), Qt::CaseInsensitive);
    g.remapFailed =
        s.value({"Remapped Rows/Remapping Failure Occurred"}).startsWith(QLatin1String("Yes"), Qt::CaseInsensitive);
    static const QStringList harmless = {QStringLiteral("Idle"), QStringLiteral("Applications Clocks Setting"),
                                         QStringLiteral("Sync Boost"), QStringLiteral("Display Clock Setting")};
    for (auto it = s.fields.cbegin(); it != s.fields.cend(); ++it) {
        if (!it.key().contains(QLatin1String("Clocks Throttle Reasons/")) &&
            !it.key().contains(QLatin1String("Clocks Event Reasons/")))
            continue;
        const QString label = it.key().section(QLatin1Char('/'), -1);
        if (it.value().trimmed() == QLatin1String("Active") && !harmless.contains(label))
            g.activeSlowdowns << label;
    }
    g.temperatureC = number(s.value({"Temperature/GPU Current Temp"}));
    // "Power Readings" before driver 530, "GPU Power Readings" (beside memory and module readings) since.
    g.powerDrawW = number(s.value({"GPU Power Readings/Power Draw", "GPU Power Readings/Average Power Draw",
                                   "GPU Power Readings/Instantaneous Power Draw", "Power Readings/Power Draw"}));
    g.powerLimitW = number(s.value({"GPU Power Readings/Current Power Limit", "Power Readings/Enforced Power Limit",
                                    "Power Readings/Power Limit"}));
    g.smClockMHz = number(s.value({"Clocks/SM"}));
    g.smClockMaxMHz = number(s.value({"Max Clocks/SM"}));
    g.memoryClockMHz = number(s.value({"Clocks/Memory"}));
    g.memoryClockMaxMHz = number(s.value({"Max Clocks/Memory"}));
    return g;
}

} // namespace

bool GpuHealth::hardwareSlowdown() const
{
    return std::any_of(activeSlowdowns.cbegin(), activeSlowdowns.cend(),
                       [](const QString& r) { return r.startsWith(QLatin1String("HW ")); });
}

bool GpuHealth::thermalSlowdown() const
{
    return std::any_of(activeSlowdowns.cbegin(), activeSlowdowns.cend(),
                       [](const QString& r) { return r.contains(QLatin1String("Thermal")); });
}

QList<GpuHealth> GpuHealth::parse(const QString& text)
{
    static const QRegularExpression gpuLine(
        QStringLiteral("^GPU ([0-9A-Fa-f]{4,8}:[0-9A-Fa-f]{2}:[0-9A-Fa-f]{2}\\.[0-9A-Fa-f])\\s*$"));
    QList<GpuHealth> gpus;
    std::optional<Section> current;
    QList<QPair<int, QString>> stack; // (indent, label) of the headings above the line being read
    for (QString line : text.split(QLatin1Char('\n'))) {
        line.remove(QLatin1Char('\r'));
        line.replace(QLatin1Char('\t'), QStringLiteral("    "));
        if (line.trimmed().isEmpty())
            continue;
        const QRegularExpressionMatch start = gpuLine.match(line);
        if (start.hasMatch()) {
            if (current)
                gpus << fromSection(*current);
            current = Section{start.captured(1), {}};
            stack.clear();
            continue;
        }
        if (!current)
            continue; // the header before the first GPU: timestamp, driver, attached GPUs
        int indent = 0;
        while (indent < line.size() && line.at(indent) == QLatin1Char(' '))
            ++indent;
        const qsizetype colon = line.indexOf(QStringLiteral(" : "));
        const QString label = (colon >= 0 ? line.left(colon) : line).trimmed();
        while (!stack.isEmpty() && stack.last().first >= indent)
            stack.removeLast();
        QStringList path;
        for (const auto& [depth, heading] : std::as_const(stack))
            path << heading;
        path << label;
        if (colon >= 0)
            current->fields.insert(path.join(QLatin1Char('/')), line.mid(colon + 3).trimmed());
        stack.append({indent, label});
    }
    if (current)
        gpus << fromSection(*current);
    return gpus;
}

bool XidEvent::isHardware() const
{
    // NVIDIA's Xid catalog: 48 double-bit ECC, 61/62 internal micro-controller, 63/64 page retirement or row
    // remapping, 74 NVLink, 79 fallen off the bus, 92 high single-bit ECC rate, 94/95 contained/uncontained ECC,
    // 119/120 GSP firmware, 140 unrecovered ECC.
    static const QList<int> hardware = {48, 61, 62, 63, 64, 74, 79, 92, 94, 95, 119, 120, 140};
    return hardware.contains(code);
}

QString XidEvent::meaning(int code)
{
    switch (code) {
    case 13:
        return tr("a program's illegal instruction or memory access");
    case 31:
        return tr("a memory page fault (usually the program)");
    case 43:
        return tr("a program was stopped after a fault");
    case 45:
        return tr("a program's work was preempted or killed");
    case 48:
        return tr("a double-bit ECC memory error");
    case 61:
    case 62:
        return tr("an internal micro-controller error");
    case 63:
    case 64:
        return tr("a memory page retirement or row remapping event");
    case 74:
        return tr("an NVLink error");
    case 79:
        return tr("the GPU has fallen off the bus");
    case 92:
        return tr("a high single-bit ECC error rate");
    case 94:
    case 95:
        return tr("an ECC memory error");
    case 119:
    case 120:
        return tr("a GSP firmware error");
    default:
        return tr("a driver-reported error");
    }
}

QList<XidEvent> XidEvent::parse(const QString& log)
{
    static const QRegularExpression re(QStringLiteral("NVRM: Xid \\((PCI:[0-9A-Fa-f:.]+)\\): ([0-9]+)"));
    QList<XidEvent> events;
    for (const QString& line : log.split(QLatin1Char('\n'))) {
        const QRegularExpressionMatch m = re.match(line);
        if (m.hasMatch())
            events.append({m.captured(1), m.captured(2).toInt(), line.trimmed()});
    }
    return events;
}

QString GpuTopology::link(int a, int b) const
{
    if (a < 0 || b < 0 || a >= m_rows.size() || b >= m_rows.at(a).size())
        return {};
    return m_rows.at(a).at(b);
}

QStringList GpuTopology::pairsWithoutNvlink() const
{
    QStringList pairs;
    for (int a = 0; a < gpuCount(); ++a)
        for (int b = a + 1; b < gpuCount(); ++b)
            if (!isNvlink(a, b))
                pairs << QStringLiteral("%1–%2 %3").arg(m_gpus.at(a), m_gpus.at(b), link(a, b));
    return pairs;
}

QStringList GpuTopology::linkKinds() const
{
    QStringList kinds;
    for (int a = 0; a < gpuCount(); ++a)
        for (int b = a + 1; b < gpuCount(); ++b) {
            // "NV12" and "NV18" are both NVLink; the number is the count of links.
            const QString kind = isNvlink(a, b) ? QStringLiteral("NVLink") : link(a, b);
            if (!kinds.contains(kind))
                kinds << kind;
        }
    kinds.sort();
    return kinds;
}

std::optional<GpuTopology> GpuTopology::parse(const QString& text)
{
    static const QRegularExpression gpuName(QStringLiteral("^GPU[0-9]+$"));
    static const QRegularExpression space(QStringLiteral("\\s+"));
    GpuTopology t;
    for (QString line : text.split(QLatin1Char('\n'))) {
        line.remove(QLatin1Char('\r'));
        // Terminals colour the header in some versions; escape sequences would glue to the names.
        line.remove(QRegularExpression(QStringLiteral("\\x1b\\[[0-9;]*m")));
        const QStringList tokens = line.split(space, Qt::SkipEmptyParts);
        if (tokens.isEmpty())
            continue;
        if (t.m_gpus.isEmpty()) {
            // The header: the GPU columns come first.
            for (const QString& token : tokens) {
                if (!gpuName.match(token).hasMatch())
                    break;
                t.m_gpus << token;
            }
            continue;
        }
        if (!gpuName.match(tokens.first()).hasMatch())
            continue; // NIC rows, the legend
        if (tokens.size() < t.m_gpus.size() + 1)
            return std::nullopt;
        t.m_rows << tokens.mid(1, t.m_gpus.size());
    }
    if (t.m_gpus.isEmpty() || t.m_rows.size() != t.m_gpus.size())
        return std::nullopt;
    return t;
}

} // namespace gp
