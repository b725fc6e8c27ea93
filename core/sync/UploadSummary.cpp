#include "core/sync/UploadSummary.h"

#include <QLocale>

namespace gp {

namespace {

QString size(qint64 bytes)
{
    return QLocale().formattedDataSize(bytes);
}

QString count(qint64 n)
{
    return QLocale().toString(n);
}

} // namespace

QString UploadSummary::sending(const UploadProgress& p)
{
    return tr("%1 of %2 files (%3 of %4)")
        .arg(count(p.sendFiles), count(p.treeFiles), size(p.sendBytes), size(p.treeBytes));
}

QStringList UploadSummary::outcome(const UploadResult& r)
{
    QStringList lines;
    switch (r.manifestState) {
    case SyncInspection::ManifestState::Missing:
        break;
    case SyncInspection::ManifestState::Damaged:
        lines << tr("The record of the last upload on the instance was damaged, so everything was sent again.");
        break;
    case SyncInspection::ManifestState::Trusted:
        if (r.sentFiles == 0 && r.removed == 0)
            lines << tr("Nothing changed: all %n file(s) on the instance are up to date (%1).", nullptr,
                        r.unchangedFiles)
                         .arg(size(r.unchangedBytes));
        else
            lines << tr("Sent %1 of %2 files; %3 unchanged (%4) were skipped.")
                         .arg(count(r.sentFiles), count(r.files), count(r.unchangedFiles), size(r.unchangedBytes));
        break;
    }
    if (r.deltaFiles > 0)
        lines << tr("%n large file(s) changed in part: only their changed blocks were sent (%1).", nullptr,
                    r.deltaFiles)
                     .arg(size(r.deltaBytes));
    if (r.removed > 0)
        lines << tr("Removed %n file(s) from the instance that are gone here (--delete).", nullptr, r.removed);
    if (!r.leftThere.isEmpty())
        lines << tr("%n file(s) gone here are still on the instance; --delete removes them.", nullptr,
                    static_cast<int>(r.leftThere.size()));
    if (!r.repaired.isEmpty())
        lines << tr("%n file(s) had changed on the instance since the last upload and were sent again: %1.", nullptr,
                    static_cast<int>(r.repaired.size()))
                     .arg(shown(r.repaired.first()) + (r.repaired.size() > 1 ? QStringLiteral(", …") : QString()));
    return lines;
}

QStringList UploadSummary::plan(const SyncPlan& plan, int limit)
{
    QStringList lines;
    UploadProgress p;
    p.sendFiles = plan.sendFiles;
    p.treeFiles = plan.treeFiles;
    p.sendBytes = plan.sendBytes;
    p.treeBytes = plan.treeBytes;
    lines << tr("Would send %1; %n file(s) unchanged.", nullptr, plan.unchangedFiles).arg(sending(p));
    if (plan.manifestState != SyncInspection::ManifestState::Trusted)
        lines << (plan.manifestState == SyncInspection::ManifestState::Damaged
                      ? tr("The record of the last upload on the instance is damaged: everything would be sent.")
                      : tr("The instance has no record of an earlier upload here: everything would be sent."));
    QStringList items;
    for (const DeltaFile& d : plan.deltas) {
        qint64 changed = 0;
        for (const auto& run : d.runs)
            changed += run.second;
        items << tr("  patch  %1  (%2 changed of %3)").arg(shown(d.path), size(changed), size(d.size));
    }
    for (const TarballEntry& e : plan.send)
        if (e.type != TarballEntry::Type::Directory && e.ranges.isEmpty() &&
            !e.archivePath.startsWith(".gpuplanner-delta"))
            items << tr("  send   %1  (%2)").arg(shown(e.archivePath), size(e.size));
    for (const QByteArray& removed : plan.remove)
        items << tr("  delete %1").arg(shown(removed));
    for (const QByteArray& left : plan.leftThere)
        items << tr("  keep   %1  (gone here; --delete removes it)").arg(shown(left));
    lines << items.mid(0, limit);
    if (items.size() > limit)
        lines << tr("  … and %n more", nullptr, static_cast<int>(items.size() - limit));
    return lines;
}

QString UploadSummary::shown(const QString& name)
{
    QString text;
    text.reserve(name.size());
    for (const QChar c : name) {
        if (c == QLatin1Char('\n'))
            text += QStringLiteral("\\n");
        else if (c == QLatin1Char('\t'))
            text += QStringLiteral("\\t");
        else if (c == QLatin1Char('\\'))
            text += QStringLiteral("\\\\");
        else if (c.category() == QChar::Other_Control || (c.unicode() >= 0x202a && c.unicode() <= 0x202e) ||
                 (c.unicode() >= 0x2066 && c.unicode() <= 0x2069)) // and the direction overrides
            text += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
        else
            text += c;
    }
    return text;
}

} // namespace gp
