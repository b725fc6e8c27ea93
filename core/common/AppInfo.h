#pragma once

#include <QString>

class QCoreApplication;

namespace gp {

// Names under which settings and data are stored; set once in each front end's main().
namespace AppInfo {
QString organizationName();
QString applicationName();
QString version();
QString releaseDate(); // ISO 8601, the date this version was made
void applyTo(QCoreApplication& app);
} // namespace AppInfo

} // namespace gp
