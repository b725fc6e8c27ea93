#pragma once

#include "core/estimator/Need.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>

#include <optional>

namespace gp::cli {

class CliOutput;

// The flags that describe what a workload needs (task, precision, batch, serving load…), as `estimate`, `fit` and
// `compare` all take them.
struct NeedOptions
{
    QCommandLineOption task{QStringLiteral("task"), QString(), QStringLiteral("task")};
    QCommandLineOption precision{QStringLiteral("precision"), QString(), QStringLiteral("p")};
    QCommandLineOption optimizer{QStringLiteral("optimizer"), QString(), QStringLiteral("o")};
    QCommandLineOption batch{QStringLiteral("batch"), QString(), QStringLiteral("n")};
    QCommandLineOption gradAccum{QStringLiteral("grad-accum"), QString(), QStringLiteral("n")};
    QCommandLineOption seq{QStringLiteral("seq"), QString(), QStringLiteral("n")};
    QCommandLineOption loraRank{QStringLiteral("lora-rank"), QString(), QStringLiteral("r")};
    QCommandLineOption loraTargets{QStringLiteral("lora-targets"), QString(), QStringLiteral("list")};
    QCommandLineOption freezeLayers{QStringLiteral("freeze-trainable-layers"), QString(), QStringLiteral("n")};
    QCommandLineOption checkpointing{QStringLiteral("grad-checkpointing")};
    QCommandLineOption noFlash{QStringLiteral("no-flash-attention")};
    QCommandLineOption gpus{QStringLiteral("gpus"), QString(), QStringLiteral("n")};
    QCommandLineOption zero{QStringLiteral("zero"), QString(), QStringLiteral("stage")};
    QCommandLineOption tensorParallel{QStringLiteral("tensor-parallel"), QString(), QStringLiteral("n")};
    QCommandLineOption context{QStringLiteral("context"), QString(), QStringLiteral("n")};
    QCommandLineOption concurrency{QStringLiteral("concurrency"), QString(), QStringLiteral("n")};
    QCommandLineOption memoryUtilization{QStringLiteral("gpu-memory-utilization"), QString(), QStringLiteral("x")};
    QCommandLineOption gpu{QStringLiteral("gpu"), QString(), QStringLiteral("id")};
    QCommandLineOption tokens{QStringLiteral("tokens"), QString(), QStringLiteral("n")};
    QCommandLineOption mfu{QStringLiteral("mfu"), QString(), QStringLiteral("x")};
    QCommandLineOption nodes{QStringLiteral("nodes"), QString(), QStringLiteral("n")};
    QCommandLineOption users{QStringLiteral("users"), QString(), QStringLiteral("n")};
    QCommandLineOption promptTokens{QStringLiteral("prompt-tokens"), QString(), QStringLiteral("n")};
    QCommandLineOption outputTokens{QStringLiteral("output-tokens"), QString(), QStringLiteral("n")};
    QCommandLineOption speed{QStringLiteral("tokens-per-second-per-user"), QString(), QStringLiteral("x")};
    QCommandLineOption allowSpot{QStringLiteral("allow-spot")};
    QCommandLineOption optimizerInBackward{QStringLiteral("optimizer-in-backward")};
    QCommandLineOption chunkedLoss{QStringLiteral("chunked-loss")};
    QCommandLineOption activationOffloading{QStringLiteral("activation-offloading")};
    QCommandLineOption compile{QStringLiteral("compile")};
    QCommandLineOption engine{QStringLiteral("engine"), QString(), QStringLiteral("name")};

    QList<QCommandLineOption> all() const
    {
        return {task,
                precision,
                optimizer,
                batch,
                gradAccum,
                seq,
                loraRank,
                loraTargets,
                freezeLayers,
                checkpointing,
                noFlash,
                gpus,
                zero,
                tensorParallel,
                context,
                concurrency,
                memoryUtilization,
                gpu,
                tokens,
                mfu,
                nodes,
                users,
                promptTokens,
                outputTokens,
                speed,
                allowSpot,
                optimizerInBackward,
                chunkedLoss,
                activationOffloading,
                compile,
                engine};
    }
};

// Reads the flags into a need, or prints what is wrong and returns nothing.
std::optional<Need> readNeed(const QCommandLineParser& p, const NeedOptions& o, CliOutput& out);

// One flag's whole number within [minimum, maximum] into `target` (left alone when the flag is not given); false
// after printing what is wrong.
bool readInteger(const QCommandLineParser& p,
                 const QCommandLineOption& option,
                 qint64& target,
                 qint64 minimum,
                 qint64 maximum,
                 CliOutput& out);

} // namespace gp::cli
