#include "core/report/ReportWriter.h"

#include "core/catalog/UserCatalogStore.h"
#include "core/common/SafeSave.h"

#include <QBuffer>
#include <QPageSize>
#include <QPdfWriter>
#include <QTextDocument>
#include <QUrl>

namespace gp {

std::optional<ReportFormat> reportFormatFromCode(const QString& code)
{
    if (code == QLatin1String("pdf"))
        return ReportFormat::Pdf;
    if (code == QLatin1String("md") || code == QLatin1String("markdown"))
        return ReportFormat::Markdown;
    if (code == QLatin1String("csv"))
        return ReportFormat::Csv;
    return std::nullopt;
}

std::optional<ReportFormat> reportFormatForPath(const QString& path)
{
    const QString lower = path.toLower();
    for (const char* suffix : {"pdf", "md", "csv"})
        if (lower.endsWith(QLatin1Char('.') + QLatin1String(suffix)))
            return reportFormatFromCode(QLatin1String(suffix));
    return std::nullopt;
}

Status ReportWriter::write(const QString& path, ReportFormat format, ReportInput input, const QList<QImage>& charts)
{
    switch (format) {
    case ReportFormat::Markdown:
        return UserCatalogStore::writeJsonAtomically(path, PlanReport::markdown(input).toUtf8());
    case ReportFormat::Csv: // a BOM lets spreadsheet programs read the Chinese text as UTF-8
        return UserCatalogStore::writeJsonAtomically(path,
                                                     QByteArray("\xEF\xBB\xBF") + PlanReport::csv(input).toUtf8());
    case ReportFormat::Pdf:
        break;
    }
    QTextDocument document;
    for (int i = 0; i < charts.size(); ++i) {
        const QString name = QStringLiteral("chart%1.png").arg(i);
        document.addResource(QTextDocument::ImageResource, QUrl(name), charts.at(i));
        input.chartImages << name;
    }
    document.setHtml(PlanReport::html(input));
    // Rendered in memory, then saved like every other file: a failed write never leaves half a PDF.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter pdf(&buffer);
        pdf.setPageSize(QPageSize(QPageSize::A4));
        pdf.setResolution(120);
        pdf.setTitle(input.planName);
        pdf.setCreator(QStringLiteral("GPU Planner"));
        document.setPageSize(QSizeF(pdf.width(), pdf.height()));
        document.print(&pdf);
    }
    return SafeSave::write(path, buffer.data());
}

} // namespace gp
