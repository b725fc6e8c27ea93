#pragma once

#include "common/Result.h"
#include "plan/PlanReport.h"

#include <QCoreApplication>
#include <QImage>
#include <QList>

namespace gp {

// Writes the plan report as PDF (Qt's own PDF writer, charts embedded), Markdown or CSV, chosen by the file suffix.
// Every file is written atomically.
class ReportExporter final
{
    Q_DECLARE_TR_FUNCTIONS(gp::ReportExporter)

public:
    static Status write(const QString& path, ReportInput input, const QList<QImage>& charts);
};

} // namespace gp
