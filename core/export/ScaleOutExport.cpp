#include "core/export/ScaleOutExport.h"

#include "core/catalog/SkyPilotImporter.h"
#include "core/plan/PlanBudget.h"
#include "core/plan/PlanWorkloads.h"

#include <yaml-cpp/yaml.h>

#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace gp {

namespace {

constexpr int kMasterPort = 29500;
// A CUDA image with PyTorch, for a Kubernetes pod (SkyPilot brings its own environment).
constexpr const char* kImage = "pytorch/pytorch:2.4.0-cuda12.4-cudnn9-runtime";
constexpr const char* kDataMount = "/data";

std::string s(const QString& text)
{
    return text.toStdString();
}

QByteArray bytes(const YAML::Emitter& y)
{
    return QByteArray(y.c_str(), static_cast<qsizetype>(y.size())) + '\n';
}

// A document yaml-cpp could not finish is an error, never a truncated file.
Error emitterError(const YAML::Emitter& y)
{
    return Error{QStringLiteral("export.yaml"),
                 ScaleOutExport::tr("The YAML could not be written: %1").arg(QString::fromStdString(y.GetLastError()))};
}

// What each node runs: the user's script under torchrun, which spreads it over the node's GPUs and across the nodes.
// The launcher with the parallelism the answer needs: the degrees in the environment for the script, and a ZeRO
// stage as DeepSpeed's configuration in the --deepspeed argument Hugging Face's Trainer reads.
QString torchrun(const ScaleOutJob& job,
                 const QString& nodes,
                 const QString& gpusPerNode,
                 const QString& rank,
                 const QString& master)
{
    return QStringLiteral("GPUPLANNER_ZERO_STAGE=%6 GPUPLANNER_TENSOR_PARALLEL=%7 GPUPLANNER_PIPELINE_PARALLEL=%8 "
                          "torchrun --nnodes=%1 --nproc_per_node=%2 --node_rank=%3 --master_addr=%4 "
                          "--master_port=%5 train.py%9")
        .arg(nodes, gpusPerNode, rank, master)
        .arg(kMasterPort)
        .arg(job.zeroStage)
        .arg(job.tensorParallel)
        .arg(job.pipelineParallel)
        .arg(job.zeroStage > 0 ? QStringLiteral(" --deepspeed ds_config.json") : QString());
}

// The setup, then (with ZeRO) the DeepSpeed configuration written beside train.py.
QString setupScript(const ScaleOutJob& job)
{
    if (job.zeroStage <= 0)
        return job.setup;
    return job.setup + QStringLiteral("\ncat > ds_config.json <<'GPUPLANNER_JSON'\n") +
           QString::fromUtf8(ScaleOutExport::deepSpeedConfig(job)) + QStringLiteral("GPUPLANNER_JSON");
}

} // namespace

QString ScaleOutExport::dnsLabel(const QString& text)
{
    QString label = text.toLower();
    label.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
    label = label.left(52);
    while (label.startsWith(QLatin1Char('-')))
        label.remove(0, 1);
    while (label.endsWith(QLatin1Char('-')))
        label.chop(1);
    if (label.isEmpty())
        return QStringLiteral("gpuplanner-job");
    // A Service's name (and SkyPilot's cluster name) starts with a letter.
    return label.at(0).isLetter() ? label : QString(QStringLiteral("gp-") + label).left(52);
}

QByteArray ScaleOutExport::deepSpeedConfig(const ScaleOutJob& job)
{
    QJsonObject zero{{QStringLiteral("stage"), job.zeroStage}, {QStringLiteral("overlap_comm"), true}};
    QJsonObject o{{QStringLiteral("zero_optimization"), zero},
                  {QStringLiteral("train_micro_batch_size_per_gpu"), job.microBatch},
                  {QStringLiteral("gradient_accumulation_steps"), QStringLiteral("auto")}};
    if (job.precision == QLatin1String("bf16"))
        o.insert(QStringLiteral("bf16"), QJsonObject{{QStringLiteral("enabled"), true}});
    else if (job.precision == QLatin1String("fp16"))
        o.insert(QStringLiteral("fp16"), QJsonObject{{QStringLiteral("enabled"), true}});
    return QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
}

