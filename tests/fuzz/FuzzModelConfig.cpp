// config.json (Hugging Face model configs): parsed, and when accepted, counted and estimated without overflow.
#include "core/estimator/MemoryEstimator.h"
#include "core/estimator/ModelConfigParser.h"
#include "tests/fuzz/FuzzSupport.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QJsonDocument doc = QJsonDocument::fromJson(gp::fuzz::bytes(data, size));
    const auto model = gp::ModelConfigParser::parse(doc.object(), QStringLiteral("fuzz.json"));
    if (!model.ok())
        return 0;
    for (const gp::Task task : {gp::Task::Inference, gp::Task::Lora, gp::Task::Full}) {
        gp::Need need;
        need.task = task;
        const auto e = gp::MemoryEstimator::estimate(*model, need, true);
        if (e.ok())
            gp::fuzz::require(std::isfinite(e->total()) && e->total() >= 0, "an accepted estimate is finite");
    }
    return 0;
}
