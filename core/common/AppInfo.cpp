#include "core/common/AppInfo.h"

#include <QCoreApplication>

namespace gp::AppInfo {

QString organizationName()
{
    return QStringLiteral("GPUPlanner");
}

QString applicationName()
{
    return QStringLiteral("gpuplanner");
}

QString version()
{
    return QStringLiteral(GPUPLANNER_VERSION);
}

QString releaseDate()
{
    return QStringLiteral(GPUPLANNER_RELEASE_DATE);
}

void applyTo(QCoreApplication& app)
{
    app.setOrganizationName(organizationName());
    app.setApplicationName(applicationName());
    app.setApplicationVersion(version());
}

} // namespace gp::AppInfo