Result<ScaleOutJob>
ScaleOutExport::fromPlan(const Plan& plan, const PriceCatalog& catalog, const QDate& today, int workload)
{
    if (!plan.need)
        return Error{QStringLiteral("export.noneed"),
                     tr("The plan has no questionnaire answers: answer them in the app and save the plan first.")};
    const Questionnaire q = PlanWorkloads::at(plan, workload);
    if (!q.toNeed().isTraining())
        return Error{QStringLiteral("export.serving"),
                     tr("Only a training plan can be exported as a cluster job; this workload serves a model.")};
    const PlanResults results = PlanBudget::evaluate(plan, catalog, today, workload);
    if (!results.model)
        return Error{QStringLiteral("export.model"), results.modelError};
    const GpuPlanRow* row = results.chosen();
    if (!row || !row->deployment)
        return Error{
            QStringLiteral("export.noanswer"),
            results.search.reason.isEmpty()
                ? tr("No priced GPU runs this plan, so there is nothing to export.")
                : tr("No priced GPU runs this plan, so there is nothing to export: %1").arg(results.search.reason)};
    const Deployment& d = *row->deployment;
    ScaleOutJob job;
    job.name = dnsLabel(plan.name.isEmpty() ? results.model->name : plan.name);
    job.gpuId = d.fit.gpu.id;
    job.gpuName = d.fit.gpu.name;
    job.skyPilotName = SkyPilotImporter::acceleratorName(d.fit.gpu.id);
    job.gpuFamily = d.fit.gpu.vendor.compare(QLatin1String("NVIDIA"), Qt::CaseInsensitive) == 0
                        ? d.fit.gpu.architecture.toLower().replace(QLatin1Char(' '), QLatin1Char('-'))
                        : QString();
    // Drivers keep a few percent of the marketed memory: ask for 90 % of it.
    job.gpuMemoryMiB = static_cast<int>(std::floor(d.fit.gpu.memoryGb * 1024 * 0.9));
    job.gpusPerNode = std::max(1, d.gpusPerInstance);
    job.nodes = std::max(1, d.instances);
    job.spot = d.spot;
    job.zeroStage = static_cast<int>(d.fit.zeroStage);
    job.tensorParallel = static_cast<int>(std::max<qint64>(1, d.fit.tensorParallel));
    job.pipelineParallel = static_cast<int>(std::max<qint64>(1, d.fit.pipelineParallel));
    job.microBatch = std::max<qint64>(1, d.fit.layout.batch);
    job.precision = precisionCode(q.precision);
    job.dataGb = q.dataSizeGb;
    job.modelName = results.model->name;
    // The data, three checkpoints of the weights in 16 bits, and room for the environment.
    const ParameterCount params = countParameters(*results.model);
    const double weightsGb = static_cast<double>(params.total()) * 2 / 1e9;
    job.diskGb = static_cast<int>(std::ceil((job.dataGb + 3 * weightsGb + 50) / 10.0) * 10);
    job.setup = QStringLiteral("if [ -f requirements.txt ]; then pip install -r requirements.txt; fi");
    return job;
}

