#pragma once

#include "core/providers/CloudProvider.h"

namespace gp {

// RunPod's REST API v2 (https://api.runpod.io/v2, https://docs.runpod.io/api-reference-v2; v1 was retired on
// 2026-11-15): the GPU catalog with list prices, pods, their state transitions. A stopped pod stops billing its GPU
// but keeps billing its disk; a released (terminated) one bills nothing.
class RunPod final : public CloudProvider
{
    Q_DECLARE_TR_FUNCTIONS(gp::RunPod)

public:
    RunPod(const QString& name, const QByteArray& token, const ProviderEndpoint& endpoint);
    static const ProviderApiInfo& apiInfo();
    const ProviderApiInfo& info() const override { return apiInfo(); }

    // One offer per GPU type and cloud, one GPU each ("secure:NVIDIA A100 80GB PCIe"); LaunchRequest::gpuCount asks
    // for more of them.
    Result<QList<LiveOffer>> offers() override;
    Result<CloudInstance> instance(const QString& id) override;
    Result<QList<CloudInstance>> instances() override;
    Status stop(const QString& id) override;
    Status start(const QString& id) override;
    Status release(const QString& id) override;
    ApiRequest actionRequest(ProviderAction action, const QString& id) const override;

    static constexpr int kContainerDiskGb = 20; // the image and caches; LaunchRequest::diskGb is the /workspace volume
    static constexpr char kDefaultImage[] = "runpod/pytorch:1.0.2-cu1281-torch280-ubuntu2404";

protected:
    Result<CloudInstance> submitCreate(const LaunchRequest& request) override;

private:
    CloudInstance fromJson(const QJsonObject& o) const;
    Status transition(const QString& id, ProviderAction action, CloudInstance::State wanted);
};

} // namespace gp
