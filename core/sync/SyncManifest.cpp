#include "core/sync/SyncManifest.h"

#include "core/archive/Sha256.h"
#include "core/hosts/SshTarget.h"

#include <QSet>

#include <algorithm>
#include <limits>

namespace gp {

namespace {

QByteArray encode(const QByteArray& bytes)
{
    return bytes.toPercentEncoding("/");
}

// A shell word for any bytes: scripts travel as bytes on stdin, so a name that is not UTF-8 stays exactly itself.
QByteArray quote(const QByteArray& bytes)
{
    QByteArray quoted = bytes;
    quoted.replace('\'', "'\\''");
    return '\'' + quoted + '\'';
}

bool isHex(const QByteArray& text, qsizetype length)
{
    return text.size() == length && std::all_of(text.cbegin(), text.cend(), [](char c) {
               return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
           });
}

// A whole number that fits, or nothing: a manifest with "99999999999999999999" is damaged, not a huge file. Times may
// be negative (a file dated before 1970); sizes may not, and none may come near the end of qint64.
std::optional<qint64> number(const QByteArray& text, bool mayBeNegative = false)
{
    bool ok = false;
    const qint64 n = text.toLongLong(&ok);
    constexpr qint64 kLimit = qint64(1) << 60;
    if (!ok || n >= kLimit || n <= -kLimit || (n < 0 && !mayBeNegative))
        return std::nullopt;
    return n;
}

} // namespace

void SyncManifest::insert(ManifestEntry entry)
{
    const QByteArray key = entry.path;
    m_entries.insert(key, std::move(entry));
}

const ManifestEntry* SyncManifest::find(const QByteArray& path) const
{
    const auto it = m_entries.constFind(path);
    return it == m_entries.cend() ? nullptr : &it.value();
}

QByteArray SyncManifest::line(const ManifestEntry& e)
{
    QByteArray line;
    switch (e.type) {
    case TarballEntry::Type::File:
        line = "f " + QByteArray::number(e.size) + ' ' + QByteArray::number(e.mtime) + ' ' +
               (e.executable ? "x " : "- ") + e.digest.sha256 + ' ' + QByteArray::number(e.digest.blockSize) + ' ' +
               encode(e.path) + ' ' + (e.digest.blocks.isEmpty() ? QByteArray("-") : e.digest.blocks.join(','));
        break;
    case TarballEntry::Type::Directory:
        line = "d " + encode(e.path);
        break;
    case TarballEntry::Type::Symlink:
        line = "l " + QByteArray::number(e.mtime) + ' ' + encode(e.path) + ' ' + encode(e.linkTarget);
        break;
    }
    return line + '\n';
}

QByteArray SyncManifest::serialize() const
{
    QList<QByteArray> paths = m_entries.keys();
    std::sort(paths.begin(), paths.end());
    QByteArray body = kHeader;
    for (const QByteArray& path : paths)
        body += line(m_entries[path]);
    Sha256 digest;
    digest.addData(body.constData(), body.size());
    return body + "sha256 " + digest.hexDigest() + '\n';
}

Result<SyncManifest> SyncManifest::parse(const QByteArray& text)
{
    const auto damaged = [](const QString& why) {
        return Error{QStringLiteral("sync.manifest"),
                     tr("The upload manifest on the instance is damaged (%1).").arg(why)};
    };
    const qsizetype last = text.lastIndexOf("sha256 ");
    if (!text.startsWith(kHeader) || last < 0 || !text.endsWith('\n'))
        return damaged(tr("it is not a complete manifest"));
    const QByteArray body = text.left(last);
    Sha256 digest;
    digest.addData(body.constData(), body.size());
    if (text.mid(last + 7).trimmed() != digest.hexDigest())
        return damaged(tr("its checksum does not match its contents"));
    SyncManifest manifest;
    const QList<QByteArray> lines = body.split('\n');
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray& line = lines.at(i);
        if (line.isEmpty())
            continue;
        const QList<QByteArray> f = line.split(' ');
        ManifestEntry e;
        bool ok = false;
        if (f.at(0) == "f" && f.size() == 8) {
            const auto size = number(f.at(1));
            const auto mtime = number(f.at(2), true);
            const auto blockSize = number(f.at(5));
            e.type = TarballEntry::Type::File;
            e.executable = f.at(3) == "x";
            e.digest.sha256 = f.at(4);
            e.path = QByteArray::fromPercentEncoding(f.at(6));
            if (f.at(7) != "-")
                e.digest.blocks = f.at(7).split(',');
            ok = size && mtime && blockSize && isHex(e.digest.sha256, 64) && (f.at(3) == "x" || f.at(3) == "-");
            if (ok) {
                e.size = *size;
                e.mtime = *mtime;
                e.digest.blockSize = *blockSize;
                // Block sizes are what FileDigest::blockSizeFor gives (a power of two from 1 MiB), and the list must
                // cover the file exactly, or a delta built on it would be wrong.
                const qint64 bs = *blockSize;
                ok = bs == 0 || (bs >= 1024 * 1024 && (bs & (bs - 1)) == 0);
                const qint64 expected = bs > 0 ? *size / bs + (*size % bs != 0 ? 1 : 0) : 0;
                ok =
                    e.digest.blocks.size() == expected && std::all_of(e.digest.blocks.cbegin(), e.digest.blocks.cend(),
                                                                      [](const QByteArray& b) { return isHex(b, 32); });
            }
        } else if (f.at(0) == "d" && f.size() == 2) {
            e.type = TarballEntry::Type::Directory;
            e.path = QByteArray::fromPercentEncoding(f.at(1));
            ok = true;
        } else if (f.at(0) == "l" && f.size() == 4) {
            const auto mtime = number(f.at(1), true);
            e.type = TarballEntry::Type::Symlink;
            e.path = QByteArray::fromPercentEncoding(f.at(2));
            e.linkTarget = QByteArray::fromPercentEncoding(f.at(3));
            ok = mtime.has_value();
            e.mtime = mtime.value_or(0);
        }
        if (!ok || e.path.isEmpty() || e.path.startsWith('/') || e.path.split('/').contains(".."))
            return damaged(tr("line %1 is not an entry").arg(i + 1));
        manifest.insert(std::move(e));
    }
    return manifest;
}