Result<QByteArray> ScaleOutExport::skyPilotTask(const ScaleOutJob& job)
{
    if (job.skyPilotName.isEmpty())
        return Error{QStringLiteral("export.skypilot"),
                     tr("SkyPilot has no accelerator for %1 (its clouds do not rent it): choose another GPU in the "
                        "plan, or export for Kubernetes.")
                         .arg(job.gpuName)};
    YAML::Emitter y;
    y << YAML::Comment(
        s(tr("SkyPilot task written by GPU Planner for %1 on %2 × %3 GPU(s) of %4 (ZeRO stage %7, "
             "tensor parallel %8, pipeline parallel %9). Put your training script in train.py (and its "
             "packages in requirements.txt), then: sky launch -c %5 %6")
              .arg(job.modelName)
              .arg(job.nodes)
              .arg(job.gpusPerNode)
              .arg(job.gpuName, job.name, job.fileName.isEmpty() ? QStringLiteral("task.yaml") : job.fileName)
              .arg(job.zeroStage)
              .arg(job.tensorParallel)
              .arg(job.pipelineParallel)));
    y << YAML::BeginMap;
    y << YAML::Key << "name" << YAML::Value << YAML::DoubleQuoted << s(job.name);
    y << YAML::Key << "num_nodes" << YAML::Value << job.nodes;
    y << YAML::Key << "resources" << YAML::Value << YAML::BeginMap;
    y << YAML::Key << "accelerators" << YAML::Value
      << s(QStringLiteral("%1:%2").arg(job.skyPilotName).arg(job.gpusPerNode));
    y << YAML::Key << "disk_size" << YAML::Value << job.diskGb;
    y << YAML::Key << "use_spot" << YAML::Value << job.spot;
    y << YAML::EndMap;
    y << YAML::Key << "workdir" << YAML::Value << ".";
    y << YAML::Key << "setup" << YAML::Value << YAML::Literal << s(setupScript(job));
    y << YAML::Key << "run" << YAML::Value << YAML::Literal
      << s(QStringLiteral("MASTER_ADDR=$(echo \"$SKYPILOT_NODE_IPS\" | head -n1)\n") +
           torchrun(job, QStringLiteral("$SKYPILOT_NUM_NODES"), QStringLiteral("$SKYPILOT_NUM_GPUS_PER_NODE"),
                    QStringLiteral("$SKYPILOT_NODE_RANK"), QStringLiteral("$MASTER_ADDR")) +
           QLatin1Char('\n'));
    y << YAML::EndMap;
    if (!y.good())
        return emitterError(y);
    return QByteArray(bytes(y));
}

