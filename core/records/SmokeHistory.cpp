#include "core/records/SmokeHistory.h"

#include <QLocale>
#include <QSet>

namespace gp {

namespace {

struct Mean
{
    double sum = 0;
    int count = 0;
    void add(const std::optional<double>& v)
    {
        if (v) {
            sum += *v;
            ++count;
        }
    }
    std::optional<double> value() const { return count ? std::optional<double>(sum / count) : std::nullopt; }
};

} // namespace

QMap<QString, OfferDelivery> OfferDelivery::perOffer(const QList<SmokeRecord>& tests)
{
    QMap<QString, OfferDelivery> result;
    QMap<QString, QSet<QString>> targets;
    QMap<QString, Mean> tflops, bandwidth, memory;
    for (const SmokeRecord& r : tests) {
        if (r.offerId.isEmpty())
            continue;
        OfferDelivery& d = result[r.offerId];
        d.offerId = r.offerId;
        ++d.tests;
        d.withFailures += r.count(SmokeCheck::Status::Fail) > 0;
        targets[r.offerId].insert(r.target);
        if (r.summary) {
            tflops[r.offerId].add(SmokeSummary::fraction(r.summary->tflops, r.summary->tflopsPromised));
            bandwidth[r.offerId].add(SmokeSummary::fraction(r.summary->bandwidthGBps, r.summary->bandwidthPromised));
            memory[r.offerId].add(SmokeSummary::fraction(r.summary->memoryMiB, r.summary->memoryPromisedMiB));
        }
    }
    for (auto it = result.begin(); it != result.end(); ++it) {
        it->machines = static_cast<int>(targets.value(it.key()).size());
        it->tflops = tflops.value(it.key()).value();
        it->bandwidth = bandwidth.value(it.key()).value();
        it->memory = memory.value(it.key()).value();
    }
    return result;
}

QString OfferDelivery::describe() const
{
    const QLocale l;
    QStringList parts;
    if (tflops)
        parts << tr("%1 of the promised TFLOPS on average").arg(l.toString(*tflops, 'f', 2));
    if (bandwidth)
        parts << tr("%1 of the bandwidth").arg(l.toString(*bandwidth, 'f', 2));
    if (memory)
        parts << tr("%1 of the memory").arg(l.toString(*memory, 'f', 2));
    QString text = tr("Measured on %n machine(s)", nullptr, machines);
    text += parts.isEmpty() ? tr(": nothing compared with the promise yet")
                            : QStringLiteral(": ") + parts.join(QStringLiteral(", "));
    if (withFailures > 0)
        text += QStringLiteral("; ") + tr("%n test(s) had failures", nullptr, withFailures);
    return text + QLatin1Char('.');
}

} // namespace gp
