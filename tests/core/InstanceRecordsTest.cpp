#include "core/cost/CostMeter.h"
#include "core/plan/PlanFile.h"
#include "support/TestEnvironment.h"

#include <gtest/gtest.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace gp;

namespace {

Price price(BillingMode mode, double amount, Currency currency = Currency::CNY)
{
    Price p;
    p.mode = mode;
    p.amount = amount;
    p.currency = currency;
    p.date = QDate(2026, 11, 1);
    return p;
}

Plan planWithRecords()
{
    Plan plan;
    plan.name = QStringLiteral("records");
    SmokeRecord smoke;
    smoke.target = QStringLiteral("root@127.0.0.1:2222");
    smoke.offerId = QStringLiteral("autodl-4090");
    smoke.at = QDateTime(QDate(2026, 11, 29), QTime(12, 0), Qt::UTC);
    smoke.checks = {
        {QStringLiteral("gpu.memory"), SmokeCheck::Status::Warn, QStringLiteral("23.5 GiB"), QStringLiteral("24 GiB"),
         QStringLiteral("less than promised")},
        {QStringLiteral("torch.cuda"), SmokeCheck::Status::Fail, QString(), QString(), QStringLiteral("no")}};
    plan.smokeTests << smoke;
    SpendRecord spend;
    spend.target = smoke.target;
    spend.offerId = smoke.offerId;
    spend.start = smoke.at;
    spend.hours = 2.5;
    spend.cost = {4.95, Currency::CNY};
    plan.spend << spend;
    JobRecord run;
    run.target = smoke.target;
    run.offerId = smoke.offerId;
    run.name = QStringLiteral("train");
    run.state = QStringLiteral("failed");
    run.exitCode = 3;
    run.started = smoke.at;
    run.ended = smoke.at.addSecs(5400);
    run.gpus = 2;
    run.gpuHours = 3;
    run.cost = Money{2.97, Currency::CNY};
    plan.jobRuns << run;
    return plan;
}

} // namespace

TEST(CostMeter, UsesTheHourlyPriceElseSpreadsLongerPlansOverTheirHours)
{
    Offer offer;
    offer.prices = {price(BillingMode::Monthly, 1440), price(BillingMode::Spot, 0.5)};
    std::optional<CostMeter::Rate> rate = CostMeter::hourlyRate(offer);
    ASSERT_TRUE(rate);
    EXPECT_EQ(rate->from, BillingMode::Monthly);
    EXPECT_DOUBLE_EQ(rate->perHour.amount, 2.0); // 1440 over 720 hours
    offer.prices << price(BillingMode::Hourly, 1.98);
    rate = CostMeter::hourlyRate(offer);
    ASSERT_TRUE(rate);
    EXPECT_EQ(rate->from, BillingMode::Hourly);
    EXPECT_DOUBLE_EQ(CostMeter::cost(*rate, 90 * 60).amount, 2.97);
    Offer spotOnly;
    spotOnly.prices = {price(BillingMode::Spot, 0.5)};
    EXPECT_FALSE(CostMeter::hourlyRate(spotOnly)) << "a spot price says nothing about an instance rented outright";
}

TEST(PlanRecords, SmokeTestsActualSpendAndJobRunsSurviveARoundTrip)
{
    test::TempDir dir;
    const QString path = dir.filePath(QStringLiteral("p.gpuplan"));
    ASSERT_TRUE(PlanFile::save(planWithRecords(), path).ok());
    const Result<Plan> loaded = PlanFile::load(path);
    ASSERT_TRUE(loaded.ok()) << loaded.error().message.toStdString();
    ASSERT_EQ(loaded->smokeTests.size(), 1);
    const SmokeRecord& smoke = loaded->smokeTests.first();
    EXPECT_EQ(smoke.offerId, QStringLiteral("autodl-4090"));
    EXPECT_EQ(smoke.at, QDateTime(QDate(2026, 11, 29), QTime(12, 0), Qt::UTC));
    ASSERT_EQ(smoke.checks.size(), 2);
    EXPECT_EQ(smoke.count(SmokeCheck::Status::Warn), 1);
    EXPECT_EQ(smoke.count(SmokeCheck::Status::Fail), 1);
    EXPECT_EQ(smoke.checks.at(0).measured, QStringLiteral("23.5 GiB"));
    ASSERT_EQ(loaded->jobRuns.size(), 1);
    EXPECT_EQ(loaded->jobRuns.first().toJson(), planWithRecords().jobRuns.first().toJson());
    EXPECT_EQ(loaded->jobRuns.first().exitCode, 3);
    ASSERT_TRUE(loaded->jobRuns.first().cost);
    EXPECT_DOUBLE_EQ(loaded->jobRuns.first().cost->amount, 2.97);
    ASSERT_EQ(loaded->spend.size(), 1);
    EXPECT_DOUBLE_EQ(loaded->spend.first().hours, 2.5);
    EXPECT_DOUBLE_EQ(loaded->spend.first().cost.amount, 4.95);
    EXPECT_TRUE(loaded->other.isEmpty()) << "known sections are not also kept as unknown ones";
}

