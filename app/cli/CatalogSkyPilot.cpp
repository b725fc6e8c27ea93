#include "app/cli/CatalogSubcommands.h"

#include "app/cli/CliCommand.h"
#include "app/cli/CliOutput.h"
#include "app/cli/CliValues.h"
#include "app/cli/support/CliSupport.h"
#include "core/catalog/Citation.h"
#include "core/catalog/SkyPilotImporter.h"
#include "core/catalog/UserCatalogStore.h"

#include <QCommandLineParser>

#include <unistd.h>

namespace gp::cli {

int catalogImportSkyPilot(const QStringList& args, CliOutput& out)
{
    QCommandLineParser parser;
    const QCommandLineOption id(QStringLiteral("provider-id"), QString(), QStringLiteral("id"));
    const QCommandLineOption commitDate(QStringLiteral("commit-date"), QString(), QStringLiteral("date"));
    const QCommandLineOption source(QStringLiteral("source"), QString(), QStringLiteral("text"));
    parser.addOptions({id, commitDate, source});
    if (!parseCommandLine(parser, args, QStringLiteral("catalog import-skypilot"), out, true))
        return ExitUsage;
    if (parser.positionalArguments().size() != 1) {
        out.error(CatalogCommands::tr("usage: gpuplanner-cli catalog import-skypilot CSV [--provider-id ID] "
                                      "[--commit-date YYYY-MM-DD] [--source owner/repo@commit:path]"));
        return ExitUsage;
    }
    // The prices' date is the catalog commit's, read from the repository's history or given; never the day the file
    // was downloaded.
    SkyPilotImporter::Provenance provenance = SkyPilotImporter::provenanceOf(parser.positionalArguments().first());
    if (parser.isSet(source)) {
        provenance.source = parser.value(source).trimmed();
        // Said before a gigabyte is read: the catalog refuses prices nobody can check.
        if (const QString why = Citation::problem(provenance.source); !why.isEmpty()) {
            out.error(CatalogCommands::tr("--source: %1").arg(why));
            return ExitUsage;
        }
    }
    if (parser.isSet(commitDate)) {
        provenance.date = QDate::fromString(parser.value(commitDate), Qt::ISODate);
        if (!provenance.date.isValid() || provenance.date > QDate::currentDate()) {
            out.error(CatalogCommands::tr("--commit-date must be a past date like 2026-11-27, not '%1'")
                          .arg(parser.value(commitDate)));
            return ExitUsage;
        }
    }
    // Progress on a terminal only: a script reading stderr gets the problems and nothing else.
    const bool terminal = ::isatty(STDERR_FILENO) == 1;
    int shown = -1;
    const auto progress = [&](qint64 done, qint64 total) {
        const int percent = total > 0 ? static_cast<int>(done * 100 / total) : 0;
        if (terminal && percent != shown) {
            shown = percent;
            out.progress(CatalogCommands::tr("Reading the CSV: %1%").arg(percent));
        }
        return true;
    };
    const SkyPilotImporter::Output imported =
        SkyPilotImporter::importFile(parser.positionalArguments().first(), parser.value(id), progress, provenance);
    if (terminal)
        out.progress(QString());
    for (const CatalogProblem& p : imported.problems)
        (p.severity == CatalogProblem::Severity::Error ? out.error(p.toString()) : out.warning(p.toString()));
    if (!imported.provider) {
        out.error(CatalogCommands::tr("nothing was imported; your catalogs are unchanged"));
        return ExitUsage;
    }
    const UserCatalogStore store;
    const UserCatalogStore::ImportResult stored = store.importProvider(*imported.provider);
    if (!stored.imported) {
        out.error(problemsText(stored.problems));
        return ExitFailure;
    }
    out.line(provenance.date.isValid()
                 ? CatalogCommands::tr("Prices dated %1, from %2.")
                       .arg(provenance.date.toString(Qt::ISODate), provenance.source)
                 : CatalogCommands::tr("The CSV's date is unknown (not in a git checkout, no --commit-date): its "
                                       "prices are stored as undated, and so count as stale."));
    out.line(CatalogCommands::tr("Imported %1 offers as provider %2 (%3 of %4 rows skipped).")
                 .arg(imported.provider->offers.size())
                 .arg(imported.provider->id)
                 .arg(imported.rowsSkipped)
                 .arg(imported.rowsRead));
    return ExitOk;
}

} // namespace gp::cli
