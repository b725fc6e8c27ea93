#pragma once

#include "core/providers/CloudProvider.h"

namespace gp {

// One kind of AutoDL 容器实例 Pro: what its create takes as gpu_spec_uuid, and how AutoDL names it elsewhere.
struct AutoDlSpec
{
    const char* uuid;      // gpu_spec_uuid, e.g. "pro6000-p"
    const char* gpuName;   // as AutoDL's price list shows it
    const char* stockName; // as its GPU stock answer names it
    double vramGb;
    const char* gpuId; // the GPU catalog's id; "" where the catalog has no such card (a 4090 with 48 GB)
    int cudaFrom;      // cuda_v_from: the lowest host CUDA (major × 10 + minor) the scheduler may pick
};

// AutoDL's developer API for 容器实例 Pro (https://www.autodl.com/docs/instance_pro_api/; the token goes in the
// Authorization header as it is, without "Bearer"). Every answer is HTTP 200 with {"code": "Success", "data", "msg"}
// or another code and the reason in msg. The API has no price list: offers are the Pro specs whose GPU the catalog
// prices, available where AutoDL's GPU stock shows idle cards in a region Pro instances are made in; the rate an
// instance is actually charged (payg_price, in thousandths of a yuan an hour) comes from its snapshot. Instances sign
// in as root with a password AutoDL sets, which may change at each power-on.
class AutoDl final : public CloudProvider
{
    Q_DECLARE_TR_FUNCTIONS(gp::AutoDl)

public:
    AutoDl(const QString& name, const QByteArray& token, const ProviderEndpoint& endpoint);
    static const ProviderApiInfo& apiInfo();
    const ProviderApiInfo& info() const override { return apiInfo(); }
    // The documented Pro specs (the API reference's appendix, and RTX 4090D, which the live API takes too).
    static const QList<AutoDlSpec>& specs();
    static const AutoDlSpec* spec(const QString& uuid);

    Result<QList<LiveOffer>> offers() override;
    Result<CloudInstance> instance(const QString& id) override;
    Result<QList<CloudInstance>> instances() override;
    Status stop(const QString& id) override;
    Status start(const QString& id) override;
    // Powers the instance off, waits until it is shut down (AutoDL refuses to release a running one), then releases.
    Status release(const QString& id) override;
    ApiRequest actionRequest(ProviderAction action, const QString& id) const override;

    // PyTorch 2.0, CUDA 11.8, Ubuntu 20.04: AutoDL's public base image that Pro instances are known to start from.
    static constexpr char kDefaultImage[] = "base-image-l2t43iu6uk";
    static constexpr int kSystemDiskGb =
        30; // what a Pro instance comes with; LaunchRequest::diskGb beyond it is asked for
    static constexpr int kMaxGpus = 4;
    static constexpr int kShutdownWaitMs = 10 * 60 * 1000;
    static constexpr int kPowerOffAgainMs = 60 * 1000;

protected:
    Result<CloudInstance> submitCreate(const LaunchRequest& request) override;

private:
    // The call, with AutoDL's envelope opened: its data on "Success", else the code translated into an error.
    Result<QJsonValue> call(const ApiRequest& request, const QString& what);
    Result<QString> status(const QString& id);
};

} // namespace gp
