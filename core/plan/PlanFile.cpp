#include "core/plan/PlanFile.h"

#include "core/common/SafeRead.h"
#include "core/common/SafeSave.h"
#include "core/plan/PlanCalibration.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace gp {

Result<Plan> PlanFile::load(const QString& path)
{
    const Result<QByteArray> text = SafeRead::read(path, 32 * 1024 * 1024);
    if (!text.ok())
        return Error{QStringLiteral("plan.unreadable"), text.error().message};
    return fromJson(*text, path);
}

Result<Plan> PlanFile::fromJson(const QByteArray& json, const QString& path)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Error{QStringLiteral("plan.malformed"), tr("\"%1\" is damaged: not valid JSON at byte %2 (%3).")
                                                           .arg(path)
                                                           .arg(parseError.offset)
                                                           .arg(parseError.errorString())};
    const QJsonObject root = doc.object();
    if (!doc.isObject() || root.value(QLatin1String("format")).toString() != QLatin1String(kFormat))
        return Error{QStringLiteral("plan.not_a_plan"), tr("\"%1\" is not a GPU Planner plan.").arg(path)};
    const int version = root.value(QLatin1String("version")).toInt(0);
    if (version < 1)
        return Error{QStringLiteral("plan.malformed"), tr("\"%1\" has no valid version number.").arg(path)};
    if (version > kVersion)
        return Error{QStringLiteral("plan.newer"),
                     tr("\"%1\" was saved by a newer GPU Planner (plan format %2; this version reads %3). Update GPU "
                        "Planner to open it; the file was not changed.")
                         .arg(path)
                         .arg(version)
                         .arg(kVersion)};
    Plan plan;
    plan.name = root.value(QLatin1String("name")).toString(QFileInfo(path).completeBaseName());
    if (root.contains(QLatin1String("need"))) {
        Result<Questionnaire> need = Questionnaire::fromJson(root.value(QLatin1String("need")).toObject());
        if (!need.ok())
            return Error{need.error().code, tr("\"%1\": %2").arg(path, need.error().message)};
        plan.need = need.value();
    }
    const QJsonValue workloads = root.value(QLatin1String("workloads"));
    if (!workloads.isUndefined() && (!workloads.isArray() || !plan.need))
        return Error{QStringLiteral("plan.malformed"),
                     tr("\"%1\": workloads: must be a list, and follow the first workload in \"need\".").arg(path)};
    for (qsizetype i = 0; i < workloads.toArray().size(); ++i) {
        const QJsonValue w = workloads.toArray().at(i);
        Result<Questionnaire> need = Questionnaire::fromJson(w.toObject().value(QLatin1String("need")).toObject());
        if (!w.isObject() || !w.toObject().value(QLatin1String("need")).isObject() || !need.ok())
            return Error{QStringLiteral("plan.malformed"),
                         tr("\"%1\": workloads[%2].need: %3")
                             .arg(path)
                             .arg(i)
                             .arg(need.ok() ? tr("must be an object of answers") : need.error().message)};
        plan.moreWorkloads << need.value();
    }
    const Result<PriceConstraints> constraints = PriceConstraints::fromJson(root.value(QLatin1String("constraints")));
    if (!constraints.ok())
        return Error{constraints.error().code, tr("\"%1\": %2").arg(path, constraints.error().message)};
    plan.constraints = constraints.value();
    if (root.contains(QLatin1String("budget"))) {
        Result<Budget> budget = Budget::fromJson(root.value(QLatin1String("budget")).toObject(), path, version);
        if (!budget.ok())
            return budget.error();
        plan.budget = budget.value();
    }
    if (root.contains(QLatin1String("costs"))) {
        Result<CostPlan> costs = CostPlan::fromJson(root.value(QLatin1String("costs")).toObject(), path);
        if (!costs.ok())
            return costs.error();
        plan.costs = costs.value();
    }
    for (const QJsonValue& v : root.value(QLatin1String("smoke_tests")).toArray()) {
        Result<SmokeRecord> record = SmokeRecord::fromJson(v.toObject());
        if (!record.ok())
            return Error{record.error().code, tr("\"%1\": smoke_tests: %2").arg(path, record.error().message)};
        plan.smokeTests << *record;
    }
    for (const QJsonValue& v : root.value(QLatin1String("calibrations")).toArray()) {
        const Result<SpeedCalibration> c = PlanCalibration::fromJson(v.toObject());
        if (!c.ok())
            return Error{c.error().code, tr("\"%1\": calibrations: %2").arg(path, c.error().message)};
        PlanCalibration::store(plan, *c);
    }
    for (const QJsonValue& v : root.value(QLatin1String("actual_spend")).toArray()) {
        Result<SpendRecord> record = SpendRecord::fromJson(v.toObject());
        if (!record.ok())
            return Error{record.error().code, tr("\"%1\": actual_spend: %2").arg(path, record.error().message)};
        plan.spend << *record;
    }
    for (const QJsonValue& v : root.value(QLatin1String("job_runs")).toArray()) {
        Result<JobRecord> record = JobRecord::fromJson(v.toObject());
        if (!record.ok())
            return Error{record.error().code, tr("\"%1\": job_runs: %2").arg(path, record.error().message)};
        plan.jobRuns << *record;
    }
    for (const QJsonValue& v : root.value(QLatin1String("billed_rates")).toArray()) {
        Result<BilledRate> record = BilledRate::fromJson(v.toObject());
        if (!record.ok())
            return Error{record.error().code, tr("\"%1\": billed_rates: %2").arg(path, record.error().message)};
        plan.billedRates << *record;
    }
    static const QStringList known = {
        QStringLiteral("format"),       QStringLiteral("version"),      QStringLiteral("name"),
        QStringLiteral("budget"),       QStringLiteral("need"),         QStringLiteral("smoke_tests"),
        QStringLiteral("actual_spend"), QStringLiteral("costs"),        QStringLiteral("calibrations"),
        QStringLiteral("job_runs"),     QStringLiteral("billed_rates"), QStringLiteral("constraints"),
        QStringLiteral("workloads")};
    for (auto it = root.constBegin(); it != root.constEnd(); ++it) {
        if (!known.contains(it.key()))
            plan.other.insert(it.key(), it.value());
    }
    return plan;
}

