#include "core/probe/Provisioner.h"

#include "core/hosts/SshTarget.h"

#include <QCryptographicHash>
#include <QFile>
#include <QRegularExpression>

namespace gp {

namespace {

using State = ProvisionStep::State;

// Every command starts in the remote home, so a relative working directory means the same place every time.
QString inWorkdir(const QString& workdir, const QString& command)
{
    return QStringLiteral("cd \"$HOME\" && cd -- %1 && %2").arg(shellQuote(workdir), command);
}

QString lastLines(const QByteArray& text)
{
    const QStringList lines = QString::fromUtf8(text).trimmed().split(QLatin1Char('\n'));
    return lines.mid(std::max<qsizetype>(0, lines.size() - 3)).join(QStringLiteral(" / "));
}

} // namespace

bool ProvisionReport::ok() const
{
    for (const ProvisionStep& s : steps)
        if (s.state == State::Failed)
            return false;
    return true;
}

Result<QByteArray> Provisioner::readRecipe(const QString& path)
{
    constexpr qint64 kLimit = 4 * 1024 * 1024;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{QStringLiteral("provision.read"), tr("Cannot read %1: %2").arg(path, file.errorString())};
    if (file.size() > kLimit)
        return Error{
            QStringLiteral("provision.read"),
            tr("%1 is larger than 4 MiB: a setup script or requirements.txt should be a small text file.").arg(path)};
    return file.readAll();
}

std::pair<QString, QString> Provisioner::parseDriverBanner(const QString& text)
{
    static const QRegularExpression driver(QStringLiteral(R"(Driver Version:\s*([0-9.]+))"));
    static const QRegularExpression cuda(QStringLiteral(R"(CUDA Version:\s*([0-9.]+))"));
    return {driver.match(text).captured(1), cuda.match(text).captured(1)};
}

ProvisionReport Provisioner::run(SshSession& session,
                                 const ProvisionOptions& options,
                                 const OutputSink& recipeOutput,
                                 const std::atomic_bool* cancel)
{
    ProvisionReport report;
    const auto fail = [&](const QString& id, const QString& message) {
        report.steps.append({id, State::Failed, message});
        return report;
    };

    // The system: OS, driver and CUDA, against what the plan needs.
    Result<ExecResult> r = session.exec(QStringLiteral(
        "(. /etc/os-release 2>/dev/null && echo \"$PRETTY_NAME\") || uname -sr; "
        "command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi 2>/dev/null | grep -m 1 'Driver Version' || true"));
    if (!r.ok())
        return fail(QStringLiteral("system"), r.error().message);
    const QStringList lines = QString::fromUtf8(r->out).split(QLatin1Char('\n'));
    report.os = lines.value(0).trimmed();
    std::tie(report.driver, report.cuda) = parseDriverBanner(QString::fromUtf8(r->out));
    if (report.driver.isEmpty()) {
        if (!options.minCuda.isNull())
            return fail(QStringLiteral("system"),
                        tr("No NVIDIA driver answers on this instance (nvidia-smi is missing or fails), but CUDA %1 "
                           "is needed.")
                            .arg(options.minCuda.toString()));
        report.steps.append({QStringLiteral("system"), State::Warning,
                             tr("%1; no NVIDIA driver answers (nvidia-smi is missing or fails).").arg(report.os)});
    } else if (!options.minCuda.isNull() && QVersionNumber::fromString(report.cuda) < options.minCuda) {
        return fail(QStringLiteral("system"),
                    tr("The driver %1 supports CUDA up to %2, but CUDA %3 is needed: pick an image or instance with "
                       "a newer driver.")
                        .arg(report.driver, report.cuda, options.minCuda.toString()));
    } else {
        report.steps.append({QStringLiteral("system"), State::Done,
                             tr("%1; driver %2, CUDA %3.").arg(report.os, report.driver, report.cuda)});
    }

    // The working directory.
    r = session.exec(
        QStringLiteral("cd \"$HOME\" && mkdir -p -- %1 && cd -- %1 && pwd").arg(shellQuote(options.workdir)));
    if (!r.ok())
        return fail(QStringLiteral("workdir"), r.error().message);
    if (r->exitStatus != 0)
        return fail(
            QStringLiteral("workdir"),
            tr("Cannot create the working directory %1: %2").arg(options.workdir, QString::fromUtf8(r->err).trimmed()));
    report.workdir = QString::fromUtf8(r->out).trimmed();
    report.steps.append({QStringLiteral("workdir"), State::Done, tr("Working directory %1.").arg(report.workdir)});

    // A recipe: skipped if this exact one succeeded before, else uploaded, run, and recorded once it succeeded.
    const auto recipe = [&](const QString& id, const QByteArray& content, const QString& file, const QString& command,
                            const QString& doneMessage) -> bool {
        const QString digest =
            QString::fromLatin1(QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex());
        const QString marker = QStringLiteral(".gpuplanner/%1.sha256").arg(id);
        if (!options.force) {
            const Result<ExecResult> seen =
                session.exec(inWorkdir(options.workdir, QStringLiteral("cat %1 2>/dev/null || true").arg(marker)));
            if (!seen.ok()) {
                report.steps.append({id, State::Failed, seen.error().message});
                return false;
            }
            if (QString::fromUtf8(seen->out).trimmed() == digest) {
                report.steps.append({id, State::AlreadyDone, tr("%1 was applied before: skipped.").arg(file)});
                return true;
            }
        }
        session.setOutputObserver(recipeOutput);
        const Result<ExecResult> ran =
            session.exec(inWorkdir(options.workdir,
                                   QStringLiteral("mkdir -p .gpuplanner && rm -f %1 && cat > %2 && %3 && echo %4 > %1")
                                       .arg(marker, shellQuote(file), command, digest)),
                         content, cancel);
        session.setOutputObserver({});
        if (!ran.ok()) {
            report.steps.append({id, State::Failed, ran.error().message});
            return false;
        }
        if (ran->exitStatus != 0) {
            report.steps.append({id, State::Failed,
                                 tr("%1 failed with exit status %2: %3")
                                     .arg(file)
                                     .arg(ran->exitStatus)
                                     .arg(lastLines(ran->err.isEmpty() ? ran->out : ran->err))});
            return false;
        }
        report.steps.append({id, State::Done, doneMessage});
        return true;
    };
    if (!options.setupScript.isEmpty() &&
        !recipe(QStringLiteral("setup"), options.setupScript, QStringLiteral(".gpuplanner/setup.sh"),
                QStringLiteral("sh -e .gpuplanner/setup.sh </dev/null"), tr("The setup recipe ran successfully.")))
        return report;
    if (!options.requirements.isEmpty())
        recipe(QStringLiteral("requirements"), options.requirements, QStringLiteral("requirements.txt"),
               QStringLiteral("%1 -m pip install --requirement requirements.txt </dev/null")
                   .arg(shellQuote(options.python)),
               tr("The requirements are installed."));
    return report;
}

} // namespace gp
