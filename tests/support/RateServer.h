#pragma once

#include "support/LocalHttpServer.h"

#include <QDate>
#include <QString>

namespace gp::test {

// A local stand-in for the public exchange-rate service: at `path`, a Frankfurter-style answer for USD→CNY dated
// today, as the real service publishes it.
inline QString routeTodaysRate(LocalHttpServer& server, const QString& path, double cnyPerUsd)
{
    const QString today = QDate::currentDate().toString(Qt::ISODate);
    server.route(path, {200,
                        QStringLiteral(R"({"amount":1.0,"base":"USD","date":"%1","rates":{"CNY":%2}})")
                            .arg(today)
                            .arg(cnyPerUsd)
                            .toUtf8(),
                        {},
                        0});
    return today;
}

} // namespace gp::test
