#include "report/ReportExporter.h"

#include "catalog/UserCatalogStore.h"

#include <QPageSize>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>
#include <QUrl>

namespace gp {

Status ReportExporter::write(const QString& path, ReportInput input, const QList<QImage>& charts)
{
    const QString lower = path.toLower();
    if (lower.endsWith(QLatin1String(".md")))
        return UserCatalogStore::writeJsonAtomically(path, PlanReport::markdown(input).toUtf8());
    if (lower.endsWith(QLatin1String(".csv"))) // a BOM lets spreadsheet programs read the Chinese text as UTF-8
        return UserCatalogStore::writeJsonAtomically(path,
                                                     QByteArray("\xEF\xBB\xBF") + PlanReport::csv(input).toUtf8());
    if (!lower.endsWith(QLatin1String(".pdf")))
        return Error{QStringLiteral("report.format"), tr("Choose a .pdf, .md or .csv file name.")};

    QTextDocument document;
    for (int i = 0; i < charts.size(); ++i) {
        const QString name = QStringLiteral("chart%1.png").arg(i);
        document.addResource(QTextDocument::ImageResource, QUrl(name), charts.at(i));
        input.chartImages << name;
    }
    document.setHtml(PlanReport::html(input));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Error{QStringLiteral("report.unwritable"), tr("Cannot write \"%1\": %2").arg(path, file.errorString())};
    {
        QPdfWriter pdf(&file);
        pdf.setPageSize(QPageSize(QPageSize::A4));
        pdf.setResolution(120);
        pdf.setTitle(input.planName);
        pdf.setCreator(QStringLiteral("GPU Planner"));
        document.setPageSize(QSizeF(pdf.width(), pdf.height()));
        document.print(&pdf);
    }
    if (!file.commit())
        return Error{QStringLiteral("report.unwritable"), tr("Cannot write \"%1\": %2").arg(path, file.errorString())};
    return Ok{};
}

} // namespace gp
