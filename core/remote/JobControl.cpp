#include "core/remote/JobControl.h"

#include <QFile>
#include <QRegularExpression>

namespace gp {

namespace {

QDateTime epoch(const QByteArray& text)
{
    bool ok = false;
    const qint64 s = text.trimmed().toLongLong(&ok);
    return ok ? QDateTime::fromSecsSinceEpoch(s) : QDateTime();
}

} // namespace

QString JobInfo::stateCode(State state)
{
    switch (state) {
    case State::Queued:
        return QStringLiteral("queued");
    case State::Running:
        return QStringLiteral("running");
    case State::Done:
        return QStringLiteral("done");
    case State::Failed:
        return QStringLiteral("failed");
    case State::Stopped:
        return QStringLiteral("stopped");
    case State::Interrupted:
        return QStringLiteral("interrupted");
    case State::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

QString JobInfo::stateText() const
{
    switch (state) {
    case State::Queued:
        return JobControl::tr("queued");
    case State::Running:
        return JobControl::tr("running");
    case State::Done:
        return JobControl::tr("done");
    case State::Failed:
        return JobControl::tr("failed (exit %1)").arg(exitCode.value_or(-1));
    case State::Stopped:
        return JobControl::tr("stopped");
    case State::Interrupted:
        return JobControl::tr("interrupted (job resume restarts it)");
    case State::Unknown:
        break;
    }
    return JobControl::tr("unknown");
}

int JobInfo::gpuCount(int offerGpus) const
{
    if (!gpus.isEmpty())
        return static_cast<int>(gpus.split(QLatin1Char(','), Qt::SkipEmptyParts).size());
    return machineGpus > 0 ? machineGpus : std::max(1, offerGpus);
}

double JobInfo::hours(const QDateTime& now) const
{
    if (!started.isValid())
        return 0;
    if (state == State::Running)
        return std::max<qint64>(0, started.secsTo(now)) / 3600.0;
    // An interrupted job's end went down with the machine: its time is not known, so none is claimed.
    return ended.isValid() ? std::max<qint64>(0, started.secsTo(ended)) / 3600.0 : 0.0;
}

double JobInfo::gpuHours(const QDateTime& now, int offerGpus) const
{
    return hours(now) * gpuCount(offerGpus);
}

Status JobControl::validate(const JobSpec& spec)
{
    static const QRegularExpression name(QStringLiteral("\\A[A-Za-z0-9_-][A-Za-z0-9._-]{0,63}\\z"));
    static const QRegularExpression gpus(QStringLiteral("\\A(\\d+(,\\d+)*)?\\z"));
    if (!name.match(spec.name).hasMatch())
        return Error{QStringLiteral("job.name"),
                     tr("A job name is 1 to 64 letters, digits, '.', '_' or '-', not starting with '.': \"%1\" is not.")
                         .arg(spec.name)};
    if (!gpus.match(spec.gpus).hasMatch())
        return Error{QStringLiteral("job.gpus"),
                     tr("GPUs are given as indexes separated by commas, such as 0,1: \"%1\" is not.").arg(spec.gpus)};
    if (spec.command.trimmed().isEmpty())
        return Error{QStringLiteral("job.command"), tr("Give the command to run after --.")};
    return Ok{};
}

Result<ExecResult> JobControl::call(SshSession& session, const QStringList& args, const std::atomic_bool* cancel)
{
    QFile script(QStringLiteral(":/remote/jobs.sh"));
    if (!script.open(QIODevice::ReadOnly))
        return Error{QStringLiteral("job.script"), tr("The jobs script is missing from this build.")};
    QStringList quoted;
    for (const QString& a : args)
        quoted << shellQuote(a);
    // The script travels on stdin and is kept where the runner and the guard find it; every argument is quoted.
    return session.exec(
        QStringLiteral("umask 077; j=\"$HOME/.gpuplanner/jobs\"; mkdir -p \"$j\" && cat > \"$j/jobs.sh.tmp\" "
                       "&& mv -f \"$j/jobs.sh.tmp\" \"$j/jobs.sh\" && sh \"$j/jobs.sh\" ") +
            quoted.join(QLatin1Char(' ')),
        script.readAll(), cancel);
}

Status JobControl::run(SshSession& session, const JobSpec& spec, const std::atomic_bool* cancel)
{
    if (Status s = validate(spec); !s.ok())
        return s;
    const Result<ExecResult> r =
        call(session,
             {QStringLiteral("run"), spec.name, QString::number(spec.priority), spec.gpus,
              spec.workdir.isEmpty() ? QStringLiteral(".") : spec.workdir, spec.command, spec.resumeCommand},
             cancel);
    if (!r.ok())
        return r.error();
    if (r->exitStatus == 3)
        return Error{QStringLiteral("job.exists"),
                     tr("A job named \"%1\" is queued or running already: stop it first, or choose another name.")
                         .arg(spec.name)};
    if (r->exitStatus != 0)
        return Error{QStringLiteral("job.run"),
                     tr("The instance could not queue the job: %1").arg(QString::fromUtf8(r->err).trimmed())};
    return Ok{};
}

QList<JobInfo> JobControl::parseList(const QByteArray& output)
{
    QList<JobInfo> jobs;
    for (const QByteArray& line : output.split('\n')) {
        const QList<QByteArray> f = line.split('\t');
        // 11 fields from a jobs.sh that predates the machine's GPU count (an instance set up by an older version).
        if ((f.size() != 11 && f.size() != 12) || f.at(0) != "job")
            continue;
        JobInfo j;
        j.name = QString::fromUtf8(f.at(1));
        j.state = JobInfo::State::Unknown;
        for (JobInfo::State s : {JobInfo::State::Queued, JobInfo::State::Running, JobInfo::State::Done,
                                 JobInfo::State::Failed, JobInfo::State::Stopped, JobInfo::State::Interrupted})
            if (JobInfo::stateCode(s).toUtf8() == f.at(2))
                j.state = s;
        j.priority = f.at(3).toInt();
        j.gpus = QString::fromUtf8(f.at(4));
        bool ok = false;
        const int exit = f.at(5).trimmed().toInt(&ok);
        if (ok)
            j.exitCode = exit;
        j.created = epoch(f.at(6));
        j.started = epoch(f.at(7));
        j.ended = epoch(f.at(8));
        j.attempts = f.at(9).toInt();
        j.logPath = QString::fromUtf8(f.at(10));
        j.machineGpus = std::max(0, f.value(11).trimmed().toInt());
        jobs << j;
    }
    std::sort(jobs.begin(), jobs.end(), [](const JobInfo& a, const JobInfo& b) { return a.created < b.created; });
    return jobs;
}

QString JobControl::stoppedMessage(const QString& name)
{
    return tr("Stopped job %1 and every process it started.").arg(name);
}

QString JobControl::resumedMessage(const QStringList& names)
{
    return names.isEmpty() ? tr("Nothing to resume: no job was cut short.")
                           : tr("Resumed %n job(s): %1.", nullptr, static_cast<int>(names.size()))
                                 .arg(names.join(QStringLiteral(", ")));
}

Result<QList<JobInfo>> JobControl::list(SshSession& session, const std::atomic_bool* cancel)
{
    const Result<ExecResult> r = call(session, {QStringLiteral("list")}, cancel);
    if (!r.ok())
        return r.error();
    return parseList(r->out);
}

Result<QByteArray> JobControl::logs(SshSession& session,
                                    const QString& name,
                                    bool follow,
                                    const std::function<void(const QByteArray&)>& output,
                                    const std::atomic_bool* cancel)
{
    // The log goes to `output` as it arrives, and on to whoever watched the session's output before.
    const auto previous = session.outputObserver();
    if (output)
        session.setOutputObserver([&](int stream, const QByteArray& data) {
            if (stream == 0)
                output(data);
            if (previous)
                previous(stream, data);
        });
    QStringList args{QStringLiteral("logs"), name};
    if (follow)
        args << QStringLiteral("follow");
    const Result<ExecResult> r = call(session, args, cancel);
    if (output)
        session.setOutputObserver(previous);
    if (!r.ok())
        return r.error();
    if (r->exitStatus == 4)
        return Error{QStringLiteral("job.unknown"), tr("There is no job named \"%1\" on the instance.").arg(name)};
    return r->out;
}

Result<QByteArray>
JobControl::logFrom(SshSession& session, const QString& name, qint64 offset, const std::atomic_bool* cancel)
{
    const Result<ExecResult> r =
        call(session, {QStringLiteral("logs"), name, QStringLiteral("from"), QString::number(offset)}, cancel);
    if (!r.ok())
        return r.error();
    if (r->exitStatus == 4)
        return Error{QStringLiteral("job.unknown"), tr("There is no job named \"%1\" on the instance.").arg(name)};
    return r->out;
}

Status JobControl::stop(SshSession& session, const QString& name, const std::atomic_bool* cancel)
{
    const Result<ExecResult> r = call(session, {QStringLiteral("stop"), name}, cancel);
    if (!r.ok())
        return r.error();
    if (r->exitStatus == 4)
        return Error{QStringLiteral("job.unknown"), tr("There is no job named \"%1\" on the instance.").arg(name)};
    return Ok{};
}

Result<QStringList> JobControl::resume(SshSession& session, const std::atomic_bool* cancel)
{
    const Result<ExecResult> r = call(session, {QStringLiteral("resume")}, cancel);
    if (!r.ok())
        return r.error();
    QStringList names;
    for (const QByteArray& line : r->out.split('\n'))
        if (line.startsWith("resumed "))
            names << QString::fromUtf8(line.mid(8).trimmed());
    return names;
}

} // namespace gp
