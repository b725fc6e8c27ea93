#include "core/estimator/ModelArchitecture.h"
#include "core/estimator/ModelCatalog.h"
#include "core/estimator/ModelConfigParser.h"
#include "core/estimator/Need.h"

#include <gtest/gtest.h>

using namespace gp;

namespace {

ModelArchitecture model(const char* id)
{
    const auto m = ModelCatalog::builtIn().find(QString::fromLatin1(id));
    EXPECT_TRUE(m.has_value()) << id;
    return m.value_or(ModelArchitecture{});
}

} // namespace

// Every catalog model with a published exact total must be reproduced to the parameter: the totals come from the
// vendors' safetensors metadata and model cards (cited per entry in resources/models/models.json).
TEST(ParameterCount, ReproducesEveryPublishedTotalInTheCatalog)
{
    int checked = 0;
    for (const ModelArchitecture& m : ModelCatalog::builtIn().models()) {
        if (!m.publishedParameters)
            continue;
        EXPECT_EQ(countParameters(m).total(), *m.publishedParameters) << m.id.toStdString();
        ++checked;
    }
    EXPECT_GE(checked, 25);
}

// Spelled out for the families, with the published figure in the test so a catalog edit cannot silently change it.
struct Published
{
    const char* id;
    qint64 total;
};

class PublishedTotals : public ::testing::TestWithParam<Published>
{};

TEST_P(PublishedTotals, Exact)
{
    EXPECT_EQ(countParameters(model(GetParam().id)).total(), GetParam().total);
}

INSTANTIATE_TEST_SUITE_P(
    Families,
    PublishedTotals,
    ::testing::Values(Published{"llama-2-7b", 6738415616},         // Meta Llama 2 7B, HF safetensors total
                      Published{"llama-2-70b", 68976648192},       // grouped-query attention, untied head
                      Published{"llama-3-8b", 8030261248},         // 128k vocabulary
                      Published{"llama-3.2-3b", 3212749824},       // tied embeddings
                      Published{"mistral-7b", 7241732096},         // sliding-window attention: no extra weights
                      Published{"mixtral-8x7b", 46702792704},      // 8 experts and routers
                      Published{"qwen2.5-7b", 7615616512},         // q/k/v biases
                      Published{"qwen2.5-0.5b", 494032768},        // tied, q/k/v biases
                      Published{"gemma-2-9b", 9241705984},         // explicit head_dim, four norms per layer
                      Published{"gemma-7b", 8537680896},           // head_dim 256 ≠ hidden/heads
                      Published{"phi-3-mini", 3821079552},         // fused qkv and gate_up projections
                      Published{"chatglm3-6b", 6243584000},        // Megatron field names, multi-query groups
                      Published{"chatglm2-6b", 6243584000},        // index total_size ÷ 2 minus a rotary buffer
                      Published{"chatglm-6b", 6173286400},         // GELU MLP, LayerNorm with bias, tied head
                      Published{"glm-4-9b-chat", 9399951360},      // 40 layers, 151,552 padded vocabulary
                      Published{"qwen1.5-moe-a2.7b", 14315784192}, // shared expert with its gate
                      Published{"yi-34b", 34388917248}),
    [](const ::testing::TestParamInfo<Published>& info) {
        std::string name = info.param.id;
        for (char& c : name)
            if (!isalnum(static_cast<unsigned char>(c)))
                c = '_';
        return name;
    });

// GLM-4-9B has no exact published total: its count must agree with the checkpoint THUDM ships, ten bf16 shards
// listed at 18.83 GB in all (each rounded to 0.01 GB).
TEST(ParameterCount, Glm4AgreesWithItsCheckpointSize)
{
    EXPECT_NEAR(static_cast<double>(countParameters(model("glm-4-9b-chat")).total()) * 2.0, 18.83e9, 0.05e9);
}

