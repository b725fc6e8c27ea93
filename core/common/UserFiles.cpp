#include "core/common/UserFiles.h"

#include "core/common/AppInfo.h"

#include <QStandardPaths>

namespace gp::UserFiles {

QString settingsFile()
{
    return QStringLiteral("settings.ini");
}

QString hostsFile()
{
    return QStringLiteral("hosts.json");
}

QString webhooksFile()
{
    return QStringLiteral("webhooks.json");
}

QString catalogsFolder()
{
    return QStringLiteral("catalogs");
}

QString uploadsFile()
{
    return QStringLiteral("uploads");
}

QString configPath(const QString& name)
{
    return QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation) + QLatin1Char('/') + name;
}

QString dataPath(const QString& name)
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QLatin1Char('/') + name;
}

QString configFolderForPeople()
{
    return QStringLiteral("$XDG_CONFIG_HOME/") + AppInfo::organizationName() + QLatin1Char('/') +
           AppInfo::applicationName();
}

QString dataFolderForPeople()
{
    return QStringLiteral("$XDG_DATA_HOME/") + AppInfo::organizationName() + QLatin1Char('/') +
           AppInfo::applicationName();
}

} // namespace gp::UserFiles