Result<QByteArray> ScaleOutExport::kubernetesManifest(const ScaleOutJob& job)
{
    if (job.gpuFamily.isEmpty())
        return Error{QStringLiteral("export.kubernetes"),
                     tr("%1 is not an NVIDIA GPU: the manifest asks for nvidia.com/gpu, which only NVIDIA's device "
                        "plugin offers.")
                         .arg(job.gpuName)};
    const std::string name = s(job.name);
    const std::string labelKey = "app.kubernetes.io/name";
    const auto labels = [&](YAML::Emitter& y) {
        y << YAML::Key << "labels" << YAML::Value << YAML::BeginMap;
        y << YAML::Key << labelKey << YAML::Value << YAML::DoubleQuoted << name;
        y << YAML::Key << "app.kubernetes.io/managed-by" << YAML::Value << "gpuplanner";
        y << YAML::EndMap;
    };
    const auto header = [&](YAML::Emitter& y, const char* apiVersion, const char* kind) {
        y << YAML::BeginMap;
        y << YAML::Key << "apiVersion" << YAML::Value << apiVersion;
        y << YAML::Key << "kind" << YAML::Value << kind;
        y << YAML::Key << "metadata" << YAML::Value << YAML::BeginMap;
        y << YAML::Key << "name" << YAML::Value << YAML::DoubleQuoted << name;
        labels(y);
        y << YAML::EndMap;
    };

    // The data and checkpoints, shared by every node's pod.
    YAML::Emitter pvc;
    pvc << YAML::Comment(s(tr("Kubernetes manifest written by GPU Planner for %1 on %2 × %3 GPU(s) of %4: a volume "
                              "for the data, a headless Service for the nodes to find each other, and an Indexed Job "
                              "with one pod per node (ZeRO stage %6, tensor parallel %7, pipeline parallel %8). "
                              "Apply with: kubectl apply -f %5")
                               .arg(job.modelName)
                               .arg(job.nodes)
                               .arg(job.gpusPerNode)
                               .arg(job.gpuName, job.fileName.isEmpty() ? QStringLiteral("job.yaml") : job.fileName)
                               .arg(job.zeroStage)
                               .arg(job.tensorParallel)
                               .arg(job.pipelineParallel)));
    header(pvc, "v1", "PersistentVolumeClaim");
    pvc << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
    pvc << YAML::Key << "accessModes" << YAML::Value << YAML::Flow << YAML::BeginSeq
        << (job.nodes > 1 ? "ReadWriteMany" : "ReadWriteOnce") << YAML::EndSeq;
    pvc << YAML::Key << "resources" << YAML::Value << YAML::BeginMap << YAML::Key << "requests" << YAML::Value
        << YAML::BeginMap << YAML::Key << "storage" << YAML::Value << s(QStringLiteral("%1Gi").arg(job.diskGb))
        << YAML::EndMap << YAML::EndMap;
    pvc << YAML::EndMap << YAML::EndMap;

    // Pod <name>-<index>.<name> resolves through this Service: node 0 is torchrun's rendezvous.
    YAML::Emitter service;
    header(service, "v1", "Service");
    service << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
    service << YAML::Key << "clusterIP" << YAML::Value << "None";
    // Every pod's name resolves as soon as it exists, not once it is Ready: torchrun starts before any pod is.
    service << YAML::Key << "publishNotReadyAddresses" << YAML::Value << true;
    service << YAML::Key << "selector" << YAML::Value << YAML::BeginMap << YAML::Key << labelKey << YAML::Value
            << YAML::DoubleQuoted << name << YAML::EndMap;
    service << YAML::Key << "ports" << YAML::Value << YAML::BeginSeq << YAML::BeginMap << YAML::Key << "name"
            << YAML::Value << "rendezvous" << YAML::Key << "port" << YAML::Value << kMasterPort << YAML::EndMap
            << YAML::EndSeq;
    service << YAML::EndMap << YAML::EndMap;

    YAML::Emitter j;
    header(j, "batch/v1", "Job");
    j << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
    j << YAML::Key << "completionMode" << YAML::Value << "Indexed";
    j << YAML::Key << "completions" << YAML::Value << job.nodes;
    j << YAML::Key << "parallelism" << YAML::Value << job.nodes;
    j << YAML::Key << "backoffLimit" << YAML::Value << 0; // a failed node fails the run: torchrun cannot rejoin it
    j << YAML::Key << "template" << YAML::Value << YAML::BeginMap;
    j << YAML::Key << "metadata" << YAML::Value << YAML::BeginMap;
    labels(j);
    j << YAML::EndMap;
    j << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
    j << YAML::Key << "subdomain" << YAML::Value << YAML::DoubleQuoted << name;
    j << YAML::Key << "restartPolicy" << YAML::Value << "Never";
    {
        // GPU Feature Discovery's labels: the family picks the GPU's generation, the memory its size.
        j << YAML::Key << "nodeSelector" << YAML::Value << YAML::BeginMap << YAML::Key << "nvidia.com/gpu.family"
          << YAML::Value << s(job.gpuFamily) << YAML::EndMap;
        j << YAML::Key << "affinity" << YAML::Value << YAML::BeginMap << YAML::Key << "nodeAffinity" << YAML::Value
          << YAML::BeginMap << YAML::Key << "requiredDuringSchedulingIgnoredDuringExecution" << YAML::Value
          << YAML::BeginMap << YAML::Key << "nodeSelectorTerms" << YAML::Value << YAML::BeginSeq << YAML::BeginMap
          << YAML::Key << "matchExpressions" << YAML::Value << YAML::BeginSeq << YAML::BeginMap << YAML::Key << "key"
          << YAML::Value << "nvidia.com/gpu.memory" << YAML::Key << "operator" << YAML::Value << "Gt" << YAML::Key
          << "values" << YAML::Value << YAML::Flow << YAML::BeginSeq << YAML::DoubleQuoted
          << s(QString::number(job.gpuMemoryMiB)) << YAML::EndSeq << YAML::EndMap << YAML::EndSeq << YAML::EndMap
          << YAML::EndSeq << YAML::EndMap << YAML::EndMap << YAML::EndMap;
    }
    j << YAML::Key << "tolerations" << YAML::Value << YAML::BeginSeq << YAML::BeginMap << YAML::Key << "key"
      << YAML::Value << "nvidia.com/gpu" << YAML::Key << "operator" << YAML::Value << "Exists" << YAML::Key << "effect"
      << YAML::Value << "NoSchedule" << YAML::EndMap << YAML::EndSeq;
    j << YAML::Key << "containers" << YAML::Value << YAML::BeginSeq << YAML::BeginMap;
    j << YAML::Key << "name" << YAML::Value << "train";
    j << YAML::Key << "image" << YAML::Value << kImage;
    j << YAML::Key << "workingDir" << YAML::Value << kDataMount;
    const QString master = QStringLiteral("%1-0.%1").arg(job.name);
    j << YAML::Key << "command" << YAML::Value << YAML::Flow << YAML::BeginSeq << "bash"
      << "-c" << YAML::EndSeq;
    j << YAML::Key << "args" << YAML::Value << YAML::BeginSeq << YAML::Literal
      << s(QStringLiteral("# The volume starts empty: copy your code in (kubectl cp train.py POD:%1/), then it runs.\n"
                          "until [ -f train.py ]; do echo 'waiting for train.py in %1'; sleep 10; done\n")
               .arg(QLatin1String(kDataMount)) +
           setupScript(job) + QStringLiteral("\n") +
           torchrun(job, QString::number(job.nodes), QString::number(job.gpusPerNode),
                    QStringLiteral("$JOB_COMPLETION_INDEX"), master) +
           QLatin1Char('\n'))
      << YAML::EndSeq;
    j << YAML::Key << "ports" << YAML::Value << YAML::BeginSeq << YAML::BeginMap << YAML::Key << "containerPort"
      << YAML::Value << kMasterPort << YAML::EndMap << YAML::EndSeq;
    j << YAML::Key << "resources" << YAML::Value << YAML::BeginMap << YAML::Key << "limits" << YAML::Value
      << YAML::BeginMap << YAML::Key << "nvidia.com/gpu" << YAML::Value << YAML::DoubleQuoted
      << s(QString::number(job.gpusPerNode)) << YAML::EndMap // a quantity: a string to the API
      << YAML::EndMap;
    j << YAML::Key << "volumeMounts" << YAML::Value << YAML::BeginSeq;
    j << YAML::BeginMap << YAML::Key << "name" << YAML::Value << "data" << YAML::Key << "mountPath" << YAML::Value
      << kDataMount << YAML::EndMap;
    j << YAML::BeginMap << YAML::Key << "name" << YAML::Value << "shm" << YAML::Key << "mountPath" << YAML::Value
      << "/dev/shm" << YAML::EndMap; // NCCL and DataLoader workers need more than the default 64 MiB
    j << YAML::EndSeq;
    j << YAML::EndMap << YAML::EndSeq; // containers
    j << YAML::Key << "volumes" << YAML::Value << YAML::BeginSeq;
    j << YAML::BeginMap << YAML::Key << "name" << YAML::Value << "data" << YAML::Key << "persistentVolumeClaim"
      << YAML::Value << YAML::BeginMap << YAML::Key << "claimName" << YAML::Value << YAML::DoubleQuoted << name
      << YAML::EndMap << YAML::EndMap;
    j << YAML::BeginMap << YAML::Key << "name" << YAML::Value << "shm" << YAML::Key << "emptyDir" << YAML::Value
      << YAML::BeginMap << YAML::Key << "medium" << YAML::Value << "Memory" << YAML::EndMap << YAML::EndMap;
    j << YAML::EndSeq;
    j << YAML::EndMap << YAML::EndMap << YAML::EndMap << YAML::EndMap; // pod spec, template, job spec, document
    for (const YAML::Emitter* e : {&pvc, &service, &j})
        if (!e->good())
            return emitterError(*e);
    return QByteArray(bytes(pvc) + "---\n" + bytes(service) + "---\n" + bytes(j));
}

} // namespace gp
