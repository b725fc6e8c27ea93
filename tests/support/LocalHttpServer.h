#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QTcpServer>
#include <QUrl>

class QTcpSocket;

// A real HTTP/1.1 server on 127.0.0.1 for tests of code that downloads or posts: each path answers with a fixed
// response (or a sequence of them, the last one repeated), optionally trickled slowly. It records the requests it
// received (headers for conditional requests; method, target with its query, and body for posts).
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
        // > 0: instead of `body`, this many bytes made up as the client takes them (a reply of gigabytes that costs
        // the test nothing to hold).
        qint64 streamedBytes = 0;
    };

    struct Request
    {
        QByteArray method;
        QByteArray target;                     // path and query, as sent
        QHash<QByteArray, QByteArray> headers; // names in lower case
        QByteArray body;
    };

    LocalHttpServer();
    QUrl url(const QString& path) const;
    void route(const QString& path, const Response& response) { m_routes.insert(path, {response}); }
    // Answers in turn: the first request gets the first response, and so on; the last one repeats.
    void routeInTurn(const QString& path, const QList<Response>& responses)
    {
        m_routes.insert(path, responses);
        m_served.remove(path);
    }
    QList<QHash<QByteArray, QByteArray>> requests() const;
    QList<Request> received() const { return m_received; }

private:
    void onConnection();
    void answer(QTcpSocket* socket, const Request& request);

    QTcpServer m_server;
    QHash<QString, QList<Response>> m_routes;
    QHash<QString, int> m_served;
    QList<Request> m_received;
};
