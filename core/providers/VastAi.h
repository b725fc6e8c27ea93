#pragma once

#include "core/providers/CloudProvider.h"

namespace gp {

// Vast.ai's marketplace API (https://docs.vast.ai/api-reference, https://console.vast.ai/api/v0): offers are hosts'
// asks, each with its own price; an instance is a contract on one ask. A stopped instance keeps billing its disk
// storage; destroying it ends every charge.
class VastAi final : public CloudProvider
{
    Q_DECLARE_TR_FUNCTIONS(gp::VastAi)

public:
    VastAi(const QString& name, const QByteArray& token, const ProviderEndpoint& endpoint);
    static const ProviderApiInfo& apiInfo();
    const ProviderApiInfo& info() const override { return apiInfo(); }

    // The cheapest rentable, verified asks (kOfferLimit of them), by price per hour.
    Result<QList<LiveOffer>> offers() override;
    Result<CloudInstance> instance(const QString& id) override;
    Result<QList<CloudInstance>> instances() override;
    Status stop(const QString& id) override;
    Status start(const QString& id) override;
    Status release(const QString& id) override;
    ApiRequest actionRequest(ProviderAction action, const QString& id) const override;

    static constexpr int kOfferLimit = 200;
    static constexpr int kQuotedDiskGb = 50; // LaunchRequest::diskGb's default
    static constexpr char kDefaultImage[] = "pytorch/pytorch:2.4.0-cuda12.4-cudnn9-devel";

protected:
    Result<CloudInstance> submitCreate(const LaunchRequest& request) override;

private:
    CloudInstance fromJson(const QJsonObject& o) const;
    Status setState(const QString& id, ProviderAction action);
};

} // namespace gp
