#include "core/common/UrlPolicy.h"

namespace gp {

bool isLoopbackHost(const QString& host)
{
    // QUrl has already normalised the host (lower case, "127.1" → "127.0.0.1", IPv6 without brackets).
    return host == QLatin1String("localhost") || host == QLatin1String("::1") || host.startsWith(QLatin1String("127."));
}

bool isHttpsOrLoopback(const QUrl& url)
{
    return url.scheme() == QLatin1String("https") ||
           (url.scheme() == QLatin1String("http") && isLoopbackHost(url.host()));
}

} // namespace gp
