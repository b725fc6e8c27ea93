#pragma once

#include <QString>

namespace gp::UserFiles {

// The files GPU Planner keeps for a user, named once: the stores open them and the man pages list them.
QString settingsFile();   // settings.ini: language, window, money, recent files (no secrets)
QString hostsFile();      // hosts.json: saved host profiles (no secrets)
QString webhooksFile();   // webhooks.json: webhook names, platforms and events (URLs and secrets are in the keychain)
QString catalogsFolder(); // catalogs: imported and downloaded price catalogs, with their history
QString uploadsFile();    // uploads: digests of the destinations uploaded to (UploadHistory), nothing readable

// Under QStandardPaths::AppConfigLocation (settings, hosts, webhooks) or AppDataLocation (catalogs).
QString configPath(const QString& name);
QString dataPath(const QString& name);

// The same folders as a person reads them, for the man pages: "$XDG_CONFIG_HOME/GPUPlanner/gpuplanner" and
// "$XDG_DATA_HOME/GPUPlanner/gpuplanner" (whatever this machine's environment says).
QString configFolderForPeople();
QString dataFolderForPeople();

} // namespace gp::UserFiles
