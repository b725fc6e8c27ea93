#pragma once

#include "core/common/Result.h"
#include "core/plan/PlanReport.h"

#include <QCoreApplication>
#include <QImage>
#include <QList>

#include <optional>

namespace gp {

enum class ReportFormat { Pdf, Markdown, Csv };
std::optional<ReportFormat> reportFormatFromCode(const QString& code); // pdf, md, csv
std::optional<ReportFormat> reportFormatForPath(const QString& path);  // by suffix

// Writes the plan report as PDF (Qt GUI's own PDF writer, charts embedded), Markdown or CSV. Every file is written
// atomically. The only part of core that needs Qt GUI (fonts and a paint device for the PDF), so it is a library of
// its own, gpuplanner_report, which the desktop app and the CLI link; neither links Qt Widgets through it. Writing a
// PDF needs a QGuiApplication (the CLI starts one on the offscreen platform for `report`).
class ReportWriter final
{
    Q_DECLARE_TR_FUNCTIONS(gp::ReportWriter)

public:
    static Status write(const QString& path, ReportFormat format, ReportInput input, const QList<QImage>& charts = {});
};

} // namespace gp