TEST(PlanRecords, ADamagedRecordIsRefusedNamingTheSection)
{
    QJsonObject root = QJsonDocument::fromJson(PlanFile::toJson(planWithRecords())).object();
    QJsonArray tests = root.value(QStringLiteral("smoke_tests")).toArray();
    QJsonObject first = tests.first().toObject();
    QJsonArray checks = first.value(QStringLiteral("checks")).toArray();
    QJsonObject check = checks.first().toObject();
    check.insert(QStringLiteral("status"), QStringLiteral("maybe"));
    checks.replace(0, check);
    first.insert(QStringLiteral("checks"), checks);
    tests.replace(0, first);
    root.insert(QStringLiteral("smoke_tests"), tests);
    Result<Plan> r = PlanFile::fromJson(QJsonDocument(root).toJson(), QStringLiteral("bad.gpuplan"));
    ASSERT_FALSE(r.ok());
    EXPECT_TRUE(r.error().message.contains(QStringLiteral("smoke_tests"))) << r.error().message.toStdString();
    EXPECT_TRUE(r.error().message.contains(QStringLiteral("maybe")));

    root = QJsonDocument::fromJson(PlanFile::toJson(planWithRecords())).object();
    QJsonArray spend = root.value(QStringLiteral("actual_spend")).toArray();
    QJsonObject s = spend.first().toObject();
    s.insert(QStringLiteral("amount"), -3);
    spend.replace(0, s);
    root.insert(QStringLiteral("actual_spend"), spend);
    r = PlanFile::fromJson(QJsonDocument(root).toJson(), QStringLiteral("bad.gpuplan"));
    ASSERT_FALSE(r.ok());
    EXPECT_TRUE(r.error().message.contains(QStringLiteral("actual_spend"))) << r.error().message.toStdString();
}

TEST(PlanRecords, ADamagedJobRunIsRefusedNamingWhatIsWrong)
{
    const QJsonObject good = planWithRecords().jobRuns.first().toJson();
    ASSERT_TRUE(JobRecord::fromJson(good).ok());
    const auto with = [&good](const char* key, const QJsonValue& value) {
        QJsonObject o = good;
        if (value.isUndefined())
            o.remove(QString::fromLatin1(key));
        else
            o.insert(QString::fromLatin1(key), value);
        return JobRecord::fromJson(o);
    };
    EXPECT_FALSE(with("name", QJsonValue::Undefined).ok());
    EXPECT_FALSE(with("ended", QStringLiteral("2026-11-29T11:00:00Z")).ok()) << "ended before it started";
    EXPECT_FALSE(with("gpus", 0).ok());
    EXPECT_FALSE(with("gpu_hours", -1).ok());
    EXPECT_FALSE(with("gpu_hours", QStringLiteral("3")).ok());
    EXPECT_FALSE(with("gpu_hours", 3.5).ok()) << "more than 2 GPUs for 1.5 hours can have used";
    EXPECT_FALSE(with("currency", QStringLiteral("EUR")).ok());
    const Result<JobRecord> noCost = with("amount", QJsonValue::Undefined);
    ASSERT_TRUE(noCost.ok()) << "a run on an instance with no known price has no cost";
    EXPECT_FALSE(noCost->cost);

    QJsonObject root = QJsonDocument::fromJson(PlanFile::toJson(planWithRecords())).object();
    QJsonArray runs = root.value(QStringLiteral("job_runs")).toArray();
    QJsonObject bad = runs.first().toObject();
    bad.insert(QStringLiteral("gpus"), 100000);
    runs.replace(0, bad);
    root.insert(QStringLiteral("job_runs"), runs);
    const Result<Plan> r = PlanFile::fromJson(QJsonDocument(root).toJson(), QStringLiteral("p.json"));
    ASSERT_FALSE(r.ok());
    EXPECT_TRUE(r.error().message.contains(QStringLiteral("job_runs"))) << r.error().message.toStdString();
    EXPECT_TRUE(r.error().message.contains(QStringLiteral("train"))) << r.error().message.toStdString();
}

TEST(PlanRecords, RecordingAJobRunAgainReplacesItInsteadOfCountingItTwice)
{
    QList<JobRecord> plan = planWithRecords().jobRuns;
    JobRecord again = plan.first();
    EXPECT_EQ(InstanceRecords::recordJobRuns(plan, {again}), 0);
    again.gpuHours = 4;
    JobRecord next = again;
    next.started = again.started.addSecs(7200);
    next.ended = next.started.addSecs(3600);
    next.gpuHours = 2;
    EXPECT_EQ(InstanceRecords::recordJobRuns(plan, {again, next}), 2);
    ASSERT_EQ(plan.size(), 2);
    EXPECT_DOUBLE_EQ(plan.first().gpuHours, 4);
    EXPECT_DOUBLE_EQ(InstanceRecords::totalGpuHours(plan), 6);
}