QString UploadPreparation::command(const QString& quotedDestDir)
{
    // Free space is measured where the destination will be: its nearest folder that exists. This creates and
    // removes nothing (a --dry-run looks too; an upload's look has made the folder it locks before this runs). A
    // partial upload is counted only as a regular file, never through a link (appending to it would write wherever the
    // link leads). An upload looks under the destination's lock, so no writer of an earlier attempt is still appending
    // to what it measures. The free space stays in $gp_free_kb for a script that follows in the same shell (a first
    // upload sent ahead: one `df` fewer while the instance's receiving side starts).
    return QStringLiteral(
               "{ d=%1; p=\"$d\"; while [ ! -d \"$p\" ] && [ \"$p\" != / ] && [ \"$p\" != . ]; do "
               "p=$(dirname -- \"$p\"); done; "
               "gp_free_kb=$(df -Pk -- \"$p\" 2>/dev/null | { read -r _; read -r _ _ _ a _; echo \"$a\"; }); "
               "echo \"gpuplanner-prep free_kb=$gp_free_kb\"; "
               "command -v sha256sum >/dev/null 2>&1 && echo 'gpuplanner-prep sha256sum'; "
               "command -v zstd >/dev/null 2>&1 && echo 'gpuplanner-prep zstd'; "
               "[ -z \"${gp_busy:-}\" ] || echo 'gpuplanner-prep busy'; "
               "for f in \"$d\"/.gpuplanner-upload-*.partial; do [ -f \"$f\" ] && [ ! -L \"$f\" ] || continue; "
               "s=$(stat -c %s -- \"$f\" 2>/dev/null); "
               "echo \"gpuplanner-prep partial ${s:-0} ${f##*/}\"; done; } >&2; ")
        .arg(quotedDestDir);
}

UploadPreparation UploadPreparation::parse(const QByteArray& errorOutput)
{
    UploadPreparation p;
    for (const QByteArray& line : errorOutput.split('\n')) {
        if (!line.startsWith("gpuplanner-prep "))
            continue;
        const QByteArray rest = line.mid(16);
        if (rest.startsWith("free_kb=")) {
            bool ok = false;
            const qint64 kb = rest.mid(8).trimmed().toLongLong(&ok);
            if (ok && kb >= 0 && kb < std::numeric_limits<qint64>::max() / 1024)
                p.freeBytes = kb * 1024;
        } else if (rest == "sha256sum") {
            p.hasSha256sum = true;
        } else if (rest == "zstd") {
            p.hasZstd = true;
        } else if (rest == "busy") {
            p.busy = true;
        } else if (rest.startsWith("partial ")) {
            const qsizetype space = rest.indexOf(' ', 8);
            bool ok = false;
            const qint64 size = space > 8 ? rest.mid(8, space - 8).toLongLong(&ok) : -1;
            if (ok && size >= 0)
                p.partialBytes.insert(rest.mid(space + 1), size);
        }
    }
    return p;
}

QString SyncInspection::command(const QString& quotedDestDir, const QList<QByteArray>& topNames, bool verify)
{
    return UploadPreparation::command(quotedDestDir) + listing(quotedDestDir, topNames, verify);
}

