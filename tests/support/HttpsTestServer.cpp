#include "support/HttpsTestServer.h"

#include "support/HttpRequestReader.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>
#include <QProcess>
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslSocket>
#include <QTemporaryDir>
#include <QTimer>

#include <gtest/gtest.h>

namespace {

// One key and certificate per test process, made by openssl in a private folder.
struct Credentials
{
    QTemporaryDir dir;
    QSslCertificate certificate;
    QSslKey key;
    QString certFile;

    Credentials()
    {
        certFile = dir.filePath(QStringLiteral("cert.pem"));
        const QString keyFile = dir.filePath(QStringLiteral("key.pem"));
        QProcess openssl;
        openssl.start(QStringLiteral("openssl"),
                      {QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"), QStringLiteral("ec"),
                       QStringLiteral("-pkeyopt"), QStringLiteral("ec_paramgen_curve:prime256v1"),
                       QStringLiteral("-nodes"), QStringLiteral("-keyout"), keyFile, QStringLiteral("-out"), certFile,
                       QStringLiteral("-days"), QStringLiteral("2"), QStringLiteral("-subj"),
                       QStringLiteral("/CN=127.0.0.1"), QStringLiteral("-addext"),
                       QStringLiteral("subjectAltName=IP:127.0.0.1")});
        if (!openssl.waitForFinished(60000) || openssl.exitCode() != 0)
            ADD_FAILURE() << "openssl could not make a certificate: " << openssl.readAllStandardError().toStdString();
        QFile c(certFile), k(keyFile);
        if (c.open(QIODevice::ReadOnly))
            certificate = QSslCertificate(c.readAll(), QSsl::Pem);
        if (k.open(QIODevice::ReadOnly))
            key = QSslKey(k.readAll(), QSsl::Ec, QSsl::Pem);
    }
};

Credentials& credentials()
{
    static Credentials c;
    return c;
}

} // namespace

QJsonValue HttpsTestServer::Request::json() const
{
    const QJsonDocument doc = QJsonDocument::fromJson(body);
    return doc.isArray() ? QJsonValue(doc.array()) : QJsonValue(doc.object());
}

HttpsTestServer::Response HttpsTestServer::Response::json(int status, const QJsonValue& value)
{
    Response r;
    r.status = status;
    r.body = value.isArray() ? QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact)
                             : QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact);
    r.headers << qMakePair(QByteArrayLiteral("Content-Type"), QByteArrayLiteral("application/json"));
    return r;
}

HttpsTestServer::HttpsTestServer(Handler handler) : m_handler(std::move(handler))
{
    QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
    tls.setLocalCertificate(credentials().certificate);
    tls.setPrivateKey(credentials().key);
    tls.setPeerVerifyMode(QSslSocket::VerifyNone); // clients are not asked for certificates
    m_server.setSslConfiguration(tls);
    m_server.listen(QHostAddress::LocalHost, 0);
    connect(&m_server, &QTcpServer::pendingConnectionAvailable, this, &HttpsTestServer::onConnection);
}

HttpsTestServer::~HttpsTestServer() = default;

QUrl HttpsTestServer::origin() const
{
    return QUrl(QStringLiteral("https://127.0.0.1:%1").arg(m_server.serverPort()));
}

QString HttpsTestServer::caFile()
{
    return credentials().certFile;
}

QSslCertificate HttpsTestServer::certificate()
{
    return credentials().certificate;
}

void HttpsTestServer::inject(const QByteArray& method, const QString& pathPrefix, const Fault& fault)
{
    m_faults << Queued{method, pathPrefix, fault};
}

int HttpsTestServer::count(const QByteArray& method, const QString& pathPrefix) const
{
    int n = 0;
    for (const Request& r : m_received)
        n += r.method == method && r.path.startsWith(pathPrefix);
    return n;
}

void HttpsTestServer::onConnection()
{
    while (auto* socket = qobject_cast<QSslSocket*>(m_server.nextPendingConnection())) {
        auto buffer = std::make_shared<QByteArray>();
        connect(socket, &QSslSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QSslSocket::readyRead, this, [this, socket, buffer] {
            buffer->append(socket->readAll());
            const std::optional<RawHttpRequest> raw = takeHttpRequest(*buffer);
            if (!raw)
                return;
            Request request;
            request.method = raw->method;
            const QUrl target(QString::fromUtf8(raw->target));
            request.path = target.path();
            request.query = target.query();
            request.headers = raw->headers;
            request.body = raw->body;
            m_received << request;
            serve(socket, request);
        });
    }
}

void HttpsTestServer::serve(QSslSocket* socket, const Request& request)
{
    std::optional<Fault> fault;
    for (qsizetype i = 0; i < m_faults.size(); ++i)
        if (m_faults.at(i).method == request.method && request.path.startsWith(m_faults.at(i).prefix)) {
            fault = m_faults.takeAt(i).fault;
            break;
        }
    Response response;
    if (!fault || fault->runHandler || fault->status == 0)
        response = m_handler(request);
    if (fault && fault->status > 0)
        response = Response{fault->status, fault->body, fault->headers};
    QByteArray head = "HTTP/1.1 " + QByteArray::number(response.status) + " X\r\n";
    for (const auto& [name, value] : response.headers)
        head += name + ": " + value + "\r\n";
    const qsizetype promised = response.body.size() + (fault && fault->cutShort ? 4096 : 0);
    head += "Content-Length: " + QByteArray::number(promised) + "\r\nConnection: close\r\n\r\n";
    const QByteArray whole = head + response.body;
    QPointer<QSslSocket> guarded(socket);
    auto send = [guarded, whole] {
        if (!guarded || guarded->state() != QAbstractSocket::ConnectedState)
            return;
        guarded->write(whole);
        guarded->disconnectFromHost();
    };
    if (fault && fault->delayMs > 0)
        QTimer::singleShot(fault->delayMs, socket, send);
    else
        send();
}