TEST(ParameterCount, ActiveParametersOfMixtureOfExperts)
{
    const ParameterCount mixtral = countParameters(model("mixtral-8x7b"));
    // Two of eight experts per token: 12.9 B active of 46.7 B (Mistral AI's announcement: "12.9B active").
    EXPECT_EQ(mixtral.active(), 12879925248);
    EXPECT_EQ(countParameters(model("llama-2-7b")).active(), 6738415616);
}

TEST(KvCache, BytesPerTokenFollowTheKeyValueHeads)
{
    // layers × KV heads × head dim × 2 (K and V) × 2 bytes (bf16)
    EXPECT_EQ(kvCacheBytesPerToken(model("llama-2-7b"), 2), 32 * 32 * 128 * 2 * 2);   // 524,288: full MHA
    EXPECT_EQ(kvCacheBytesPerToken(model("llama-3-8b"), 2), 32 * 8 * 128 * 2 * 2);    // 131,072: GQA 8 groups
    EXPECT_EQ(kvCacheBytesPerToken(model("llama-2-70b"), 2), 80 * 8 * 128 * 2 * 2);   // 327,680
    EXPECT_EQ(kvCacheBytesPerToken(model("qwen2.5-7b"), 2), 28 * 4 * 128 * 2 * 2);    // 57,344
    EXPECT_EQ(kvCacheBytesPerToken(model("gemma-2-9b"), 2), 42 * 8 * 256 * 2 * 2);    // head_dim 256
    EXPECT_EQ(kvCacheBytesPerToken(model("chatglm3-6b"), 2), 28 * 2 * 128 * 2 * 2);   // 2 query groups
    EXPECT_EQ(kvCacheBytesPerToken(model("glm-4-9b-chat"), 2), 40 * 2 * 128 * 2 * 2); // 40,960
    EXPECT_EQ(kvCacheBytesPerToken(model("chatglm-6b"), 2), 28 * 32 * 128 * 2 * 2);   // 458,752: no groups
    EXPECT_EQ(kvCacheBytesPerToken(model("mixtral-8x7b"), 2), 32 * 8 * 128 * 2 * 2);
    EXPECT_EQ(kvCacheBytesPerToken(model("llama-3-8b"), 4), 32 * 8 * 128 * 2 * 4); // fp32 cache
}

TEST(ModelCatalog, CoversThePopularOpenModels)
{
    for (const char* id : {"llama-2-7b",    "llama-2-13b", "llama-2-70b",  "llama-3-8b", "llama-3-70b", "llama-3.1-8b",
                           "llama-3.1-70b", "mistral-7b",  "mixtral-8x7b", "qwen2-0.5b", "qwen2-72b",   "qwen2.5-0.5b",
                           "qwen2.5-72b",   "gemma-2-9b",  "gemma-2-27b",  "phi-3-mini", "chatglm3-6b", "baichuan2-7b",
                           "baichuan2-13b", "yi-6b",       "yi-34b"}) {
        EXPECT_TRUE(ModelCatalog::builtIn().find(QString::fromLatin1(id)).has_value()) << id;
    }
}

TEST(ModelCatalog, BareSizeGivesAnApproximateShapeOfThatSize)
{
    for (const char* size : {"7B", "1.5b", "70e9", "500M", "13000000000"}) {
        const Result<ModelArchitecture> m = ModelCatalog::fromSize(QString::fromLatin1(size));
        ASSERT_TRUE(m.ok()) << size;
        EXPECT_TRUE(m->approximate);
        const double requested = *parseParameterCount(QString::fromLatin1(size));
        EXPECT_NEAR(static_cast<double>(countParameters(*m).total()), requested, requested * 0.01) << size;
    }
    for (const char* bad : {"", "seven", "7", "-7B", "7X", "1e20"}) {
        const Result<ModelArchitecture> m = ModelCatalog::fromSize(QString::fromLatin1(bad));
        ASSERT_FALSE(m.ok()) << bad;
        EXPECT_EQ(m.error().code, QStringLiteral("size.invalid"));
    }
}
