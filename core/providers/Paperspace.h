#pragma once

#include "core/providers/CloudProvider.h"

namespace gp {

// Paperspace's public API v1 (https://docs.digitalocean.com/reference/paperspace/api-reference/; the Core API at
// api.paperspace.io was retired on 2024-07-15): machines (VMs) made from an OS template, started, stopped, deleted.
// The API has no price list and no list of machine types, only whether a type is available in a region: offers are
// the catalog's Paperspace offers (machine type, GPU, count, price), asked for availability. It takes no SSH key
// either: a run-once startup script, named after the key, appends it to the `paperspace` user's authorized_keys. A
// machine that is off bills no usage but still bills its storage. Its rate is not read: the API's usageRate has no
// documented unit.
class Paperspace final : public CloudProvider
{
    Q_DECLARE_TR_FUNCTIONS(gp::Paperspace)

public:
    Paperspace(const QString& name, const QByteArray& token, const ProviderEndpoint& endpoint);
    static const ProviderApiInfo& apiInfo();
    const ProviderApiInfo& info() const override { return apiInfo(); }

    Result<QList<LiveOffer>> offers() override;
    Result<CloudInstance> instance(const QString& id) override;
    Result<QList<CloudInstance>> instances() override;
    Status stop(const QString& id) override;
    Status start(const QString& id) override;
    Status release(const QString& id) override;
    ApiRequest actionRequest(ProviderAction action, const QString& id) const override;

    // The ML-in-a-Box template (Ubuntu 22.04, CUDA, PyTorch) for a machine type, as SkyPilot maps them; IDs rotate,
    // so LaunchRequest::image can name another.
    static QString templateFor(const QString& machineType);
    // The disk sizes the API lists; a launch asks for the smallest that holds LaunchRequest::diskGb.
    static int diskSizeFor(int gb);

protected:
    Result<CloudInstance> submitCreate(const LaunchRequest& request) override;

private:
    CloudInstance fromJson(const QJsonObject& o) const;
    Result<QString> keyScript(const QByteArray& publicKey);
    Status action(ProviderAction action, const QString& id);
};

} // namespace gp
