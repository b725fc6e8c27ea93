#include "core/estimator/ModelConfigParser.h"
#include "core/estimator/ModelCatalog.h"
#include "support/TestEnvironment.h"
#include "support/TestPaths.h"

#include <gtest/gtest.h>

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

using namespace gp;

namespace {

QString fixture(const char* name)
{
    return gp::test::sourcePath("tests/data/configs/") + QString::fromLatin1(name);
}

QJsonObject fixtureObject(const char* name)
{
    QFile f(fixture(name));
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << name;
    return QJsonDocument::fromJson(f.readAll()).object();
}

} // namespace

// The verbatim config.json files of real models parse to the same architecture as the catalog entries.
TEST(ModelConfigParser, RealConfigsOfEveryFamily)
{
    struct Case
    {
        const char* file;
        const char* catalogId;
    };
    for (const Case& c : {Case{"llama-2-7b.json", "llama-2-7b"}, Case{"qwen2-7b.json", "qwen2-7b"},
                          Case{"mixtral-8x7b.json", "mixtral-8x7b"}, Case{"gemma-2-9b.json", "gemma-2-9b"},
                          Case{"phi-3-mini.json", "phi-3-mini"}, Case{"chatglm3-6b.json", "chatglm3-6b"},
                          Case{"baichuan2-7b.json", "baichuan2-7b"},
                          Case{"qwen1.5-moe-a2.7b.json", "qwen1.5-moe-a2.7b"}, Case{"chatglm-6b.json", "chatglm-6b"},
                          Case{"chatglm2-6b.json", "chatglm2-6b"}, Case{"glm-4-9b-chat.json", "glm-4-9b-chat"}}) {
        const Result<ModelArchitecture> parsed = ModelConfigParser::parseFile(fixture(c.file));
        ASSERT_TRUE(parsed.ok()) << c.file << ": " << parsed.error().message.toStdString();
        EXPECT_FALSE(parsed->bestEffort) << c.file;
        const ModelArchitecture expected = *ModelCatalog::builtIn().find(QString::fromLatin1(c.catalogId));
        EXPECT_EQ(countParameters(*parsed).total(), countParameters(expected).total()) << c.file;
        EXPECT_EQ(kvCacheBytesPerToken(*parsed, 2), kvCacheBytesPerToken(expected, 2)) << c.file;
    }
}

TEST(ModelConfigParser, FamilyDefaultsThatConfigsLeaveOut)
{
    const ModelArchitecture qwen = *ModelConfigParser::parseFile(fixture("qwen2-7b.json"));
    EXPECT_TRUE(qwen.qkvBias); // no attention_bias key, but Qwen2 has q/k/v biases
    EXPECT_FALSE(qwen.outputProjBias);
    const ModelArchitecture gemma2 = *ModelConfigParser::parseFile(fixture("gemma-2-9b.json"));
    EXPECT_EQ(gemma2.normsPerLayer, 4);
    EXPECT_EQ(gemma2.headDim, 256);
    EXPECT_TRUE(gemma2.tiedEmbeddings);
    const ModelArchitecture glm = *ModelConfigParser::parseFile(fixture("chatglm3-6b.json"));
    EXPECT_EQ(glm.numKvHeads, 2);
    EXPECT_EQ(glm.vocabSize, 65024);
    EXPECT_EQ(glm.maxContext, 8192);
    // The first ChatGLM: no padded vocabulary or query groups, a GELU MLP, LayerNorm with bias, a tied head.
    const ModelArchitecture glm1 = *ModelConfigParser::parseFile(fixture("chatglm-6b.json"));
    EXPECT_EQ(glm1.numKvHeads, 32);
    EXPECT_EQ(glm1.intermediateSize, 16384);
    EXPECT_FALSE(glm1.gatedMlp);
    EXPECT_TRUE(glm1.layerNormWithBias);
    EXPECT_TRUE(glm1.tiedEmbeddings);
    EXPECT_EQ(glm1.maxContext, 2048);
    const ModelArchitecture glm4 = *ModelConfigParser::parseFile(fixture("glm-4-9b-chat.json"));
    EXPECT_EQ(glm4.numLayers, 40);
    EXPECT_EQ(glm4.vocabSize, 151552);
    EXPECT_EQ(glm4.maxContext, 131072);
    const ModelArchitecture mixtral = *ModelConfigParser::parseFile(fixture("mixtral-8x7b.json"));
    EXPECT_EQ(mixtral.numExperts, 8);
    EXPECT_EQ(mixtral.expertsPerToken, 2);
}

TEST(ModelConfigParser, UnknownFamilyWithStandardFieldsIsBestEffort)
{
    QJsonObject config = fixtureObject("llama-2-7b.json");
    config.insert(QStringLiteral("model_type"), QStringLiteral("internlm2-like"));
    const Result<ModelArchitecture> parsed = ModelConfigParser::parse(config, QStringLiteral("config.json"));
    ASSERT_TRUE(parsed.ok());
    EXPECT_TRUE(parsed->bestEffort);
    EXPECT_EQ(countParameters(*parsed).total(), 6738415616); // tie_word_embeddings is explicit in the file
}

