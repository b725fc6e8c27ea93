#pragma once

#include <QUrl>

namespace gp {

// Where secrets and prices may come from or go to: an authenticated (https) server, or one on this machine (a local
// mirror or relay, the tests' servers) over plain http. One rule for the catalog refresh and the webhooks.
bool isLoopbackHost(const QString& host); // "localhost", 127.0.0.0/8, ::1
bool isHttpsOrLoopback(const QUrl& url);

} // namespace gp
