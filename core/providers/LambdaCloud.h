#pragma once

#include "core/providers/CloudProvider.h"

namespace gp {

// Lambda Cloud's public API v1 (https://docs.lambda.ai/api/cloud): instance types with prices and the regions that
// have capacity, launch, terminate. Instances cannot be stopped, only terminated; they are billed by the minute until
// then. SSH keys are named in the account: the user's public key is added once under a name derived from it.
class LambdaCloud final : public CloudProvider
{
    Q_DECLARE_TR_FUNCTIONS(gp::LambdaCloud)

public:
    LambdaCloud(const QString& name, const QByteArray& token, const ProviderEndpoint& endpoint);
    static const ProviderApiInfo& apiInfo();
    const ProviderApiInfo& info() const override { return apiInfo(); }

    Result<QList<LiveOffer>> offers() override;
    Result<CloudInstance> instance(const QString& id) override;
    Result<QList<CloudInstance>> instances() override;
    Status release(const QString& id) override;
    ApiRequest actionRequest(ProviderAction action, const QString& id) const override;

    static QString keyNameFor(const QByteArray& publicKey); // "gpuplanner-" and 12 hex digits of its SHA-256

protected:
    Result<CloudInstance> submitCreate(const LaunchRequest& request) override;

private:
    Result<QString> sshKeyName(const QByteArray& publicKey);
    CloudInstance fromJson(const QJsonObject& o) const;
};

} // namespace gp
