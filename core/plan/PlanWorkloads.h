#pragma once

#include "core/plan/PlanFile.h"

#include <QCoreApplication>
#include <QString>

namespace gp {

// The workloads of one plan (a fine-tune, then the service that runs its result, …): each is a questionnaire with
// an answer of its own, and the budget holds an item following each answer. The first is the file's "need", the
// others its "workloads" list; a plan made before workloads existed has one.
class PlanWorkloads final
{
    Q_DECLARE_TR_FUNCTIONS(gp::PlanWorkloads)

public:
    static constexpr int kMax = 8;

    static int count(const Plan& plan);
    // Workload `index` (0-based); a new plan's defaults when the plan has no such workload.
    static Questionnaire at(const Plan& plan, int index);
    static void set(Plan& plan, int index, const Questionnaire& q);
    // Adds `q` as the last workload and puts an item following its answer into every scenario of the budget, so the
    // budget follows each workload. Returns its index; -1 (nothing changed) when the plan holds kMax already.
    static int add(Plan& plan, const Questionnaire& q);
    // Removes workload `index` and the budget items following it (those of later workloads move up with them).
    // Returns how many items went; nothing changes when it is the plan's only workload or out of range.
    static int remove(Plan& plan, int index);
    // The workload a founder adds next to `q`: serving the same model after training it, a LoRA of it after serving.
    static Questionnaire next(const Questionnaire& q);
    // "2 · Serving Qwen2.5-7B to 200 users", drawn in the current language from the answers (never stored).
    static QString name(const Questionnaire& q, int index);
    // Index from what a person types on the command line: "1" … "N" (1-based, as shown); nothing when out of range.
    static std::optional<int> fromText(const Plan& plan, const QString& text);
};

} // namespace gp
