#pragma once

#include "core/ssh/SshSession.h"

#include <QCoreApplication>
#include <QList>
#include <QVersionNumber>

namespace gp {

struct ProvisionOptions
{
    QString workdir = QStringLiteral("work"); // relative paths are under the remote user's home
    QByteArray setupScript;                   // shell commands, run with `sh -e` inside the working directory
    QByteArray requirements;                  // a pinned requirements.txt, installed with `PYTHON -m pip`
    QString python = QStringLiteral("python3");
    QVersionNumber minCuda; // null: no requirement
    bool force = false;     // run the recipe again even if this exact recipe was applied already
};

struct ProvisionStep
{
    enum class State { Done, AlreadyDone, Warning, Failed };
    QString id; // system, workdir, setup, requirements
    State state = State::Done;
    QString message; // translated
};

struct ProvisionReport
{
    QString os;
    QString driver;
    QString cuda;
    QString workdir; // absolute, as the instance resolved it
    QList<ProvisionStep> steps;
    bool ok() const;
};

// Prepares a freshly rented instance: checks the system, creates the working directory, runs the setup recipe and
// installs the requirements. Each recipe's SHA-256 is recorded on the instance once it succeeded, so running the
// same provision twice does no harm: what was applied is skipped, what failed is run again.
class Provisioner final
{
    Q_DECLARE_TR_FUNCTIONS(gp::Provisioner)

public:
    // Stops at the first failed step; the report says which and why. What the recipes print goes to recipeOutput
    // as it arrives (stream 1: stderr).
    using OutputSink = std::function<void(int stream, const QByteArray& data)>;
    // Cancelling stops a running recipe (its marker is not written, so the next provision runs it again).
    static ProvisionReport run(SshSession& session,
                               const ProvisionOptions& options,
                               const OutputSink& recipeOutput = {},
                               const std::atomic_bool* cancel = nullptr);
    // A setup script or requirements.txt from disk. Recipes are small text files: one over 4 MiB is refused rather
    // than sent (or cut short).
    static Result<QByteArray> readRecipe(const QString& path);
    // "| NVIDIA-SMI 550.90.07  Driver Version: 550.90.07  CUDA Version: 12.4 |" → driver, CUDA.
    static std::pair<QString, QString> parseDriverBanner(const QString& text);
};

} // namespace gp
