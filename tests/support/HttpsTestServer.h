#pragma once

#include <QByteArray>
#include <QHash>
#include <QJsonValue>
#include <QList>
#include <QSslCertificate>
#include <QSslServer>
#include <QUrl>

#include <functional>

class QSslSocket;

// A real HTTPS/1.1 server on 127.0.0.1 with a certificate made when the test runs (openssl), for test doubles of
// providers' APIs: a handler answers each request; faults queued for a method and path take the place of (or delay)
// the handler's answer once. Clients trust it through caFile() / certificate(), with certificate checks left on.
class HttpsTestServer final : public QObject
{
    Q_OBJECT

public:
    struct Request
    {
        QByteArray method;
        QString path;                          // decoded, without the query
        QString query;                         // as sent
        QHash<QByteArray, QByteArray> headers; // names in lower case
        QByteArray body;
        QJsonValue json() const;
    };
    struct Response
    {
        int status = 200;
        QByteArray body;
        QList<QPair<QByteArray, QByteArray>> headers;
        static Response json(int status, const QJsonValue& value);
    };
    // What a fault does to the next matching request: answer instead of the handler (status > 0), or let the handler
    // act (its change happens) and hold the answer back for delayMs, or answer something that is not JSON.
    struct Fault
    {
        int status = 0; // > 0: this answer instead of the handler's
        QByteArray body;
        QList<QPair<QByteArray, QByteArray>> headers;
        int delayMs = 0; // hold the answer back (a slow server; longer than the client's timeout: a lost answer)
        bool runHandler = false; // the handler still acts, whatever is answered
        bool cutShort = false;   // promise more body than is sent, then close: an answer cut off mid-way
    };
    using Handler = std::function<Response(const Request&)>;

    explicit HttpsTestServer(Handler handler);
    ~HttpsTestServer() override;

    QUrl origin() const;     // https://127.0.0.1:PORT
    static QString caFile(); // the certificate's PEM file
    static QSslCertificate certificate();
    // The next request with this method whose path starts with `pathPrefix` gets the fault (once, in queued order).
    void inject(const QByteArray& method, const QString& pathPrefix, const Fault& fault);
    QList<Request> received() const { return m_received; }
    int count(const QByteArray& method, const QString& pathPrefix) const;

private:
    void onConnection();
    void serve(QSslSocket* socket, const Request& request);

    struct Queued
    {
        QByteArray method;
        QString prefix;
        Fault fault;
    };
    Handler m_handler;
    QSslServer m_server;
    QList<Queued> m_faults;
    QList<Request> m_received;
};
