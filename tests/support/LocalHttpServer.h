#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QTcpServer>
#include <QUrl>

// A real HTTP/1.1 server on 127.0.0.1 for tests of code that downloads: each path answers with a fixed response,
// optionally trickled slowly. It records the request headers it received, so tests can check conditional requests.
class LocalHttpServer final : public QObject
{
    Q_OBJECT

public:
    struct Response
    {
        int status = 200;
        QByteArray body;
        QList<QPair<QByteArray, QByteArray>> headers;
        int trickleDelayMs = 0; // > 0: send the body a few bytes at a time with this pause
    };

    LocalHttpServer();
    QUrl url(const QString& path) const;
    void route(const QString& path, const Response& response) { m_routes.insert(path, response); }
    QList<QHash<QByteArray, QByteArray>> requests() const { return m_requests; }

private:
    void onConnection();

    QTcpServer m_server;
    QHash<QString, Response> m_routes;
    QList<QHash<QByteArray, QByteArray>> m_requests;
};
