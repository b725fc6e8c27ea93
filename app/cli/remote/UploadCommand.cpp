// remote … upload: only what changed since the last upload, verified, staged and moved into place.
#include "app/cli/CliOutput.h"
#include "app/cli/remote/RemoteSubcommands.h"
#include "app/cli/remote/RemoteSupport.h"
#include "app/cli/support/CliSupport.h"
#include "core/sync/UploadSummary.h"
#include "core/sync/Uploader.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QMap>

#include <cstdio>
#include <unistd.h>

namespace gp::cli {

QString uploadUsage()
{
    return RemoteCommands::tr(
        "usage: gpuplanner-cli remote … upload PATH... --dest DIR [--compression zstd|gzip|none] "
        "[--exclude PATTERN]... [--no-extract] [--follow-symlinks] [--no-space-check] [--delete] [--dry-run] "
        "[--verify] [--verbose] [--json]");
}

namespace {

struct UploadCommandOptions
{
    QCommandLineOption dest{QStringLiteral("dest"), QString(), QStringLiteral("dir")};
    QCommandLineOption compression{QStringLiteral("compression"), QString(), QStringLiteral("kind")};
    QCommandLineOption exclude{QStringLiteral("exclude"), QString(), QStringLiteral("pattern")};
    QCommandLineOption noExtract{QStringLiteral("no-extract")};
    QCommandLineOption followLinks{QStringLiteral("follow-symlinks")};
    QCommandLineOption noSpaceCheck{QStringLiteral("no-space-check")};
    QCommandLineOption verbose{QStringLiteral("verbose")};
    QCommandLineOption json{QStringLiteral("json")};
    QCommandLineOption deleteRemoved{QStringLiteral("delete")};
    QCommandLineOption dryRun{QStringLiteral("dry-run")};
    QCommandLineOption verify{QStringLiteral("verify")};

