#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>

#include <optional>

// One HTTP/1.1 request taken off the front of what a test server's socket has received: nothing until its headers
// and its whole body (Content-Length) are there. Shared by LocalHttpServer and HttpsTestServer.
struct RawHttpRequest
{
    QByteArray method;
    QByteArray target;                     // path and query, as sent
    QHash<QByteArray, QByteArray> headers; // names in lower case
    QByteArray body;
};

inline std::optional<RawHttpRequest> takeHttpRequest(QByteArray& buffer)
{
    const qsizetype end = buffer.indexOf("\r\n\r\n");
    if (end < 0)
        return std::nullopt;
    const QList<QByteArray> lines = buffer.left(end).split('\n');
    const QList<QByteArray> requestLine = lines.first().trimmed().split(' ');
    RawHttpRequest request;
    request.method = requestLine.value(0);
    request.target = requestLine.value(1);
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const qsizetype colon = lines.at(i).indexOf(':');
        if (colon > 0)
            request.headers.insert(lines.at(i).left(colon).trimmed().toLower(), lines.at(i).mid(colon + 1).trimmed());
    }
    // The whole body first (a post's may come in later reads).
    const qsizetype length = request.headers.value("content-length").toLongLong();
    if (buffer.size() - (end + 4) < length)
        return std::nullopt;
    request.body = buffer.mid(end + 4, length);
    buffer.remove(0, end + 4 + length);
    return request;
}
