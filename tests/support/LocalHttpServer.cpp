#include "support/LocalHttpServer.h"

#include "support/HttpRequestReader.h"

#include <QTcpSocket>
#include <QTimer>

#include <memory>

LocalHttpServer::LocalHttpServer()
{
    m_server.listen(QHostAddress::LocalHost, 0);
    connect(&m_server, &QTcpServer::newConnection, this, &LocalHttpServer::onConnection);
}

QUrl LocalHttpServer::url(const QString& path) const
{
    return QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(m_server.serverPort()).arg(path));
}

QList<QHash<QByteArray, QByteArray>> LocalHttpServer::requests() const
{
    QList<QHash<QByteArray, QByteArray>> headers;
    for (const Request& r : m_received)
        headers << r.headers;
    return headers;
}

void LocalHttpServer::onConnection()
{
    while (QTcpSocket* socket = m_server.nextPendingConnection()) {
        auto* buffer = new QByteArray;
        connect(socket, &QTcpSocket::disconnected, socket, [socket, buffer] {
            delete buffer;
            socket->deleteLater();
        });
        connect(socket, &QTcpSocket::readyRead, this, [this, socket, buffer] {
            buffer->append(socket->readAll());
            const std::optional<RawHttpRequest> raw = takeHttpRequest(*buffer);
            if (!raw)
                return;
            const Request request{raw->method, raw->target, raw->headers, raw->body};
            m_received << request;
            answer(socket, request);
        });
    }
}

void LocalHttpServer::answer(QTcpSocket* socket, const Request& request)
{
    const QString target = QString::fromUtf8(request.target);
    const QString path =
        target.left(target.indexOf(QLatin1Char('?')) < 0 ? target.size() : target.indexOf(QLatin1Char('?')));
    const QList<Response> responses = m_routes.value(path, {Response{404, "not found", {}, 0}});
    const int served = m_served.value(path, 0);
    m_served[path] = served + 1;
    const Response response = responses.value(std::min<qsizetype>(served, responses.size() - 1));
    QByteArray head = "HTTP/1.1 " + QByteArray::number(response.status) + " X\r\n";
    for (const auto& [name, value] : response.headers)
        head += name + ": " + value + "\r\n";
    if (response.status != 304)
        head += "Content-Length: " +
                QByteArray::number(response.streamedBytes > 0 ? response.streamedBytes : response.body.size()) + "\r\n";
    head += "Connection: close\r\n\r\n";
    socket->write(head);
    if (response.streamedBytes > 0) {
        // A chunk whenever the last one has gone out, until all were sent or the client hung up.
        auto left = std::make_shared<qint64>(response.streamedBytes);
        const auto more = [socket, left] {
            if (socket->bytesToWrite() > 0 || *left <= 0)
                return;
            const qint64 n = std::min<qint64>(*left, 256 * 1024);
            *left -= n;
            socket->write(QByteArray(static_cast<qsizetype>(n), 'y'));
            if (*left <= 0)
                socket->disconnectFromHost();
        };
        connect(socket, &QTcpSocket::bytesWritten, socket, more);
        more();
        return;
    }
    if (response.trickleDelayMs <= 0 || response.status == 304) {
        if (response.status != 304)
            socket->write(response.body);
        socket->disconnectFromHost();
        return;
    }
    // A slow server: a few bytes per tick until the body is sent or the client gives up.
    auto* timer = new QTimer(socket);
    auto offset = std::make_shared<qsizetype>(0);
    connect(timer, &QTimer::timeout, socket, [socket, timer, offset, body = response.body] {
        if (socket->state() != QAbstractSocket::ConnectedState) {
            timer->stop();
            return;
        }
        socket->write(body.mid(*offset, 16));
        *offset += 16;
        if (*offset >= body.size()) {
            timer->stop();
            socket->disconnectFromHost();
        }
    });
    timer->start(response.trickleDelayMs);
}