    QList<QCommandLineOption> all() const
    {
        return {dest,    compression, exclude,       noExtract, followLinks, noSpaceCheck,
                verbose, json,        deleteRemoved, dryRun,    verify};
    }
};

QString manifestStateCode(SyncInspection::ManifestState state)
{
    switch (state) {
    case SyncInspection::ManifestState::Missing:
        return QStringLiteral("missing");
    case SyncInspection::ManifestState::Damaged:
        return QStringLiteral("damaged");
    case SyncInspection::ManifestState::Trusted:
        break;
    }
    return QStringLiteral("trusted");
}

QJsonArray pathArray(const QList<QByteArray>& paths)
{
    QJsonArray array;
    for (const QByteArray& p : paths)
        array.append(UploadSummary::path(p));
    return array;
}

int uploadDryRun(SshSession& session, const UploadOptions& options, bool json, CliOutput& out)
{
    const Result<SyncPlan> plan = Uploader::plan(session, options);
    if (!plan.ok()) {
        out.error(plan.error().message);
        return ExitFailure;
    }
    if (!json) {
        for (const QString& line : UploadSummary::plan(*plan, 1000))
            out.line(line);
        return ExitOk;
    }
    QJsonObject o;
    o.insert(QStringLiteral("dest"), options.destDir);
    o.insert(QStringLiteral("manifest"), manifestStateCode(plan->manifestState));
    o.insert(QStringLiteral("tree_files"), plan->treeFiles);
    o.insert(QStringLiteral("tree_bytes"), plan->treeBytes);
    o.insert(QStringLiteral("send_files"), plan->sendFiles);
    o.insert(QStringLiteral("send_bytes"), plan->sendBytes);
    o.insert(QStringLiteral("unchanged_files"), plan->unchangedFiles);
    QJsonArray send;
    for (const TarballEntry& e : plan->send) {
        if (e.type == TarballEntry::Type::Directory || !e.ranges.isEmpty() ||
            e.archivePath.startsWith(".gpuplanner-delta/"))
            continue;
        send.append(QJsonObject{{QStringLiteral("path"), e.displayPath()}, {QStringLiteral("bytes"), e.size}});
    }
    o.insert(QStringLiteral("send"), send);
    QJsonArray patch;
    for (const DeltaFile& d : plan->deltas) {
        qint64 changed = 0;
        for (const auto& run : d.runs)
            changed += run.second;
        patch.append(QJsonObject{{QStringLiteral("path"), UploadSummary::path(d.path)},
                                 {QStringLiteral("bytes"), d.size},
                                 {QStringLiteral("changed_bytes"), changed}});
    }
    o.insert(QStringLiteral("patch"), patch);
    o.insert(QStringLiteral("delete"), pathArray(plan->remove));
    o.insert(QStringLiteral("left_on_instance"), pathArray(plan->leftThere));
    out.json(o);
    return ExitOk;
}

// What to upload and where: both given, and the destination not empty (an empty one once read as a dropped
// connection).
bool uploadTargetGiven(const QCommandLineParser& parser, const QCommandLineOption& dest, CliOutput& out)
{
    if (parser.positionalArguments().isEmpty() || !parser.isSet(dest)) {
        out.error(uploadUsage());
        return false;
    }
    if (parser.value(dest).trimmed().isEmpty()) {
        out.error(RemoteCommands::tr("--dest needs a folder on the instance (\"~\" is the login's home folder)"));
        return false;
    }
    return true;
}

// The upload the options ask for, or a usage error said and nothing.
std::optional<UploadOptions>
readUploadOptions(const QCommandLineParser& parser, const UploadCommandOptions& u, CliOutput& out)
{
    UploadOptions options;
    options.tar.paths = parser.positionalArguments();
    options.tar.excludes = TarballOptions::defaultExcludes() + parser.values(u.exclude);
    options.destDir = parser.value(u.dest);
    options.extract = !parser.isSet(u.noExtract);
    options.tar.followOutsideLinks = parser.isSet(u.followLinks);
    options.checkSpace = !parser.isSet(u.noSpaceCheck);
    options.sync.deleteRemoved = parser.isSet(u.deleteRemoved);
    options.sync.verify = parser.isSet(u.verify);
    if (!options.extract && (parser.isSet(u.deleteRemoved) || parser.isSet(u.dryRun) || parser.isSet(u.verify))) {
        out.error(RemoteCommands::tr("--delete, --dry-run and --verify compare with what is unpacked on the instance: "
                                     "they cannot be used with --no-extract"));
        return std::nullopt;
    }
    if (parser.isSet(u.compression)) {
        const auto c = compressionFromCode(parser.value(u.compression));
        if (!c) {
            out.error(RemoteCommands::tr("--compression must be zstd, gzip or none"));
            return std::nullopt;
        }
        options.tar.compression = *c;
    }
    for (const QString& path : options.tar.paths) {
        if (!QFileInfo::exists(path)) {
            out.error(RemoteCommands::tr("\"%1\" does not exist").arg(path));
            return std::nullopt;
        }
    }
    return options;
}

QJsonObject uploadJson(const UploadOptions& options, const UploadResult& r)
{
    QJsonObject o;
    o.insert(QStringLiteral("dest"), options.destDir);
    o.insert(QStringLiteral("files"), r.files);
    o.insert(QStringLiteral("archive_bytes"), r.archiveBytes);
    o.insert(QStringLiteral("sent_bytes"), r.sentBytes);
    o.insert(QStringLiteral("resumed_from"), r.resumedFrom);
    o.insert(QStringLiteral("sha256"), r.sha256);
    o.insert(QStringLiteral("compression"), compressionCode(options.tar.compression));
    o.insert(QStringLiteral("extracted"), options.extract);
    if (!r.remoteArchive.isEmpty())
        o.insert(QStringLiteral("remote_archive"), r.remoteArchive);
    QJsonArray excluded;
    for (const TarballExclusion& e : r.excluded) {
        QJsonObject x;
        x.insert(QStringLiteral("path"), e.path);
        x.insert(QStringLiteral("reason"), e.reason == TarballExclusion::Reason::Pattern ? QStringLiteral("exclude")
                                           : e.reason == TarballExclusion::Reason::Gitignore
                                               ? QStringLiteral("gitignore")
                                               : QStringLiteral("special"));
        if (!e.pattern.isEmpty())
            x.insert(QStringLiteral("pattern"), e.pattern);
        excluded.append(x);
    }
    o.insert(QStringLiteral("excluded"), excluded);
    o.insert(QStringLiteral("stale_partials_removed"), r.staleRemoved);
    o.insert(QStringLiteral("manifest"), manifestStateCode(r.manifestState));
    o.insert(QStringLiteral("sent_files"), r.sentFiles);
    o.insert(QStringLiteral("delta_files"), r.deltaFiles);
    o.insert(QStringLiteral("delta_bytes"), r.deltaBytes);
    o.insert(QStringLiteral("unchanged_files"), r.unchangedFiles);
    o.insert(QStringLiteral("unchanged_bytes"), r.unchangedBytes);
    o.insert(QStringLiteral("removed_files"), r.removed);
    o.insert(QStringLiteral("left_on_instance"), pathArray(r.leftThere));
    o.insert(QStringLiteral("repaired"), pathArray(r.repaired));
    return o;
}

void printUpload(const UploadOptions& options, const UploadResult& r, bool verbose, CliOutput& out)
{
    if (r.archiveBytes > 0) // nothing at all when nothing changed
        out.line(RemoteCommands::tr(
                     "Uploaded %n file(s) (%2 bytes of archive, %3 sent%4), SHA-256 %5 verified on the instance%6.",
                     nullptr, int(r.sentFiles))
                     .arg(r.archiveBytes)
                     .arg(r.sentBytes)
                     .arg(r.resumedFrom > 0 ? RemoteCommands::tr(", resumed at %1").arg(r.resumedFrom) : QString())
                     .arg(r.sha256.left(16))
                     .arg(options.extract ? RemoteCommands::tr(" and unpacked into %1").arg(options.destDir)
                                          : RemoteCommands::tr(": %1").arg(r.remoteArchive)));
    for (const QString& line : UploadSummary::outcome(r))
        out.line(line);
    if (!r.excluded.isEmpty()) {
        // Counted by reason, so a default exclude (checkpoints) or a .gitignore line never drops files unseen.
        QMap<QString, int> byReason;
        for (const TarballExclusion& e : r.excluded)
            ++byReason[e.reasonText()];
        QStringList parts;
        for (auto it = byReason.cbegin(); it != byReason.cend(); ++it)
            parts << RemoteCommands::tr("%1 %2").arg(it.value()).arg(it.key());
        out.line(RemoteCommands::tr("Left out %n path(s): %1.", nullptr, static_cast<int>(r.excluded.size()))
                     .arg(parts.join(QStringLiteral("; "))) +
                 (verbose ? QString() : RemoteCommands::tr(" --verbose lists them.")));
        if (verbose)
            for (const TarballExclusion& e : r.excluded)
                out.line(QStringLiteral("  ") + UploadSummary::shown(e.path) + QStringLiteral(" — ") + e.reasonText());
    }
    if (r.staleRemoved > 0)
        out.line(RemoteCommands::tr("Removed %n unfinished upload(s) of an earlier version of these files from the "
                                    "instance.",
                                    nullptr, r.staleRemoved));
}

} // namespace

int remoteUpload(const Remote& remote, const QStringList& args, CliOutput& out)
{
    QCommandLineParser parser;
    const UploadCommandOptions u;
    parser.addOptions(u.all());
    if (!parseCommandLine(parser, args, QStringLiteral("remote upload"), out, true))
        return ExitUsage;
    if (!uploadTargetGiven(parser, u.dest, out))
        return ExitUsage;
    const std::optional<UploadOptions> options = readUploadOptions(parser, u, out);
    if (!options)
        return ExitUsage;
    Connection c = connect(remote, out);
    if (c.exitCode != ExitOk)
        return c.exitCode;
    if (parser.isSet(u.dryRun))
        return uploadDryRun(*c.session, *options, parser.isSet(u.json), out);
    const bool tty = isatty(STDERR_FILENO);
    const Result<UploadResult> r = Uploader::run(*c.session, *options, [&](const UploadProgress& p) {
        if (!tty)
            return;
        fprintf(stderr, "\r%s",
                RemoteCommands::tr("sending %1, %2 MiB/s, %3 s left   ")
                    .arg(UploadSummary::sending(p))
                    .arg(QString::number(p.bytesPerSecond / 1048576.0, 'f', 0))
                    .arg(p.etaSeconds >= 0 ? QString::number(p.etaSeconds, 'f', 0) : QStringLiteral("?"))
                    .toLocal8Bit()
                    .constData());
        fflush(stderr);
    });
    if (tty)
        fprintf(stderr, "\n");
    if (!r.ok()) {
        out.error(r.error().message);
        return ExitFailure;
    }
    if (parser.isSet(u.json))
        out.json(uploadJson(*options, *r));
    else
        printUpload(*options, *r, parser.isSet(u.verbose), out);
    return ExitOk;
}

} // namespace gp::cli
