#pragma once

#include "core/ssh/SshSession.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>

#include <optional>

namespace gp {

// A command to run on the instance, detached from the SSH session (resources/remote/jobs.sh).
struct JobSpec
{
    QString name;     // letters, digits, '.', '_' and '-'
    int priority = 0; // higher first
    QString gpus;     // "0,1": runs beside jobs on other GPUs (CUDA_VISIBLE_DEVICES); empty: runs alone
    QString command;
    QString resumeCommand; // what `job resume` runs after a reboot or preemption; empty: the command again
    QString workdir;       // where it runs; its log is WORKDIR/gpuplanner-logs/NAME.log
};

struct JobInfo
{
    enum class State { Queued, Running, Done, Failed, Stopped, Interrupted, Unknown };
    QString name;
    State state = State::Unknown;
    int priority = 0;
    QString gpus;
    std::optional<int> exitCode;
    QDateTime created, started, ended;
    int attempts = 0;
    QString logPath;
    int machineGpus = 0; // the GPUs nvidia-smi listed when it started; 0: none or not known
    // The GPUs it holds: those it names, or all the machine's when it runs alone (nvidia-smi's count, else the
    // offer's, else one).
    int gpuCount(int offerGpus = 0) const;
    // Hours it ran, up to `now` while it runs; none for an interrupted job, whose end is not known.
    double hours(const QDateTime& now) const;
    double gpuHours(const QDateTime& now, int offerGpus = 0) const;
    static QString stateCode(State state);
    QString stateText() const; // translated
};

// A piece of a job's log read by a view that polls: where it starts (past the offset asked for when that was far
// behind: only the last JobControl::kLogPollBytes are sent) and the bytes.
struct JobLogChunk
{
    qint64 start = 0;
    QByteArray data;
};

class JobControl final
{
    Q_DECLARE_TR_FUNCTIONS(gp::JobControl)

public:
    // What one read of a log carries at most: a poll, and a whole log read by a caller that keeps it (the last part).
    // A caller that takes the log as it comes (`output`) keeps nothing and has no limit.
    static constexpr qint64 kLogPollBytes = 1024 * 1024;
    static constexpr qint64 kLogKeptBytes = 16 * 1024 * 1024;

    static Status validate(const JobSpec& spec);
    static Status run(SshSession& session, const JobSpec& spec, const std::atomic_bool* cancel = nullptr);
    static Result<QList<JobInfo>> list(SshSession& session, const std::atomic_bool* cancel = nullptr);
    // The log so far; with `follow`, what the job writes is passed to `output` as it comes, until the job ends (or no
    // runner can start it). With `output`, nothing is kept and an empty result returned; without, the last
    // kLogKeptBytes.
    static Result<QByteArray> logs(SshSession& session,
                                   const QString& name,
                                   bool follow = false,
                                   const std::function<void(const QByteArray&)>& output = {},
                                   const std::atomic_bool* cancel = nullptr);
    // What the log has past `offset` bytes (for a view that polls instead of holding a channel open), at most
    // kLogPollBytes.
    static Result<JobLogChunk>
    logFrom(SshSession& session, const QString& name, qint64 offset, const std::atomic_bool* cancel = nullptr);
    // TERM to the job's whole process group and every process it started (those that left the group too), KILL
    // after 10 s; an error unless none of them is left.
    static Status stop(SshSession& session, const QString& name, const std::atomic_bool* cancel = nullptr);
    // Queues again what a reboot or preemption ended (with its resume command); the names.
    static Result<QStringList> resume(SshSession& session, const std::atomic_bool* cancel = nullptr);
    static QList<JobInfo> parseList(const QByteArray& output);
    // What the command line and the Console say after a stop and a resume.
    static QString stoppedMessage(const QString& name);
    static QString resumedMessage(const QStringList& names);

    // The script as installed on the instance: its second line names its version (a digest of its text), so that it
    // is installed once per version, never rewritten under a command that runs it.
    static QByteArray script();

private:
    static Result<ExecResult> call(SshSession& session, const QStringList& args, const std::atomic_bool* cancel);
};

} // namespace gp