QString SyncInspection::listing(const QString& quotedDestDir, const QList<QByteArray>& topNames, bool verify)
{
    // Names are relative ("./NAME") so that none is read as an option; each is UTF-8 here, as the top-level names
    // the user typed are.
    QStringList names;
    for (const QByteArray& top : topNames)
        names << shellQuote(QStringLiteral("./") + QString::fromUtf8(top));
    // A command line is UTF-8: a top-level name that is not is found by listing the whole folder instead.
    const bool utf8 = std::all_of(topNames.cbegin(), topNames.cend(),
                                  [](const QByteArray& top) { return QString::fromUtf8(top).toUtf8() == top; });
    if (!utf8 || names.isEmpty())
        names = QStringList{QStringLiteral(". -mindepth 1")};
    QString command =
        QStringLiteral("cd %1 2>/dev/null || { echo -1; printf 'END\\0\\0\\0'; exit 0; }; m=%2; "
                       "if [ -f \"$m\" ]; then stat -L -c '%s %i %Y' -- \"$m\"; cat -- \"$m\"; else echo -1; fi; "
                       "find %3 -printf '%y %s %Ts %m\\0%p\\0%l\\0' 2>/dev/null; printf 'END\\0\\0\\0'; ")
            .arg(quotedDestDir, QString::fromLatin1(SyncManifest::kFileName), names.join(QLatin1Char(' ')));
    if (verify)
        command += QStringLiteral("xargs -0 -r sha256sum -z -- 2>/dev/null; ");
    return command + QStringLiteral("exit 0");
}

QString SyncInspection::identityTest(const QString& quotedDestDir, const QByteArray& manifestIdentity)
{
    return QStringLiteral("[ \"$(stat -L -c '%s %i %Y' -- %1/%2 2>/dev/null)\" = '%3' ]")
        .arg(quotedDestDir, QString::fromLatin1(SyncManifest::kFileName), QString::fromLatin1(manifestIdentity));
}

QByteArray SyncInspection::verifyInput(const QList<TarballEntry>& entries)
{
    QByteArray input;
    for (const TarballEntry& e : entries)
        if (e.type == TarballEntry::Type::File)
            input += "./" + e.archivePath + '\0';
    return input;
}

Result<SyncInspection> SyncInspection::parse(const QByteArray& output)
{
    const auto malformed = [] {
        return Error{QStringLiteral("sync.inspect"),
                     SyncManifest::tr("The instance's answer about the destination folder was cut short.")};
    };
    SyncInspection inspection;
    const qsizetype newline = output.indexOf('\n');
    if (newline < 0)
        return malformed();
    bool lengthOk = false;
    const QByteArray head = output.left(newline).trimmed();
    const qint64 length = head.split(' ').constFirst().toLongLong(&lengthOk);
    if (length >= 0)
        inspection.manifestIdentity = head;
    qsizetype at = newline + 1;
    if (!lengthOk)
        return malformed();
    if (length >= 0) {
        if (length > output.size() - at)
            return malformed();
        const Result<SyncManifest> manifest = SyncManifest::parse(output.mid(at, length));
        inspection.manifestState = manifest.ok() ? ManifestState::Trusted : ManifestState::Damaged;
        if (manifest.ok())
            inspection.manifest = *manifest;
        at += length;
    }
    const auto field = [&](QByteArray& out) {
        const qsizetype end = output.indexOf('\0', at);
        if (end < 0)
            return false;
        out = output.mid(at, end - at);
        at = end + 1;
        return true;
    };
    for (;;) {
        QByteArray head, path, link;
        if (!field(head) || !field(path) || !field(link))
            return malformed();
        if (head == "END")
            break;
        const QList<QByteArray> f = head.split(' ');
        if (f.size() != 4 || f.at(0).size() != 1 || !path.startsWith("./"))
            return malformed();
        RemoteFile r;
        r.type = f.at(0).at(0);
        r.size = f.at(1).toLongLong();
        r.mtime = f.at(2).toLongLong();
        r.executable = (f.at(3).toInt(nullptr, 8) & 0100) != 0;
        r.linkTarget = link;
        inspection.files.insert(path.mid(2), r);
    }
    // sha256sum -z: "HASH  ./PATH\0" for each file it could read.
    while (at < output.size()) {
        QByteArray record;
        if (!field(record))
            break;
        if (record.size() > 68 && record.mid(64, 4) == "  ./")
            inspection.remoteSha256.insert(record.mid(68), record.left(64));
    }
    return inspection;
}

QByteArray SyncPlan::blobPath(int delta)
{
    return ".gpuplanner-delta/" + QByteArray::number(delta);
}

