#pragma once

#include "core/common/Result.h"
#include "core/plan/PlanFile.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDate>
#include <QString>

namespace gp {

class PriceCatalog;

// The plan's training answer as the work a cluster engine runs: so many nodes of so many GPUs of one kind, a disk, a
// setup and a torchrun across the nodes. Computed once from the plan; SkyPilot's task and Kubernetes' manifest are
// two faces of it.
struct ScaleOutJob
{
    QString name;         // a DNS-1123 label made from the plan's name (both tools need one)
    QString gpuId;        // ours: "h100-sxm"
    QString gpuName;      // "H100 SXM"
    QString skyPilotName; // SkyPilot's accelerator: "H100"; empty where SkyPilot has none
    QString gpuFamily;    // NVIDIA GPU Feature Discovery's nvidia.com/gpu.family: "hopper", "ampere" …
    int gpuMemoryMiB = 0; // the least memory a node's GPU must have (nvidia.com/gpu.memory)
    int gpusPerNode = 1;
    int nodes = 1;
    int diskGb = 100; // the data, checkpoints and the environment
    double dataGb = 0;
    bool spot = false; // the plan's answer runs on interruptible capacity
    QString modelName;
    QString setup; // shell, run once per node
    QString run;   // shell, on every node: torchrun across the nodes
    // The parallelism the answer's memory needs: ZeRO stage (a DeepSpeed configuration when above 0), tensor and
    // pipeline parallel degrees, and the micro-batch per GPU it was sized for.
    int zeroStage = 0;
    int tensorParallel = 1;
    int pipelineParallel = 1;
    qint64 microBatch = 1;
    QString precision = QStringLiteral("bf16");
    QString fileName; // what the YAML is written to, for the command its comment gives; empty: a default name
};

class ScaleOutExport final
{
    Q_DECLARE_TR_FUNCTIONS(gp::ScaleOutExport)

public:
    // The plan's answer (its cheapest deployment that fits); an error naming what is missing for a plan that has no
    // priced training answer (a serving plan, a model that cannot be read, no offer that fits).
    // `workload`: which of the plan's workloads (0: the first); only a training one exports.
    static Result<ScaleOutJob>
    fromPlan(const Plan& plan, const PriceCatalog& catalog, const QDate& today, int workload = 0);

    // A SkyPilot task (https://docs.skypilot.co/en/latest/reference/yaml-spec.html): resources with the
    // accelerator, num_nodes, disk, use_spot, setup and run.
    static Result<QByteArray> skyPilotTask(const ScaleOutJob& job); // an error when SkyPilot has no such GPU
    // Kubernetes (batch/v1, core/v1): a PersistentVolumeClaim for the data, a headless Service for the nodes to find
    // each other, and an Indexed Job with one pod per node, nvidia.com/gpu limits and node affinity for the GPU.
    static Result<QByteArray> kubernetesManifest(const ScaleOutJob& job); // an error for a GPU not NVIDIA's

    // "llama-70b full-ft (v2)" → "llama-70b-full-ft-v2": lower case letters, digits and '-', at most 52 characters
    // (a Job's pods add a suffix to it).
    static QString dnsLabel(const QString& text);
    // The DeepSpeed configuration of `job` (ZeRO stage, micro-batch, precision), as the setup writes it.
    static QByteArray deepSpeedConfig(const ScaleOutJob& job);
};

} // namespace gp
