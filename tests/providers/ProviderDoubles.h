#pragma once

#include "support/HttpsTestServer.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QMap>

// Test doubles of the providers' APIs: each implements the documented endpoints an adapter uses (tests/providers/
// README.md cites the references), with state, so that a create makes an instance that later calls see, and the
// documented error answers. Offers come from the fixtures copied from the providers' documentation.
class ProviderDouble
{
public:
    virtual ~ProviderDouble() = default;
    HttpsTestServer& server() { return *m_server; }
    static constexpr char kToken[] = "test-token-not-secret";

    // Where a new instance can be reached (the loopback sshd, for a round trip), and after how many reads of it.
    void setReachableAt(const QString& host, int port, const QString& user)
    {
        m_sshHost = host;
        m_sshPort = port;
        m_sshUser = user;
    }
    void setBootPolls(int polls) { m_bootPolls = polls; }
    int instanceCount() const { return static_cast<int>(m_instances.size()); }
    QJsonObject instanceById(const QString& id) const { return m_instances.value(id); }
    QStringList instanceIds() const { return m_instances.keys(); }

protected:
    ProviderDouble();
    virtual HttpsTestServer::Response handle(const HttpsTestServer::Request& request) = 0;
    bool authorized(const HttpsTestServer::Request& request) const
    {
        return request.headers.value("authorization") == m_authScheme + kToken;
    }
    static QJsonValue fixture(const QString& name);
    QString nextId();
    // A booting instance becomes reachable after m_bootPolls reads.
    bool booted(const QString& id);

    std::unique_ptr<HttpsTestServer> m_server;
    QMap<QString, QJsonObject> m_instances;
    QMap<QString, int> m_polls;
    QString m_sshHost = QStringLiteral("127.0.0.1");
    int m_sshPort = 22;
    QString m_sshUser = QStringLiteral("root");
    int m_bootPolls = 1;
    int m_nextId = 1;
    QByteArray m_authScheme = "Bearer ";
};

// Lambda Cloud API v1: /api/v1/instance-types, /instances, /instances/{id}, /instance-operations/launch|terminate,
// /ssh-keys.
class LambdaDouble final : public ProviderDouble
{
public:
    LambdaDouble();
    QJsonArray sshKeys() const { return m_keys; }

private:
    HttpsTestServer::Response handle(const HttpsTestServer::Request& request) override;
    QJsonArray m_keys;
};

// RunPod REST API v2: /v2/catalog/gpus, /v2/pods, /v2/pods/{id}, /v2/pods/{id}/action.
class RunPodDouble final : public ProviderDouble
{
public:
    RunPodDouble();

private:
    HttpsTestServer::Response handle(const HttpsTestServer::Request& request) override;
};

// Vast.ai API v0: /api/v0/bundles/, /asks/{id}/, /instances/, /instances/{id}/.
class VastDouble final : public ProviderDouble
{
public:
    VastDouble();

private:
    HttpsTestServer::Response handle(const HttpsTestServer::Request& request) override;
};

// AutoDL 容器实例 Pro developer API: /api/v1/dev/instance/pro/create|list|status|snapshot|power_on|power_off|release
// and /api/v1/dev/machine/region/gpu_stock. Every answer is HTTP 200 in the {"code", "msg", "data", "request_id"}
// envelope, errors included; the token is the Authorization header as it is, without "Bearer".
class AutoDlDouble final : public ProviderDouble
{
public:
    AutoDlDouble();
    // What snapshot says of a running instance: the password changes at each power-on, as on AutoDL.
    static constexpr char kFirstPassword[] = "jbeOXgTWUxq+";
    // Polls an instance stays "shutting_down" after a power-off before it is "shutdown".
    void setShutdownPolls(int polls) { m_shutdownPolls = polls; }
    int releasesRefused() const { return m_releasesRefused; }

private:
    HttpsTestServer::Response handle(const HttpsTestServer::Request& request) override;
    int m_shutdownPolls = 1;
    int m_releasesRefused = 0;
    int m_powerOns = 0;
};

// Paperspace public API v1: /v1/machine-availability, /v1/startup-scripts, /v1/machines, /v1/machines/{id},
// /v1/machines/{id}/start|stop. Errors are {"code", "message"} with tRPC-style codes.
class PaperspaceDouble final : public ProviderDouble
{
public:
    PaperspaceDouble();
    QJsonArray startupScripts() const { return m_scripts; }

private:
    HttpsTestServer::Response handle(const HttpsTestServer::Request& request) override;
    QJsonArray m_scripts;
};
