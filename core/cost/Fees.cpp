#include "core/cost/Fees.h"

#include "core/common/CodeTable.h"

#include <QLocale>

#include <algorithm>

namespace gp {

namespace {

constexpr double kHoursPerBilledMonth = 730.0; // providers prorate GB-months over 730 hours (8,760 / 12)

QString number(double value, int decimals = 1)
{
    return QLocale().toString(value, 'f', decimals);
}

} // namespace

namespace {
constexpr CodeTable<FeeLine::Kind, 4> kFeeCodes{{{FeeLine::Kind::TransferIn, "transfer_in"},
                                                 {FeeLine::Kind::Disk, "disk"},
                                                 {FeeLine::Kind::StoppedDisk, "stopped_disk"},
                                                 {FeeLine::Kind::Egress, "egress"}}};
} // namespace

QString FeeLine::code() const
{
    return codeOf(kFeeCodes, kind);
}

QString FeeLine::name() const
{
    switch (kind) {
    case Kind::TransferIn:
        return Fees::tr("Data transfer in");
    case Kind::Disk:
        return Fees::tr("Disk while running");
    case Kind::StoppedDisk:
        return Fees::tr("Disk while stopped");
    case Kind::Egress:
        return Fees::tr("Egress (results out)");
    }
    return {};
}

QJsonObject FeeLine::toJson() const
{
    return {{QStringLiteral("kind"), code()},
            {QStringLiteral("amount"), amount},
            {QStringLiteral("explanation"), explanation}};
}

QList<FeeLine> Fees::lines(const Provider& provider,
                           const Offer& offer,
                           const DataFootprint& data,
                           const Hours& hours,
                           const ExchangeRate& fx,
                           Currency currency)
{
    QList<FeeLine> lines;
    if (data.diskGb > 0 || data.transferIn.amount > 0) {
        FeeLine in;
        in.kind = FeeLine::Kind::TransferIn;
        in.amount = fx.convert(data.transferIn, currency).amount;
        in.explanation = data.transferIn.amount > 0
                             ? tr("%1, once").arg(data.transferInText)
                             : tr("%1; the provider does not charge data coming in").arg(data.transferInText);
        lines << in;
    }
    if (!provider.fees)
        return lines;
    const ProviderFees& f = *provider.fees;
    const QString unit = f.currency == Currency::USD ? QStringLiteral("$") : QStringLiteral("¥");
    const double included = includedDiskGb(f, offer);
    const double chargedGb = chargedDiskGb(f, offer, data.diskGb);
    const auto diskLine = [&](FeeLine::Kind kind, double perGbMonth, double hoursEach) {
        FeeLine line;
        line.kind = kind;
        const double native = chargedGb * perGbMonth * hoursEach * hours.instances / kHoursPerBilledMonth;
        line.amount = fx.convert(native, f.currency, currency);
        line.explanation =
            tr("%1 GB beyond the %2 GB included × %3%4 per GB-month × %5 h × %n instance(s)", nullptr, hours.instances)
                .arg(number(chargedGb), number(included, 0), unit, number(perGbMonth, 4), number(hoursEach, 1));
        lines << line;
    };
    if (f.diskGbMonth && data.diskGb > 0 && hours.running > 0)
        diskLine(FeeLine::Kind::Disk, *f.diskGbMonth, hours.running);
    if (data.keptBetweenRuns && data.diskGb > 0 && hours.stopped > 0) {
        if (const auto stopped = f.stoppedDiskGbMonth ? f.stoppedDiskGbMonth : f.diskGbMonth)
            diskLine(FeeLine::Kind::StoppedDisk, *stopped, hours.stopped);
    }
    if (f.egressGb && data.outGbPerRun > 0) {
        FeeLine out;
        out.kind = FeeLine::Kind::Egress;
        const double gb = data.outGbPerRun * hours.runs;
        out.amount = fx.convert(gb * *f.egressGb, f.currency, currency);
        out.explanation = tr("%1 GB of trained weights × %2%3 per GB").arg(number(gb), unit, number(*f.egressGb, 4));
        lines << out;
    }
    return lines;
}

double Fees::includedDiskGb(const ProviderFees& fees, const Offer& offer)
{
    return std::max(fees.includedDiskGb, offer.diskGb.value_or(0.0));
}

double Fees::chargedDiskGb(const ProviderFees& fees, const Offer& offer, double diskGb)
{
    return std::max(0.0, diskGb - includedDiskGb(fees, offer));
}

QString Fees::unknownFees(const QString& providerName)
{
    return tr("The catalog does not list %1's disk and egress fees: its totals leave them out.").arg(providerName);
}

double Fees::total(const QList<FeeLine>& lines)
{
    double sum = 0;
    for (const FeeLine& line : lines)
        sum += line.amount;
    return sum;
}

QString Fees::summary(const QList<FeeLine>& lines, Currency currency)
{
    if (lines.isEmpty())
        return {};
    QStringList parts;
    for (const FeeLine& line : lines)
        parts << tr("%1 %2").arg(line.name(), ExchangeRate::format({line.amount, currency}));
    return tr("%1 beyond the instances (%2)")
        .arg(ExchangeRate::format({total(lines), currency}), parts.join(QStringLiteral(", ")));
}

} // namespace gp