QByteArray SyncPlan::applyDeltasScript() const
{
    QByteArray script;
    for (qsizetype i = 0; i < deltas.size(); ++i) {
        const DeltaFile& delta = deltas.at(i);
        const QByteArray blob = blobPath(static_cast<int>(i));
        const QByteArray fresh = blob + ".new";
        QByteArray steps = "cp --reflink=auto -- \"$d\"/" + quote(delta.path) + ' ' + fresh;
        qint64 inBlob = 0;
        for (const auto& [offset, length] : delta.runs) {
            steps += " && dd if=" + blob + " of=" + fresh +
                     " bs=1M iflag=skip_bytes,count_bytes oflag=seek_bytes conv=notrunc status=none skip=" +
                     QByteArray::number(inBlob) + " seek=" + QByteArray::number(offset) +
                     " count=" + QByteArray::number(length);
            inBlob += length;
        }
        steps += " && truncate -s " + QByteArray::number(delta.size) + ' ' + fresh;
        const QByteArray n = QByteArray::number(i);
        // A tool that fails (a full disk) is an error to report; a result that does not match means the instance's
        // copy was not what the record said, and the file is sent whole instead.
        const QByteArray place = "touch -d @" + QByteArray::number(delta.mtime) + ' ' + fresh + " && chmod " +
                                 (delta.executable ? "755 " : "644 ") + fresh + " && mv -f -- " + fresh + " \"$d\"/" +
                                 quote(delta.path);
        const QByteArray bad = "gp_bad=1; gp_bad_" + n + "=1; ";
        script += "if " + steps + "; then if [ \"$(sha256sum < " + fresh + " | cut -c1-64)\" = " + delta.digest.sha256 +
                  " ]; then " + place + " || { rm -f " + fresh + "; " + bad + "echo 'failed " + n +
                  "'; }; else rm -f " + fresh + "; " + bad + "echo 'mismatch " + n + "'; fi; else rm -f " + fresh +
                  "; " + bad + "echo 'failed " + n + "'; fi\n";
    }
    return script;
}

QByteArray SyncPlan::replaceScript() const
{
    QByteArray script;
    for (const QByteArray& path : replace)
        script += "rm -rf -- \"$d\"/" + quote(path) + '\n';
    return script;
}

QByteArray SyncPlan::removeAndRecordScript(const SyncManifest& next) const
{
    QByteArray script;
    for (const QByteArray& path : remove)
        script += "rm -f -- \"$d\"/" + quote(path) + " || true\n";
    // Only folders left empty go: whatever a job wrote into one keeps it.
    for (const QByteArray& path : removeDirs)
        script += "rmdir -- \"$d\"/" + quote(path) + " 2>/dev/null || true\n";
    // The record goes through the shell's own printf (no process of its own), written where only this upload
    // writes, then renamed into place: a name in the destination (a link planted there) is never written through.
    const QByteArray record = QByteArray("\"$s\"/") + SyncManifest::kFileName;
    const QByteArray place = "mv -f -- " + record + " \"$d\"/" + SyncManifest::kFileName + '\n';
    if (deltas.isEmpty())
        return script + "printf '%s' " + quote(next.serialize()) + " > " + record + '\n' + place;
    // Each delta's line only if it landed; the seal is then computed there.
    QHash<QByteArray, int> deltaOf;
    for (qsizetype i = 0; i < deltas.size(); ++i)
        deltaOf.insert(deltas.at(i).path, static_cast<int>(i));
    QList<QByteArray> paths = next.entries().keys();
    std::sort(paths.begin(), paths.end());
    QByteArray body = "{ printf '%s' ";
    QByteArray plain = SyncManifest::kHeader;
    for (const QByteArray& path : paths) {
        const QByteArray line = SyncManifest::line(*next.find(path));
        const auto delta = deltaOf.constFind(path);
        if (delta == deltaOf.cend()) {
            plain += line;
            continue;
        }
        body += quote(plain) + "; [ -n \"${gp_bad_" + QByteArray::number(*delta) + ":-}\" ] || printf '%s' " +
                quote(line) + "; printf '%s' ";
        plain.clear();
    }
    body += quote(plain) + "; } > " + record + '\n';
    return script + "if [ -z \"${gp_bad:-}\" ]; then printf '%s' " + quote(next.serialize()) + " > " + record +
           "; else\n" + body + "gp_seal=$(sha256sum < " + record + ")\nprintf 'sha256 %s\\n' \"${gp_seal%% *}\" >> " +
           record + "\nfi\n" + place;
}

QList<QByteArray> SyncPlanner::topNames(const QList<TarballEntry>& entries)
{
    QList<QByteArray> names;
    for (const TarballEntry& e : entries) {
        const QByteArray top =
            e.archivePath.left(e.archivePath.indexOf('/') < 0 ? e.archivePath.size() : e.archivePath.indexOf('/'));
        if (!names.contains(top))
            names << top;
    }
    return names;
}

} // namespace gp
