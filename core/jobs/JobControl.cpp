#include "core/jobs/JobControl.h"

#include "core/common/CodeTable.h"

#include <QCryptographicHash>
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

// A job's state as jobs.sh writes it in its status lines (resources/remote/jobs.sh).
constexpr CodeTable<JobInfo::State, 7> kStateCodes{{{JobInfo::State::Queued, "queued"},
                                                    {JobInfo::State::Running, "running"},
                                                    {JobInfo::State::Done, "done"},
                                                    {JobInfo::State::Failed, "failed"},
                                                    {JobInfo::State::Stopped, "stopped"},
                                                    {JobInfo::State::Interrupted, "interrupted"},
                                                    {JobInfo::State::Unknown, "unknown"}}};

QString JobInfo::stateCode(State state)
{
    return codeOf(kStateCodes, state);
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

QByteArray JobControl::script()
{
    QFile file(QStringLiteral(":/remote/jobs.sh"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray text = file.readAll();
    const QByteArray version = QCryptographicHash::hash(text, QCryptographicHash::Sha256).toHex().left(16);
    const qsizetype firstLine = text.indexOf('\n') + 1;
    return text.left(firstLine) + "# version " + version + '\n' + text.mid(firstLine);
}

Result<ExecResult> JobControl::call(SshSession& session, const QStringList& args, const std::atomic_bool* cancel)
{
    const QByteArray text = script();
    if (text.isEmpty())
        return Error{QStringLiteral("job.script"), tr("The jobs script is missing from this build.")};
    const QByteArray versionLine =
        text.mid(text.indexOf('\n') + 1, text.indexOf('\n', text.indexOf('\n') + 1) - text.indexOf('\n') - 1);
    QStringList quoted;
    for (const QString& a : args)
        quoted << shellQuote(a);
    // The script travels on stdin and is installed only when the instance has another version: written to a name of
    // its own and renamed over the old one, so that concurrent commands never run or replace a half-written script.
    // Every argument is quoted.
    return session.exec(
        QStringLiteral(
            "umask 077; j=\"$HOME/.gpuplanner/jobs\"; mkdir -p \"$j\" || exit 1; v=; "
            "{ IFS= read -r _ && IFS= read -r v; } 2>/dev/null < \"$j/jobs.sh\"; if [ \"$v\" != %1 ]; then "
            "t=$(mktemp \"$j/.jobs.sh.XXXXXXXX\") || exit 1; { cat > \"$t\" && mv -f \"$t\" \"$j/jobs.sh\"; } "
            "|| { rm -f \"$t\"; exit 1; }; fi; exec sh \"$j/jobs.sh\" ")
                .arg(shellQuote(QString::fromLatin1(versionLine))) +
            quoted.join(QLatin1Char(' ')),
        text, cancel);
}

namespace {

// An exit status of jobs.sh that is an answer, not a failure of the call.
Error jobsScriptError(const ExecResult& r, const QString& name)
{
    if (r.exitStatus == 4)
        return Error{QStringLiteral("job.unknown"),
                     JobControl::tr("There is no job named \"%1\" on the instance.").arg(name)};
    if (r.exitStatus == 75)
        return Error{QStringLiteral("job.locked"),
                     JobControl::tr("Another command held the jobs' state on the instance for a minute; try again.")};
    return Error{QStringLiteral("job.failed"), JobControl::tr("The jobs script on the instance failed (exit %1): %2")
                                                   .arg(r.exitStatus)
                                                   .arg(QString::fromUtf8(r.err.trimmed().left(300)))};
}

} // namespace

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
    if (r->exitStatus == 75)
        return jobsScriptError(*r, spec.name);
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
        j.state = fromCode(kStateCodes, QString::fromUtf8(f.at(2))).value_or(JobInfo::State::Unknown);
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
    // A list that failed is no answer: "no jobs" would be a false one.
    if (r->exitStatus != 0)
        return jobsScriptError(*r, QString());
    return parseList(r->out);
}

Result<QByteArray> JobControl::logs(SshSession& session,
                                    const QString& name,
                                    bool follow,
                                    const std::function<void(const QByteArray&)>& output,
                                    const std::atomic_bool* cancel)
{
    // The log goes to `output` as it arrives, and on to whoever watched the session's output before; nothing of it is
    // kept here (a log of gigabytes, a follow of days). A caller that keeps it gets the last kLogKeptBytes.
    const auto previous = session.outputObserver();
    const qint64 previousLimit = session.keptOutputLimit();
    if (output)
        session.setOutputObserver([&](int stream, const QByteArray& data) {
            if (stream == 0)
                output(data);
            if (previous)
                previous(stream, data);
        });
    session.setKeptOutputLimit(output ? 0 : kLogKeptBytes);
    QStringList args{QStringLiteral("logs"), name};
    if (follow)
        args << QStringLiteral("follow");
    else if (!output)
        args << QStringLiteral("tail") << QString::number(kLogKeptBytes);
    const Result<ExecResult> r = call(session, args, cancel);
    session.setKeptOutputLimit(previousLimit);
    if (output)
        session.setOutputObserver(previous);
    if (!r.ok())
        return r.error();
    if (r->exitStatus == 7)
        return Error{QStringLiteral("job.no_runner"),
                     tr("Job %1 is queued, and no runner on the instance could be started to run it.").arg(name)};
    if (r->exitStatus != 0)
        return jobsScriptError(*r, name);
    return r->out;
}

Result<JobLogChunk>
JobControl::logFrom(SshSession& session, const QString& name, qint64 offset, const std::atomic_bool* cancel)
{
    const Result<ExecResult> r = call(
        session,
        {QStringLiteral("logs"), name, QStringLiteral("from"), QString::number(offset), QString::number(kLogPollBytes)},
        cancel);
    if (!r.ok())
        return r.error();
    if (r->exitStatus != 0)
        return jobsScriptError(*r, name);
    // "gpuplanner-log-from START\n", then the bytes.
    const qsizetype newline = r->out.indexOf('\n');
    bool ok = false;
    const qint64 start =
        newline > 0 && r->out.startsWith("gpuplanner-log-from ") ? r->out.mid(20, newline - 20).toLongLong(&ok) : -1;
    if (!ok || start < 0)
        return Error{QStringLiteral("job.log"),
                     tr("The instance's answer about the log of %1 was cut short.").arg(name)};
    return JobLogChunk{start, r->out.mid(newline + 1)};
}

Status JobControl::stop(SshSession& session, const QString& name, const std::atomic_bool* cancel)
{
    const Result<ExecResult> r = call(session, {QStringLiteral("stop"), name}, cancel);
    if (!r.ok())
        return r.error();
    // "Stopped" is said only when the instance found nothing of the job left running.
    if (r->exitStatus == 6)
        return Error{QStringLiteral("job.still_running"),
                     tr("Job %1 did not stop: some of its processes still run after TERM and KILL (%2). The GPU may "
                        "still be billing; look at the instance.")
                         .arg(name, QString::fromUtf8(r->err.trimmed().left(200)))};
    if (r->exitStatus != 0)
        return jobsScriptError(*r, name);
    return Ok{};
}

Result<QStringList> JobControl::resume(SshSession& session, const std::atomic_bool* cancel)
{
    const Result<ExecResult> r = call(session, {QStringLiteral("resume")}, cancel);
    if (!r.ok())
        return r.error();
    if (r->exitStatus != 0)
        return jobsScriptError(*r, QString());
    QStringList names;
    for (const QByteArray& line : r->out.split('\n'))
        if (line.startsWith("resumed "))
            names << QString::fromUtf8(line.mid(8).trimmed());
    return names;
}

} // namespace gp