TEST(ModelConfigParser, ErrorsNameTheFieldAndTheProblem)
{
    QJsonObject missing = fixtureObject("llama-2-7b.json");
    missing.remove(QStringLiteral("num_attention_heads"));
    Result<ModelArchitecture> r = ModelConfigParser::parse(missing, QStringLiteral("config.json"));
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, QStringLiteral("config.missing_field"));
    EXPECT_TRUE(r.error().message.contains(QStringLiteral("num_attention_heads"))) << r.error().message.toStdString();
    EXPECT_TRUE(r.error().message.contains(QStringLiteral("config.json")));

    QJsonObject wrongType = fixtureObject("llama-2-7b.json");
    wrongType.insert(QStringLiteral("hidden_size"), QStringLiteral("4096"));
    r = ModelConfigParser::parse(wrongType, QStringLiteral("config.json"));
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, QStringLiteral("config.wrong_value"));
    EXPECT_TRUE(r.error().message.contains(QStringLiteral("hidden_size")));
    EXPECT_TRUE(r.error().message.contains(QStringLiteral("\"4096\""))) << r.error().message.toStdString();

    QJsonObject negative = fixtureObject("llama-2-7b.json");
    negative.insert(QStringLiteral("num_hidden_layers"), -2);
    EXPECT_FALSE(ModelConfigParser::parse(negative, QStringLiteral("c.json")).ok());

    QJsonObject groups = fixtureObject("llama-2-7b.json");
    groups.insert(QStringLiteral("num_key_value_heads"), 5);
    r = ModelConfigParser::parse(groups, QStringLiteral("c.json"));
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, QStringLiteral("config.inconsistent"));

    // Shapes that cannot exist are refused with the fields named, never counted into a negative number.
    QJsonObject huge = fixtureObject("llama-2-7b.json");
    huge.insert(QStringLiteral("num_hidden_layers"), 1e12);
    r = ModelConfigParser::parse(huge, QStringLiteral("c.json"));
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, QStringLiteral("config.implausible"));
    EXPECT_TRUE(r.error().message.contains(QStringLiteral("num_hidden_layers")));
    // Found by fuzz_model_config: an explicit head_dim with billions of heads, whose attention alone overflows.
    QJsonObject heads = fixtureObject("gemma-2-9b.json");
    heads.insert(QStringLiteral("num_attention_heads"), 33555555555.0);
    heads.insert(QStringLiteral("num_key_value_heads"), 33555555555.0);
    r = ModelConfigParser::parse(heads, QStringLiteral("c.json"));
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, QStringLiteral("config.implausible"));

    QJsonObject oddHeads = fixtureObject("llama-2-7b.json"); // 4096 ÷ 30 leaves a remainder; no head_dim given
    oddHeads.insert(QStringLiteral("num_attention_heads"), 30);
    oddHeads.insert(QStringLiteral("num_key_value_heads"), 30);
    r = ModelConfigParser::parse(oddHeads, QStringLiteral("c.json"));
    ASSERT_FALSE(r.ok());
    EXPECT_TRUE(r.error().message.contains(QStringLiteral("num_attention_heads"))) << r.error().message.toStdString();
    oddHeads.insert(QStringLiteral("head_dim"), 128); // with the head size stated it is a valid (if unusual) shape
    EXPECT_TRUE(ModelConfigParser::parse(oddHeads, QStringLiteral("c.json")).ok());

    QJsonObject experts = fixtureObject("mixtral-8x7b.json");
    experts.insert(QStringLiteral("num_experts_per_tok"), 9);
    r = ModelConfigParser::parse(experts, QStringLiteral("c.json"));
    ASSERT_FALSE(r.ok());
    EXPECT_TRUE(r.error().message.contains(QStringLiteral("num_experts_per_tok"))) << r.error().message.toStdString();

    QJsonObject tie = fixtureObject("llama-2-7b.json");
    tie.insert(QStringLiteral("tie_word_embeddings"), QStringLiteral("yes"));
    r = ModelConfigParser::parse(tie, QStringLiteral("c.json"));
    ASSERT_FALSE(r.ok());
    EXPECT_TRUE(r.error().message.contains(QStringLiteral("tie_word_embeddings")));
}

TEST(ModelConfigParser, UnreadableAndMalformedFiles)
{
    test::TempDir dir;
    Result<ModelArchitecture> r = ModelConfigParser::parseFile(dir.filePath(QStringLiteral("absent.json")));
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, QStringLiteral("config.unreadable"));

    QFile truncated(dir.filePath(QStringLiteral("truncated.json")));
    ASSERT_TRUE(truncated.open(QIODevice::WriteOnly));
    truncated.write("{\"model_type\": \"llama\", \"hidden_size\": 40");
    truncated.close();
    r = ModelConfigParser::parseFile(truncated.fileName());
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, QStringLiteral("config.malformed"));
    EXPECT_TRUE(r.error().message.contains(QStringLiteral("truncated.json")));

    QFile array(dir.filePath(QStringLiteral("array.json")));
    ASSERT_TRUE(array.open(QIODevice::WriteOnly));
    array.write("[1, 2]");
    array.close();
    EXPECT_EQ(ModelConfigParser::parseFile(array.fileName()).error().code, QStringLiteral("config.malformed"));
}
