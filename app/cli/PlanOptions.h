#pragma once

#include "core/plan/PlanFile.h"
#include "core/plan/Questionnaire.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>

namespace gp::cli {

class CliOutput;

// The workload flags a command given PLAN.json accepts to override the plan's answers (`compare PLAN.json --users 50`,
// `fit PLAN.json --model llama-3-8b`): the same names as estimate's, each laid over one questionnaire field.
struct PlanOptions
{
    QCommandLineOption model{QStringLiteral("model"), QString(), QStringLiteral("id")};
    QCommandLineOption params{QStringLiteral("params"), QString(), QStringLiteral("size")};
    QCommandLineOption config{QStringLiteral("config"), QString(), QStringLiteral("file")};
    QCommandLineOption task{QStringLiteral("task"), QString(), QStringLiteral("task")};
    QCommandLineOption precision{QStringLiteral("precision"), QString(), QStringLiteral("p")};
    QCommandLineOption batch{QStringLiteral("batch"), QString(), QStringLiteral("n")};
    QCommandLineOption seq{QStringLiteral("seq"), QString(), QStringLiteral("n")};
    QCommandLineOption loraRank{QStringLiteral("lora-rank"), QString(), QStringLiteral("r")};
    QCommandLineOption tokens{QStringLiteral("tokens"), QString(), QStringLiteral("n")};
    QCommandLineOption users{QStringLiteral("users"), QString(), QStringLiteral("n")};
    QCommandLineOption speed{QStringLiteral("tokens-per-second-per-user"), QString(), QStringLiteral("x")};
    QCommandLineOption promptTokens{QStringLiteral("prompt-tokens"), QString(), QStringLiteral("n")};
    QCommandLineOption outputTokens{QStringLiteral("output-tokens"), QString(), QStringLiteral("n")};
    QCommandLineOption allowSpot{QStringLiteral("allow-spot")};
    QCommandLineOption workload{QStringLiteral("workload"), QString(), QStringLiteral("n")};

    QList<QCommandLineOption> all() const;
    // Lays the flags given over `q`; prints what is wrong and returns false on a bad value.
    bool apply(const QCommandLineParser& parser, Questionnaire& q, CliOutput& out) const;
    static QString help(); // translated: which flags override a plan's answers
    // The plan file a command was given, with a workload to work on; prints why not and returns nothing.
    static std::optional<Plan> loadPlan(const QString& path, CliOutput& out);
    // The plan's workload --workload names (1 to the plan's count, as the app numbers them; absent: the first), as a
    // 0-based index; prints what is wrong and returns nothing.
    std::optional<int> workloadOf(const QCommandLineParser& parser, const Plan& plan, CliOutput& out) const;
};

} // namespace gp::cli
