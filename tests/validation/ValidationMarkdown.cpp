// The Markdown of docs/validation.md's generated section: the summaries and every row, as computed.
#include "validation/ValidationTable.h"

#include <cmath>

namespace gp::validation {

QString renderMarkdown(const Summary& s, const QString& lead)
{
    const auto pct = [](double e) { return QString::asprintf("%+.0f %%", e * 100.0); };
    const auto num = [](double v) {
        return v >= 1000 ? QString::number(std::llround(v)) : QString::number(v, 'f', v >= 100 ? 0 : 2);
    };
    QString out;
    out += QString::fromLatin1(kBeginMarker) + QLatin1Char('\n') + lead;
    out += QStringLiteral("\n**Peak memory:** %1 rows from %2 independent sources. Median absolute error: "
                          "**GPU Planner %3**, rules of thumb %4.  \n")
               .arg(s.memoryRows)
               .arg(s.memorySources)
               .arg(QString::asprintf("%.1f %%", s.memoryMedianError * 100))
               .arg(QString::asprintf("%.1f %%", s.ruleOfThumbMedianError * 100));
    out += QStringLiteral("Fine-tuning rows alone (%1): GPU Planner %2, rules of thumb %3.  \n")
               .arg(s.trainingMemoryRows)
               .arg(QString::asprintf("%.1f %%", s.trainingMemoryMedianError * 100))
               .arg(QString::asprintf("%.1f %%", s.trainingRuleOfThumbMedianError * 100));
    out += QStringLiteral("**Training GPU-hours:** median absolute error %1.  \n")
               .arg(QString::asprintf("%.1f %%", s.gpuHoursMedianError * 100));
    out += QStringLiteral("**Serving throughput (single-sequence decode):** median absolute error %1.\n\n")
               .arg(QString::asprintf("%.1f %%", s.throughputMedianError * 100));
    const auto share = [](double e) { return QString::asprintf("%.1f %%", e * 100); };
    const auto signedShare = [](double e) { return QString::asprintf("%+.1f %%", e * 100); };
    // Signed and absolute medians per class of work: where a model is right on average but always wrong one way.
    // The held-out columns are the same classes over the rows no constant was fitted on.
    const auto groupTable = [&](const QString& what, const QList<QPair<QString, ErrorSummary>>& groups,
                                const QList<QPair<QString, ErrorSummary>>& heldOut) {
        out += QStringLiteral("| %1, by class of work | rows | median absolute error | median signed error | "
                              "held-out rows | held out: absolute | held out: signed |\n"
                              "|---|---:|---:|---:|---:|---:|---:|\n")
                   .arg(what);
        for (const auto& [group, e] : groups) {
            const auto h = std::find_if(heldOut.cbegin(), heldOut.cend(),
                                        [&group = group](const auto& g) { return g.first == group; });
            const bool any = h != heldOut.cend() && h->second.rows > 0;
            out += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 |\n")
                       .arg(group)
                       .arg(e.rows)
                       .arg(share(e.medianAbsolute), signedShare(e.medianSigned))
                       .arg(any ? h->second.rows : 0)
                       .arg(any ? share(h->second.medianAbsolute) : QStringLiteral("—"),
                            any ? signedShare(h->second.medianSigned) : QStringLiteral("—"));
        }
        out += QLatin1Char('\n');
    };
    out +=
        QStringLiteral("**Training time:** %1 rows (training speed and GPU-hours) from %2 independent sources. Median "
                       "absolute error **%3**, signed **%4** (positive: GPU Planner expects the run to take longer "
                       "than it did).  \n")
            .arg(s.trainingTime.rows)
            .arg(s.trainingTimeSources)
            .arg(share(s.trainingTime.medianAbsolute), signedShare(s.trainingTime.medianSigned));
    out += QStringLiteral("Rows the efficiency constants were fitted on (%1): %2, signed %3. Rows held out (%4): "
                          "**%5**, signed **%6**.\n\n")
               .arg(s.trainingTimeFitted.rows)
               .arg(share(s.trainingTimeFitted.medianAbsolute), signedShare(s.trainingTimeFitted.medianSigned))
               .arg(s.trainingTimeHeldOut.rows)
               .arg(share(s.trainingTimeHeldOut.medianAbsolute), signedShare(s.trainingTimeHeldOut.medianSigned));
    groupTable(QStringLiteral("training time"), s.trainingTimeGroups, s.trainingTimeHeldOutGroups);
    out +=
        QStringLiteral("**Serving decode speed:** %1 rows from %2 engines, single stream and batched. Median absolute "
                       "error **%3**, signed **%4** (positive: GPU Planner expects faster decoding than measured).  \n")
            .arg(s.decode.rows)
            .arg(s.decodeEngines)
            .arg(share(s.decode.medianAbsolute), signedShare(s.decode.medianSigned));
    out += QStringLiteral("Rows the engine constants were fitted on (%1): %2, signed %3. Rows held out (%4): **%5**, "
                          "signed **%6**.\n\n")
               .arg(s.decodeFitted.rows)
               .arg(share(s.decodeFitted.medianAbsolute), signedShare(s.decodeFitted.medianSigned))
               .arg(s.decodeHeldOut.rows)
               .arg(share(s.decodeHeldOut.medianAbsolute), signedShare(s.decodeHeldOut.medianSigned));
    groupTable(QStringLiteral("decode speed"), s.decodeGroups, s.decodeHeldOutGroups);
    for (const char* kind : {"peak_memory", "training_speed", "gpu_hours", "throughput", "serving_speed"}) {
        const bool memory = QLatin1String(kind) == QLatin1String("peak_memory");
        const bool speed = QLatin1String(kind) == QLatin1String("training_speed") ||
                           QLatin1String(kind) == QLatin1String("serving_speed");
        const bool decode = QLatin1String(kind) == QLatin1String("serving_speed");
        out += memory ? QStringLiteral("#### Peak memory per GPU\n\n")
               : decode
                   ? QStringLiteral("#### Serving decode speed per sequence (error: estimated ÷ measured − 1; fit: "
                                    "the engine constants were fitted on this row)\n\n")
               : speed ? QStringLiteral("#### Training speed (error as time: estimated ÷ measured − 1; fit: the "
                                        "efficiency constants were fitted on this row)\n\n")
               : QLatin1String(kind) == QLatin1String("gpu_hours") ? QStringLiteral("#### Training GPU-hours\n\n")
                                                                   : QStringLiteral("#### Serving throughput\n\n");
        out += memory
                   ? QStringLiteral("| row | source | model | setup | measured | GPU Planner | error | rule of thumb | "
                                    "error |\n|---|---|---|---|---:|---:|---:|---:|---:|\n")
               : speed ? QStringLiteral("| row | source | model | setup | measured | GPU Planner | %1 | fit |\n"
                                        "|---|---|---|---|---:|---:|---:|---|\n")
                             .arg(decode ? QStringLiteral("error") : QStringLiteral("time error"))
                       : QStringLiteral("| row | source | model | setup | measured | GPU Planner | error |\n"
                                        "|---|---|---|---|---:|---:|---:|\n");
        for (const Row& r : s.rows) {
            if (r.kind != QLatin1String(kind))
                continue;
            const QString source = QStringLiteral("[%1](%2)").arg(r.sourceName, r.source);
            if (!r.excluded.isEmpty()) {
                out += QStringLiteral("| %1 | %2 | %3 | %4 | %5 %6 | — | not counted: %7 |%8\n")
                           .arg(r.id, source, r.model, r.setup, num(r.measured), r.unit, r.excluded,
                                memory  ? QStringLiteral(" | |")
                                : speed ? QStringLiteral(" |")
                                        : QString());
                continue;
            }
            out += QStringLiteral("| %1 | %2 | %3 | %4 | %5 %6 | %7 %6 | %8 |")
                       .arg(r.id, source, r.model, r.setup, num(r.measured), r.unit, num(r.estimate), pct(r.error));
            if (memory)
                out += QStringLiteral(" %1 GiB | %2 |").arg(num(r.ruleOfThumb), pct(r.ruleOfThumbError));
            if (speed)
                out += r.fitted ? QStringLiteral(" fit |") : QStringLiteral(" |");
            out += QLatin1Char('\n');
        }
        out += QLatin1Char('\n');
    }
    out += QString::fromLatin1(kEndMarker) + QLatin1Char('\n');
    return out;
}

} // namespace gp::validation
