#include "providers/ProviderDoubles.h"
#include "support/TestPaths.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QUrlQuery>

using Request = HttpsTestServer::Request;
using Response = HttpsTestServer::Response;

ProviderDouble::ProviderDouble()
    : m_server(std::make_unique<HttpsTestServer>([this](const Request& r) { return handle(r); }))
{}

QJsonValue ProviderDouble::fixture(const QString& name)
{
    QFile file(gp::test::sourcePath("tests/providers/fixtures/") + name);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

QString ProviderDouble::nextId()
{
    return QString::number(m_nextId++);
}

bool ProviderDouble::booted(const QString& id)
{
    return ++m_polls[id] > m_bootPolls;
}

// --- Lambda Cloud -------------------------------------------------------------------------------------------------

namespace {

Response lambdaError(int status, const char* code, const QString& message)
{
    return Response::json(
        status, QJsonObject{{QStringLiteral("error"), QJsonObject{{QStringLiteral("code"), QLatin1String(code)},
                                                                  {QStringLiteral("message"), message},
                                                                  {QStringLiteral("suggestion"), QJsonValue()}}}});
}

} // namespace

LambdaDouble::LambdaDouble() = default;

Response LambdaDouble::handle(const Request& r)
{
    if (!authorized(r))
        return lambdaError(401, "global/invalid-api-key", QStringLiteral("API key is invalid, expired, or deleted."));
    const QString path = r.path.mid(QStringLiteral("/api/v1").size());
    if (r.method == "GET" && path == QLatin1String("/instance-types"))
        return Response::json(200, fixture(QStringLiteral("lambda-instance-types.json")));
    if (r.method == "GET" && path == QLatin1String("/ssh-keys"))
        return Response::json(200, QJsonObject{{QStringLiteral("data"), m_keys}});
    if (r.method == "POST" && path == QLatin1String("/ssh-keys")) {
        const QJsonObject body = r.json().toObject();
        for (const QJsonValue& k : m_keys)
            if (k.toObject().value(QStringLiteral("name")) == body.value(QStringLiteral("name")))
                return lambdaError(400, "global/invalid-parameters", QStringLiteral("SSH key name already in use."));
        QJsonObject key{{QStringLiteral("id"), nextId()},
                        {QStringLiteral("name"), body.value(QStringLiteral("name"))},
                        {QStringLiteral("public_key"), body.value(QStringLiteral("public_key"))}};
        m_keys.append(key);
        return Response::json(200, QJsonObject{{QStringLiteral("data"), key}});
    }
    if (r.method == "POST" && path == QLatin1String("/instance-operations/launch")) {
        const QJsonObject body = r.json().toObject();
        const QJsonObject types =
            fixture(QStringLiteral("lambda-instance-types.json")).toObject().value(QStringLiteral("data")).toObject();
        const QJsonObject type = types.value(body.value(QStringLiteral("instance_type_name")).toString()).toObject();
        if (type.isEmpty())
            return lambdaError(400, "global/invalid-parameters", QStringLiteral("Invalid instance type."));
        bool capacity = false;
        for (const QJsonValue& region : type.value(QStringLiteral("regions_with_capacity_available")).toArray())
            capacity = capacity ||
                       region.toObject().value(QStringLiteral("name")) == body.value(QStringLiteral("region_name"));
        if (!capacity)
            return lambdaError(400, "instance-operations/launch/insufficient-capacity",
                               QStringLiteral("Not enough capacity to fulfill launch request."));
        if (body.value(QStringLiteral("ssh_key_names")).toArray().size() != 1)
            return lambdaError(400, "global/invalid-parameters",
                               QStringLiteral("Exactly one SSH key name is required."));
        const QString id = QStringLiteral("0920582c7ff041399e34823a0be6254") + nextId();
        m_instances.insert(
            id, QJsonObject{{QStringLiteral("id"), id},
                            {QStringLiteral("name"), body.value(QStringLiteral("name"))},
                            {QStringLiteral("status"), QStringLiteral("booting")},
                            {QStringLiteral("ip"), QJsonValue()},
                            {QStringLiteral("ssh_key_names"), body.value(QStringLiteral("ssh_key_names"))},
                            {QStringLiteral("region"),
                             QJsonObject{{QStringLiteral("name"), body.value(QStringLiteral("region_name"))}}},
                            {QStringLiteral("instance_type"), type.value(QStringLiteral("instance_type"))}});
        return Response::json(
            200, QJsonObject{{QStringLiteral("data"), QJsonObject{{QStringLiteral("instance_ids"), QJsonArray{id}}}}});
    }
    if (r.method == "GET" && path == QLatin1String("/instances")) {
        QJsonArray all;
        for (const QJsonObject& i : std::as_const(m_instances))
            all.append(i);
        return Response::json(200, QJsonObject{{QStringLiteral("data"), all}});
    }
    if (r.method == "GET" && path.startsWith(QLatin1String("/instances/"))) {
        const QString id = path.mid(QStringLiteral("/instances/").size());
        if (!m_instances.contains(id))
            return lambdaError(404, "global/object-does-not-exist",
                               QStringLiteral("Specified instance does not exist."));
        QJsonObject& i = m_instances[id];
        if (i.value(QStringLiteral("status")) == QLatin1String("booting") && booted(id)) {
            i.insert(QStringLiteral("status"), QStringLiteral("active"));
            i.insert(QStringLiteral("ip"), m_sshHost);
        }
        return Response::json(200, QJsonObject{{QStringLiteral("data"), i}});
    }
    if (r.method == "POST" && path == QLatin1String("/instance-operations/terminate")) {
        QJsonArray done;
        for (const QJsonValue& id : r.json().toObject().value(QStringLiteral("instance_ids")).toArray()) {
            if (!m_instances.contains(id.toString()))
                return lambdaError(404, "global/object-does-not-exist",
                                   QStringLiteral("Specified instance does not exist."));
            QJsonObject i = m_instances.take(id.toString());
            i.insert(QStringLiteral("status"), QStringLiteral("terminating"));
            done.append(i);
        }
        return Response::json(
            200, QJsonObject{{QStringLiteral("data"), QJsonObject{{QStringLiteral("terminated_instances"), done}}}});
    }
    return lambdaError(404, "global/object-does-not-exist", QStringLiteral("Not found."));
}

// --- RunPod -------------------------------------------------------------------------------------------------------

namespace {

Response problem(int status, const QString& title, const QString& detail)
{
    Response r = Response::json(status, QJsonObject{{QStringLiteral("title"), title},
                                                    {QStringLiteral("status"), status},
                                                    {QStringLiteral("detail"), detail}});
    r.headers = {qMakePair(QByteArrayLiteral("Content-Type"), QByteArrayLiteral("application/problem+json"))};
    return r;
}

} // namespace

RunPodDouble::RunPodDouble() = default;

Response RunPodDouble::handle(const Request& r)
{
    if (!authorized(r))
        return problem(401, QStringLiteral("Unauthorized"), QStringLiteral("invalid api key"));
    const QString path = r.path.mid(QStringLiteral("/v2").size());
    if (r.method == "GET" && path == QLatin1String("/catalog/gpus")) {
        if (!r.query.contains(QLatin1String("product=POD")) ||
            (!r.query.contains(QLatin1String("cloud=SECURE")) && !r.query.contains(QLatin1String("cloud=COMMUNITY"))))
            return problem(400, QStringLiteral("Bad Request"),
                           QStringLiteral("product is required with include=AVAILABILITY"));
        return Response::json(200, fixture(QStringLiteral("runpod-gpus.json")));
    }
    if (r.method == "POST" && path == QLatin1String("/pods")) {
        const QJsonObject body = r.json().toObject();
        const QString gpu = body.value(QStringLiteral("gpu")).toObject().value(QStringLiteral("id")).toString();
        const QString cloud = body.value(QStringLiteral("cloud")).toString();
        double price = 0;
        for (const QJsonValue& t :
             fixture(QStringLiteral("runpod-gpus.json")).toObject().value(QStringLiteral("gpus")).toArray())
            if (t.toObject().value(QStringLiteral("id")).toString() == gpu)
                price = t.toObject().value(QStringLiteral("price")).toObject().value(cloud.toLower()).toDouble();
        // The schema allows no unknown field (additionalProperties: false) and a persistent mount needs size and path.
        static const QStringList known{
            QStringLiteral("name"),     QStringLiteral("image"),        QStringLiteral("gpu"), QStringLiteral("cloud"),
            QStringLiteral("disk"),     QStringLiteral("ports"),        QStringLiteral("env"), QStringLiteral("mounts"),
            QStringLiteral("startSsh"), QStringLiteral("dataCenterIds")};
        for (const QString& key : body.keys())
            if (!known.contains(key))
                return problem(422, QStringLiteral("Unprocessable Entity"),
                               QStringLiteral("$: additional properties '%1' not allowed").arg(key));
        const QJsonObject persistent =
            body.value(QStringLiteral("mounts")).toObject().value(QStringLiteral("persistent")).toObject();
        if (!body.value(QStringLiteral("mounts")).isUndefined() &&
            (!persistent.value(QStringLiteral("size")).isDouble() ||
             persistent.value(QStringLiteral("path")).toString().isEmpty()))
            return problem(422, QStringLiteral("Unprocessable Entity"),
                           QStringLiteral("a persistent mount needs size and path"));
        if (price <= 0 || body.value(QStringLiteral("name")).toString().isEmpty())
            return problem(400, QStringLiteral("Bad Request"),
                           QStringLiteral("no instances available with the requested specifications"));
        const int count = body.value(QStringLiteral("gpu")).toObject().value(QStringLiteral("count")).toInt(1);
        const QString id = QStringLiteral("pod_") + nextId();
        QJsonObject pod{
            {QStringLiteral("id"), id},
            {QStringLiteral("name"), body.value(QStringLiteral("name"))},
            {QStringLiteral("status"), QStringLiteral("PROVISIONING")},
            {QStringLiteral("cloud"), cloud},
            {QStringLiteral("gpu"), QJsonObject{{QStringLiteral("id"), gpu}, {QStringLiteral("count"), count}}},
            {QStringLiteral("image"), body.value(QStringLiteral("image"))},
            {QStringLiteral("env"), body.value(QStringLiteral("env"))},
            {QStringLiteral("dataCenterIds"), body.value(QStringLiteral("dataCenterIds"))},
            {QStringLiteral("cost"), price * count},
            {QStringLiteral("ssh"),
             QJsonObject{{QStringLiteral("proxy"), QJsonValue()}, {QStringLiteral("direct"), QJsonValue()}}}};
        m_instances.insert(id, pod);
        return Response::json(201, pod);
    }
    if (r.method == "GET" && path == QLatin1String("/pods")) {
        QJsonArray all;
        for (const QJsonObject& i : std::as_const(m_instances))
            all.append(i);
        return Response::json(200, QJsonObject{{QStringLiteral("pods"), all}});
    }
    static const QRegularExpression podPath(QStringLiteral("^/pods/([^/]+)(/action)?$"));
    const QRegularExpressionMatch m = podPath.match(path);
    if (!m.hasMatch())
        return problem(404, QStringLiteral("Not Found"), QStringLiteral("no such route"));
    const QString id = m.captured(1);
    if (!m_instances.contains(id))
        return problem(404, QStringLiteral("Not Found"), QStringLiteral("pod not found"));
    QJsonObject& pod = m_instances[id];
    const QString status = pod.value(QStringLiteral("status")).toString();
    const QJsonObject direct{
        {QStringLiteral("host"), m_sshHost},
        {QStringLiteral("port"), m_sshPort},
        {QStringLiteral("username"), m_sshUser},
        {QStringLiteral("command"), QStringLiteral("ssh %1@%2 -p %3").arg(m_sshUser, m_sshHost).arg(m_sshPort)}};
    if (r.method == "GET" && m.captured(2).isEmpty()) {
        if (status == QLatin1String("PROVISIONING") && booted(id)) {
            pod.insert(QStringLiteral("status"), QStringLiteral("RUNNING"));
            pod.insert(QStringLiteral("ssh"),
                       QJsonObject{{QStringLiteral("proxy"), QJsonValue()}, {QStringLiteral("direct"), direct}});
        }
        return Response::json(200, pod);
    }
    if (r.method == "DELETE" && m.captured(2).isEmpty()) {
        m_instances.remove(id);
        return Response{204, {}, {}};
    }
    if (r.method == "POST" && !m.captured(2).isEmpty()) {
        const QString action = r.json().toObject().value(QStringLiteral("action")).toString();
        if (action == QLatin1String("stop") && status != QLatin1String("EXITED")) {
            pod.insert(QStringLiteral("status"), QStringLiteral("EXITED"));
            pod.insert(QStringLiteral("ssh"),
                       QJsonObject{{QStringLiteral("proxy"), QJsonValue()}, {QStringLiteral("direct"), QJsonValue()}});
            return Response::json(200, pod);
        }
        if (action == QLatin1String("start") && status == QLatin1String("EXITED")) {
            pod.insert(QStringLiteral("status"), QStringLiteral("RUNNING"));
            pod.insert(QStringLiteral("ssh"),
                       QJsonObject{{QStringLiteral("proxy"), QJsonValue()}, {QStringLiteral("direct"), direct}});
            return Response::json(200, pod);
        }
        return problem(409, QStringLiteral("Conflict"),
                       QStringLiteral("action %1 is not valid for a pod in %2").arg(action, status));
    }
    return problem(405, QStringLiteral("Method Not Allowed"), QString());
}

// --- Vast.ai ------------------------------------------------------------------------------------------------------

namespace {

Response vastError(int status, const char* error, const QString& msg)
{
    return Response::json(status, QJsonObject{{QStringLiteral("success"), false},
                                              {QStringLiteral("error"), QLatin1String(error)},
                                              {QStringLiteral("msg"), msg}});
}

} // namespace

VastDouble::VastDouble() = default;

Response VastDouble::handle(const Request& r)
{
    if (!authorized(r))
        return vastError(401, "auth_error", QStringLiteral("Invalid user key"));
    const QString path = r.path.mid(QStringLiteral("/api/v0").size());
    const QJsonArray asks =
        fixture(QStringLiteral("vast-bundles.json")).toObject().value(QStringLiteral("offers")).toArray();
    if (r.method == "POST" && path == QLatin1String("/bundles/"))
        return Response::json(200, fixture(QStringLiteral("vast-bundles.json")));
    static const QRegularExpression askPath(QStringLiteral("^/asks/(\\d+)/$"));
    if (const QRegularExpressionMatch m = askPath.match(path); m.hasMatch() && r.method == "PUT") {
        QJsonObject ask;
        for (const QJsonValue& a : asks)
            if (QString::number(a.toObject().value(QStringLiteral("id")).toInteger()) == m.captured(1))
                ask = a.toObject();
        if (ask.isEmpty())
            return vastError(
                410, "no_such_ask",
                QStringLiteral("error 410/3907: no_such_ask Instance type by id %1 is no longer available.")
                    .arg(m.captured(1)));
        const QJsonObject body = r.json().toObject();
        if (body.value(QStringLiteral("image")).toString().isEmpty())
            return vastError(400, "invalid_args", QStringLiteral("image is required"));
        const QString id = QString::number(7835600 + m_nextId++);
        m_instances.insert(id, QJsonObject{{QStringLiteral("id"), id.toLongLong()},
                                           {QStringLiteral("label"), body.value(QStringLiteral("label"))},
                                           {QStringLiteral("actual_status"), QJsonValue()},
                                           {QStringLiteral("intended_status"), QStringLiteral("running")},
                                           {QStringLiteral("gpu_name"), ask.value(QStringLiteral("gpu_name"))},
                                           {QStringLiteral("num_gpus"), ask.value(QStringLiteral("num_gpus"))},
                                           {QStringLiteral("dph_total"), ask.value(QStringLiteral("dph_total"))},
                                           {QStringLiteral("ssh_host"), QJsonValue()},
                                           {QStringLiteral("ssh_port"), QJsonValue()}});
        return Response::json(200, QJsonObject{{QStringLiteral("success"), true},
                                               {QStringLiteral("new_contract"), id.toLongLong()},
                                               {QStringLiteral("instance_api_key"), QStringLiteral("d15a-not-a-key")}});
    }
    if (r.method == "GET" && path == QLatin1String("/instances/")) {
        QJsonArray all;
        for (const QJsonObject& i : std::as_const(m_instances))
            all.append(i);
        return Response::json(
            200, QJsonObject{{QStringLiteral("instances_found"), all.size()}, {QStringLiteral("instances"), all}});
    }
    static const QRegularExpression sshPath(QStringLiteral("^/instances/(\\d+)/ssh/$"));
    if (const QRegularExpressionMatch m = sshPath.match(path); m.hasMatch() && r.method == "POST") {
        if (!m_instances.contains(m.captured(1)))
            return vastError(404, "no_such_instance", QStringLiteral("Instance not found"));
        const QString key = r.json().toObject().value(QStringLiteral("ssh_key")).toString();
        if (!key.startsWith(QLatin1String("ssh-")))
            return vastError(400, "invalid_args", QStringLiteral("ssh_key must be an OpenSSH public key"));
        m_instances[m.captured(1)].insert(QStringLiteral("attached_key"), key);
        return Response::json(200, QJsonObject{{QStringLiteral("success"), true}});
    }
    static const QRegularExpression instancePath(QStringLiteral("^/instances/(\\d+)/$"));
    const QRegularExpressionMatch m = instancePath.match(path);
    if (!m.hasMatch())
        return vastError(404, "not_found", QStringLiteral("no such route"));
    const QString id = m.captured(1);
    if (!m_instances.contains(id)) {
        if (r.method == "GET")
            return Response::json(200, QJsonObject{{QStringLiteral("instances"), QJsonValue()}});
        return vastError(404, "no_such_instance", QStringLiteral("Instance not found"));
    }
    QJsonObject& i = m_instances[id];
    if (r.method == "GET") {
        if (i.value(QStringLiteral("actual_status")).isNull() && booted(id)) {
            i.insert(QStringLiteral("actual_status"), QStringLiteral("running"));
            i.insert(QStringLiteral("ssh_host"), m_sshHost);
            i.insert(QStringLiteral("ssh_port"), m_sshPort);
        }
        return Response::json(200, QJsonObject{{QStringLiteral("instances"), i}});
    }
    if (r.method == "PUT") {
        const QString state = r.json().toObject().value(QStringLiteral("state")).toString();
        if (state != QLatin1String("stopped") && state != QLatin1String("running"))
            return vastError(400, "invalid_args", QStringLiteral("state must be running or stopped"));
        i.insert(QStringLiteral("intended_status"), state);
        i.insert(QStringLiteral("actual_status"),
                 state == QLatin1String("stopped") ? QStringLiteral("stopped") : QStringLiteral("running"));
        return Response::json(200, QJsonObject{{QStringLiteral("success"), true}});
    }
    if (r.method == "DELETE") {
        m_instances.remove(id);
        return Response::json(200, QJsonObject{{QStringLiteral("success"), true},
                                               {QStringLiteral("msg"), QStringLiteral("destroying instance")}});
    }
    return vastError(405, "not_allowed", QString());
}

// --- AutoDL -------------------------------------------------------------------------------------------------------

namespace {

Response autodl(const QJsonValue& data)
{
    return Response::json(200, QJsonObject{{QStringLiteral("code"), QStringLiteral("Success")},
                                           {QStringLiteral("data"), data},
                                           {QStringLiteral("msg"), QString()},
                                           {QStringLiteral("request_id"), QStringLiteral("983edb8c")}});
}

Response autodlError(const char* code, const QString& msg)
{
    return Response::json(200, QJsonObject{{QStringLiteral("code"), QLatin1String(code)},
                                           {QStringLiteral("data"), QJsonValue()},
                                           {QStringLiteral("msg"), msg},
                                           {QStringLiteral("request_id"), QStringLiteral("983edb8c")}});
}

} // namespace

AutoDlDouble::AutoDlDouble()
{
    m_authScheme.clear();
}

Response AutoDlDouble::handle(const Request& r)
{
    if (!authorized(r))
        return autodlError("AuthorizeFailed", QStringLiteral("登陆超时，请重新登录"));
    const QString path = r.path.mid(QStringLiteral("/api/v1/dev").size());
    const QJsonObject body = r.json().toObject();
    if (r.method == "POST" && path == QLatin1String("/machine/region/gpu_stock")) {
        const QString region = body.value(QStringLiteral("region_sign")).toString();
        if (region == QLatin1String("westDC3") || region == QLatin1String("beijingDC2"))
            return Response::json(200, fixture(QStringLiteral("autodl-gpu-stock.json")));
        return autodl(QJsonArray()); // an unknown region has no stock
    }
    if (r.method == "POST" && path == QLatin1String("/instance/pro/create")) {
        static const QStringList specs{QStringLiteral("h800"),  QStringLiteral("5090-p"),  QStringLiteral("pro6000-p"),
                                       QStringLiteral("v-48g"), QStringLiteral("v-32g-p"), QStringLiteral("v-48g-350w"),
                                       QStringLiteral("4090D")};
        const int gpus = body.value(QStringLiteral("req_gpu_amount")).toInt();
        const int expand = body.value(QStringLiteral("expand_system_disk_by_gb")).toInt(-1);
        if (gpus < 1 || gpus > 4 || expand < 0 || expand > 500 ||
            !specs.contains(body.value(QStringLiteral("gpu_spec_uuid")).toString()) ||
            body.value(QStringLiteral("image_uuid")).toString().isEmpty() ||
            !body.value(QStringLiteral("cuda_v_from")).isDouble())
            return autodlError("RequestParameterIsWrong", QStringLiteral("请求参数错误"));
        if (body.value(QStringLiteral("gpu_spec_uuid")) == QLatin1String("h800"))
            return autodlError("InternalError", QStringLiteral("当前算力规格暂无库存, 请修改配置或稍等再试"));
        const QString id = QStringLiteral("pro-76419909953") + nextId();
        m_instances.insert(id,
                           QJsonObject{{QStringLiteral("uuid"), id},
                                       {QStringLiteral("name"), body.value(QStringLiteral("instance_name"))},
                                       {QStringLiteral("status"), QStringLiteral("creating")},
                                       {QStringLiteral("sub_status"), QString()},
                                       {QStringLiteral("charge_type"), QStringLiteral("payg")},
                                       {QStringLiteral("req_gpu_amount"), gpus},
                                       {QStringLiteral("gpu_spec_uuid"), body.value(QStringLiteral("gpu_spec_uuid"))},
                                       {QStringLiteral("region_sign"), QStringLiteral("bj-B1")},
                                       {QStringLiteral("region_name"), QStringLiteral("北京B区")}});
        return autodl(id);
    }
    if (r.method == "POST" && path == QLatin1String("/instance/pro/list")) {
        const int page = body.value(QStringLiteral("page_index")).toInt(),
                  size = body.value(QStringLiteral("page_size")).toInt();
        if (page < 1 || size < 1)
            return autodlError("RequestParameterIsWrong", QStringLiteral("请求参数错误"));
        const QList<QJsonObject> all = m_instances.values();
        QJsonArray list;
        for (qsizetype i = (page - 1) * qsizetype(size); i < all.size() && i < page * qsizetype(size); ++i)
            list.append(all.at(i));
        return autodl(QJsonObject{{QStringLiteral("list"), list},
                                  {QStringLiteral("page_index"), page},
                                  {QStringLiteral("page_size"), size},
                                  {QStringLiteral("max_page"), std::max<qsizetype>(1, (all.size() + size - 1) / size)},
                                  {QStringLiteral("result_total"), all.size()}});
    }
    // status and snapshot: GET with the instance in the query; the live API refuses a body on a GET.
    QString id = QUrlQuery(r.query).queryItemValue(QStringLiteral("instance_uuid"));
    if (r.method == "GET") {
        if (!r.body.isEmpty() || id.isEmpty())
            return autodlError("RequestParameterIsWrong", QStringLiteral("请求参数错误"));
    } else {
        id = body.value(QStringLiteral("instance_uuid")).toString();
    }
    if (!m_instances.contains(id))
        return autodlError("RecordNotFoundError", QStringLiteral("未查询到相关实例"));
    QJsonObject& i = m_instances[id];
    const QString status = i.value(QStringLiteral("status")).toString();
    if (r.method == "GET" && path == QLatin1String("/instance/pro/status")) {
        const QJsonObject before = i;
        if (i.take(QStringLiteral("power_on_ordered")).toBool())
            i.insert(QStringLiteral("status"), QStringLiteral("starting")); // this read still says shutdown
        else if ((status == QLatin1String("creating") || status == QLatin1String("starting")) && booted(id))
            i.insert(QStringLiteral("status"), QStringLiteral("running"));
        else if (status == QLatin1String("shutting_down") && ++m_polls[id] > m_shutdownPolls)
            i.insert(QStringLiteral("status"), QStringLiteral("shutdown"));
        return autodl(before.value(QStringLiteral("status")) == QLatin1String("shutdown")
                          ? before.value(QStringLiteral("status"))
                          : i.value(QStringLiteral("status")));
    }
    if (r.method == "GET" && path == QLatin1String("/instance/pro/snapshot")) {
        const int gpus = i.value(QStringLiteral("req_gpu_amount")).toInt();
        const bool running = status == QLatin1String("running");
        return autodl(QJsonObject{
            {QStringLiteral("region_sign"), QStringLiteral("bj-B1")},
            {QStringLiteral("payg_price"), running ? 2930 * gpus : 0}, // thousandths of a yuan an hour
            {QStringLiteral("origin_pay_price"), running ? 3030 * gpus : 0},
            {QStringLiteral("snapshot_gpu_alias_name"), QStringLiteral("NVIDIA GeForce RTX 5090")},
            {QStringLiteral("ssh_command"),
             running ? QStringLiteral("ssh -p %1 root@%2").arg(m_sshPort).arg(m_sshHost) : QString()},
            {QStringLiteral("proxy_host"), running ? m_sshHost : QString()},
            {QStringLiteral("ssh_port"), m_sshPort},
            {QStringLiteral("root_password"),
             m_powerOns == 0 ? QLatin1String(kFirstPassword) : QStringLiteral("pw-after-power-on-%1").arg(m_powerOns)},
        });
    }
    if (r.method == "POST" && path == QLatin1String("/instance/pro/power_off")) {
        if (status != QLatin1String("running") && status != QLatin1String("starting"))
            return autodlError("InternalError", QStringLiteral("实例当前状态不支持关机"));
        i.insert(QStringLiteral("status"), QStringLiteral("shutting_down"));
        m_polls[id] = 0;
        return autodl(QJsonValue());
    }
    if (r.method == "POST" && path == QLatin1String("/instance/pro/power_on")) {
        if (body.value(QStringLiteral("payload")) != QLatin1String("gpu"))
            return autodlError("ServerError", QStringLiteral("不支持的启动模式"));
        if (status != QLatin1String("shutdown"))
            return autodlError("InternalError", QStringLiteral("实例当前状态不支持开机"));
        // The order is taken, but the status says shutdown for one more read.
        i.insert(QStringLiteral("power_on_ordered"), true);
        m_polls[id] = 0;
        ++m_powerOns;
        return autodl(
            QJsonObject{{QStringLiteral("description"), QStringLiteral("开机指令已下发，请稍后关注实例最新状态")}});
    }
    if (r.method == "POST" && path == QLatin1String("/instance/pro/release")) {
        if (status != QLatin1String("shutdown") || i.value(QStringLiteral("power_on_ordered")).toBool()) {
            ++m_releasesRefused;
            return autodlError("InternalError", QStringLiteral("在释放实例前请先关机实例"));
        }
        m_instances.remove(id);
        return autodl(QJsonValue());
    }
    return autodlError("RequestParameterIsWrong", QStringLiteral("no such route"));
}

// --- Paperspace ---------------------------------------------------------------------------------------------------

namespace {

Response paperspaceError(int status, const char* code, const QString& message)
{
    return Response::json(
        status, QJsonObject{{QStringLiteral("code"), QLatin1String(code)}, {QStringLiteral("message"), message}});
}

QJsonObject machineEvent(const char* name, const QString& machineId)
{
    return QJsonObject{{QStringLiteral("id"), QString(QStringLiteral("ev-") + machineId)},
                       {QStringLiteral("name"), QLatin1String(name)},
                       {QStringLiteral("state"), QStringLiteral("new")},
                       {QStringLiteral("machineId"), machineId},
                       {QStringLiteral("error"), QJsonValue()}};
}

} // namespace

PaperspaceDouble::PaperspaceDouble() = default;

Response PaperspaceDouble::handle(const Request& r)
{
    if (!authorized(r))
        return paperspaceError(401, "UNAUTHORIZED", QStringLiteral("Invalid API key"));
    const QString path = r.path.mid(QStringLiteral("/v1").size());
    const QUrlQuery query(r.query);
    if (r.method == "GET" && path == QLatin1String("/machine-availability")) {
        const QString type = query.queryItemValue(QStringLiteral("machineType"));
        const QString region = query.queryItemValue(QStringLiteral("region"));
        if (type.isEmpty() || region.isEmpty())
            return paperspaceError(400, "BAD_REQUEST", QStringLiteral("machineType and region are required"));
        // No H100 is to be had; an A6000 only on the west coast.
        const bool available =
            type != QLatin1String("H100") && (type != QLatin1String("A6000") || region == QLatin1String("ca1"));
        return Response::json(200, QJsonObject{{QStringLiteral("available"), available}});
    }
    if (r.method == "GET" && path == QLatin1String("/startup-scripts")) {
        QJsonArray items;
        for (const QJsonValue& s : std::as_const(m_scripts))
            if (!query.hasQueryItem(QStringLiteral("name")) ||
                s.toObject().value(QStringLiteral("name")).toString() == query.queryItemValue(QStringLiteral("name")))
                items.append(s);
        return Response::json(200, QJsonObject{{QStringLiteral("hasMore"), false},
                                               {QStringLiteral("items"), items},
                                               {QStringLiteral("nextPage"), QJsonValue()}});
    }
    const QJsonObject body = r.json().toObject();
    if (r.method == "POST" && path == QLatin1String("/startup-scripts")) {
        if (body.value(QStringLiteral("name")).toString().isEmpty() ||
            body.value(QStringLiteral("script")).toString().isEmpty())
            return paperspaceError(400, "BAD_REQUEST", QStringLiteral("name and script are required"));
        QJsonObject script = body;
        script.insert(QStringLiteral("id"), QString(QStringLiteral("scr") + nextId()));
        script.insert(QStringLiteral("assignedMachineIds"), QJsonArray());
        m_scripts.append(script);
        return Response::json(200, script);
    }
    if (r.method == "POST" && path == QLatin1String("/machines")) {
        for (const char* required : {"name", "machineType", "templateId", "region"})
            if (body.value(QLatin1String(required)).toString().isEmpty())
                return paperspaceError(400, "BAD_REQUEST",
                                       QStringLiteral("%1 is required").arg(QLatin1String(required)));
        if (body.value(QStringLiteral("diskSize")).toInt() <= 0)
            return paperspaceError(400, "BAD_REQUEST", QStringLiteral("diskSize is required"));
        const QString id = QStringLiteral("psq8ur") + nextId();
        const QJsonObject machine{{QStringLiteral("id"), id},
                                  {QStringLiteral("name"), body.value(QStringLiteral("name"))},
                                  {QStringLiteral("state"), QStringLiteral("provisioning")},
                                  {QStringLiteral("machineType"), body.value(QStringLiteral("machineType"))},
                                  {QStringLiteral("region"), QStringLiteral("East Coast (NY2)")},
                                  {QStringLiteral("publicIp"), QJsonValue()},
                                  {QStringLiteral("publicIpType"), body.value(QStringLiteral("publicIpType"))},
                                  {QStringLiteral("startupScriptId"), body.value(QStringLiteral("startupScriptId"))},
                                  {QStringLiteral("templateId"), body.value(QStringLiteral("templateId"))},
                                  {QStringLiteral("diskSize"), body.value(QStringLiteral("diskSize"))}};
        m_instances.insert(id, machine);
        return Response::json(
            200, QJsonObject{{QStringLiteral("data"), machine}, {QStringLiteral("event"), machineEvent("create", id)}});
    }
    if (r.method == "GET" && path == QLatin1String("/machines")) {
        const int limit = query.queryItemValue(QStringLiteral("limit")).toInt();
        const int after = query.queryItemValue(QStringLiteral("after")).toInt();
        const QList<QJsonObject> all = m_instances.values();
        QJsonArray items;
        for (int i = after; i < all.size() && items.size() < std::max(1, limit); ++i)
            items.append(all.at(i));
        const int next = after + static_cast<int>(items.size());
        return Response::json(200, QJsonObject{{QStringLiteral("hasMore"), next < all.size()},
                                               {QStringLiteral("items"), items},
                                               {QStringLiteral("nextPage"),
                                                next < all.size() ? QJsonValue(QString::number(next)) : QJsonValue()}});
    }
    static const QRegularExpression machinePath(QStringLiteral("^/machines/([A-Za-z0-9]+)(/start|/stop)?$"));
    const QRegularExpressionMatch m = machinePath.match(path);
    if (!m.hasMatch())
        return paperspaceError(404, "NOT_FOUND", QStringLiteral("no such route"));
    const QString id = m.captured(1);
    if (!m_instances.contains(id))
        return paperspaceError(404, "NOT_FOUND", QStringLiteral("Machine not found"));
    QJsonObject& machine = m_instances[id];
    const QString state = machine.value(QStringLiteral("state")).toString();
    if (r.method == "GET" && m.captured(2).isEmpty()) {
        if ((state == QLatin1String("provisioning") || state == QLatin1String("starting")) && booted(id)) {
            machine.insert(QStringLiteral("state"), QStringLiteral("ready"));
            machine.insert(QStringLiteral("publicIp"), m_sshHost);
        }
        return Response::json(200, machine);
    }
    if (r.method == "PATCH" && !m.captured(2).isEmpty()) {
        // The official CLI sends "{}": these PATCHes want a JSON body.
        if (!r.json().isObject())
            return paperspaceError(400, "BAD_REQUEST", QStringLiteral("Invalid JSON body"));
        if (m.captured(2) == QLatin1String("/stop")) {
            machine.insert(QStringLiteral("state"), QStringLiteral("off"));
            machine.insert(QStringLiteral("publicIp"), QJsonValue()); // a dynamic address goes with the power
        } else {
            if (state == QLatin1String("starting"))
                return paperspaceError(400, "BAD_REQUEST", QStringLiteral("This machine is currently starting."));
            machine.insert(QStringLiteral("state"), QStringLiteral("starting"));
            m_polls[id] = 0;
        }
        return Response::json(
            200, QJsonObject{{QStringLiteral("data"), machine}, {QStringLiteral("event"), machineEvent("start", id)}});
    }
    if (r.method == "DELETE" && m.captured(2).isEmpty()) {
        const QJsonObject gone = m_instances.take(id);
        return Response::json(
            200, QJsonObject{{QStringLiteral("data"), gone}, {QStringLiteral("event"), machineEvent("delete", id)}});
    }
    return paperspaceError(405, "METHOD_NOT_SUPPORTED", QString());
}
