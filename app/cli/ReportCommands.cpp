#include "app/cli/ReportCommands.h"

#include "app/cli/CliOutput.h"
#include "app/cli/ConstraintOptions.h"
#include "app/cli/support/CliSupport.h"
#include "core/catalog/UserCatalogStore.h"
#include "core/plan/PlanFile.h"
#include "core/plan/PlanReport.h"
#include "core/records/InstanceRecords.h"
#include "core/report/ReportWriter.h"

#include <QCommandLineParser>
#include <QDate>
#include <QJsonObject>

namespace gp::cli {

namespace {

class ReportCommands final
{
    Q_DECLARE_TR_FUNCTIONS(gp::cli::ReportCommands)
};

QString reportUsage()
{
    return ReportCommands::tr("usage: gpuplanner-cli report PLAN.json --format md|csv|pdf --output FILE [constraints]\n"
                              "       gpuplanner-cli report verify SMOKE-REPORT.json [--json]");
}

QString reportHelp()
{
    return reportUsage() + QLatin1Char('\n') +
           ReportCommands::tr("Writes the plan's report (answers, GPUs that fit with their cheapest deployment, "
                              "buy versus rent, the budget's scenarios side by side) from the plan file alone.") +
           QLatin1Char('\n') +
           ReportCommands::tr("verify recomputes a smoke report's digest: exit code 0 when it matches, 1 when the "
                              "report was changed after it was made.") +
           QLatin1Char('\n') + ConstraintOptions::help();
}

// `report verify FILE`: recomputes a smoke report's digest, so a founder and a provider can agree on what was measured.
int verifyReport(const QStringList& args, CliOutput& out)
{
    QCommandLineParser parser;
    const QCommandLineOption json(QStringLiteral("json"));
    parser.addOption(json);
    if (!parseCommandLine(parser, args, QStringLiteral("report verify"), out, true))
        return ExitUsage;
    if (parser.positionalArguments().size() != 1) {
        out.error(ReportCommands::tr("usage: gpuplanner-cli report verify SMOKE-REPORT.json [--json]"));
        return ExitUsage;
    }
    const Result<SmokeVerification> v = InstanceRecords::verifySmokeReport(parser.positionalArguments().first());
    if (!v.ok()) {
        out.error(v.error().message);
        return ExitUsage;
    }
    if (parser.isSet(json)) {
        out.json(QJsonObject{{QStringLiteral("matches"), v->matches},
                             {QStringLiteral("digest"), v->stored},
                             {QStringLiteral("computed"), v->computed},
                             {QStringLiteral("target"), v->record.target},
                             {QStringLiteral("host_key"), v->record.hostKey},
                             {QStringLiteral("at"), v->record.at.toUTC().toString(Qt::ISODate)}});
    } else if (v->matches) {
        out.line(ReportCommands::tr("The digest matches: the smoke test of %1 (host key %2) at %3 UTC, %4.")
                     .arg(v->record.target,
                          v->record.hostKey.isEmpty() ? ReportCommands::tr("not recorded") : v->record.hostKey,
                          v->record.at.toUTC().toString(Qt::ISODate), v->record.countsText()));
    }
    if (!v->matches)
        out.error(ReportCommands::tr("The digest does not match: the report was changed after it was made (it says "
                                     "%1, its content hashes to %2).")
                      .arg(v->stored, v->computed));
    return v->matches ? ExitOk : ExitFailure;
}

int runReport(const QStringList& args, CliOutput& out)
{
    if (!args.isEmpty() && args.first() == QLatin1String("verify"))
        return verifyReport(args.mid(1), out);
    QCommandLineParser parser;
    const QCommandLineOption format(QStringLiteral("format"), QString(), QStringLiteral("md|csv|pdf"));
    const QCommandLineOption output(QStringLiteral("output"), QString(), QStringLiteral("file"));
    const QCommandLineOption help(QStringList{QStringLiteral("h"), QStringLiteral("help")});
    parser.addOptions({format, output, help});
    const ConstraintOptions constraints;
    parser.addOptions(constraints.all());
    if (!parseCommandLine(parser, args, QStringLiteral("report"), out, true))
        return ExitUsage;
    const QString usage = reportUsage();
    if (parser.isSet(help)) {
        out.line(reportHelp());
        return ExitOk;
    }
    if (parser.positionalArguments().size() != 1 || !parser.isSet(output)) {
        out.error(usage);
        return ExitUsage;
    }
    const QString path = parser.value(output);
    std::optional<ReportFormat> chosen =
        parser.isSet(format) ? reportFormatFromCode(parser.value(format)) : reportFormatForPath(path);
    if (!chosen) {
        out.error(parser.isSet(format)
                      ? ReportCommands::tr("unknown --format '%1' (md, csv or pdf)").arg(parser.value(format))
                      : ReportCommands::tr("say --format md|csv|pdf, or give the output file a .md, .csv or .pdf "
                                           "name"));
        return ExitUsage;
    }
    Result<Plan> plan = PlanFile::load(parser.positionalArguments().first());
    if (!plan.ok()) {
        out.error(plan.error().message);
        return ExitUsage;
    }
    const PriceCatalog catalog = loadCatalogs(out);
    if (!constraints.read(parser, catalog, plan.value().constraints, out))
        return ExitUsage;
    const ReportInput input = PlanReport::inputFor(*plan, catalog, QDate::currentDate());
    const Status written = ReportWriter::write(path, *chosen, input);
    if (!written.ok()) {
        out.error(written.error().message);
        return ExitFailure;
    }
    out.line(ReportCommands::tr("Wrote %1").arg(path));
    return ExitOk;
}

} // namespace

bool needsGuiApplication(const QStringList& arguments)
{
    // The command may follow global options (--lang zh_CN).
    const qsizetype command = arguments.indexOf(QLatin1String("report"));
    if (command < 1)
        return false;
    for (qsizetype i = command + 1; i < arguments.size(); ++i) {
        const QString& a = arguments.at(i);
        if (a == QLatin1String("--format=pdf") ||
            (a == QLatin1String("--format") && i + 1 < arguments.size() && arguments.at(i + 1) == QLatin1String("pdf")))
            return true;
        if (a.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive) &&
            (arguments.at(i - 1) == QLatin1String("--output")))
            return true;
        if (a.startsWith(QLatin1String("--output=")) && a.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
            return true;
    }
    return false;
}

QList<CliCommand> reportCommands()
{
    return {CliCommand{QStringLiteral("report"),
                       [] {
                           return ReportCommands::tr("The plan's report as Markdown, CSV or PDF, from the plan file; "
                                                     "verify a smoke report's digest.");
                       },
                       runReport, reportHelp, QStringList{QStringLiteral("verify")}}};
}

} // namespace gp::cli