QByteArray PlanFile::toJson(const Plan& plan)
{
    QJsonObject root = plan.other;
    root.insert(QStringLiteral("format"), QLatin1String(kFormat));
    root.insert(QStringLiteral("version"), kVersion);
    root.insert(QStringLiteral("name"), plan.name);
    if (plan.need)
        root.insert(QStringLiteral("need"), plan.need->toJson());
    if (plan.need && !plan.moreWorkloads.isEmpty()) {
        QJsonArray workloads;
        for (const Questionnaire& q : plan.moreWorkloads)
            workloads.append(QJsonObject{{QStringLiteral("need"), q.toJson()}});
        root.insert(QStringLiteral("workloads"), workloads);
    }
    if (!plan.constraints.isEmpty())
        root.insert(QStringLiteral("constraints"), plan.constraints.toJson());
    if (plan.budget)
        root.insert(QStringLiteral("budget"), plan.budget->toJson());
    if (plan.costs)
        root.insert(QStringLiteral("costs"), plan.costs->toJson());
    if (!plan.smokeTests.isEmpty()) {
        QJsonArray tests;
        for (const SmokeRecord& r : plan.smokeTests)
            tests.append(r.toJson());
        root.insert(QStringLiteral("smoke_tests"), tests);
    }
    if (!plan.calibrations.isEmpty()) {
        QJsonArray calibrations;
        for (const SpeedCalibration& c : plan.calibrations)
            calibrations.append(PlanCalibration::toJson(c));
        root.insert(QStringLiteral("calibrations"), calibrations);
    }
    if (!plan.spend.isEmpty()) {
        QJsonArray spend;
        for (const SpendRecord& r : plan.spend)
            spend.append(r.toJson());
        root.insert(QStringLiteral("actual_spend"), spend);
    }
    if (!plan.jobRuns.isEmpty()) {
        QJsonArray runs;
        for (const JobRecord& r : plan.jobRuns)
            runs.append(r.toJson());
        root.insert(QStringLiteral("job_runs"), runs);
    }
    if (!plan.billedRates.isEmpty()) {
        QJsonArray rates;
        for (const BilledRate& r : plan.billedRates)
            rates.append(r.toJson());
        root.insert(QStringLiteral("billed_rates"), rates);
    }
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

Status PlanFile::save(const Plan& plan, const QString& path)
{
    const Status saved = SafeSave::write(path, toJson(plan));
    if (!saved.ok())
        return Error{QStringLiteral("plan.unwritable"),
                     tr("Saving the plan failed; the previous file is unchanged. %1").arg(saved.error().message)};
    return Ok{};
}

} // namespace gp
