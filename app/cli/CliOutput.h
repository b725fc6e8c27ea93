#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QTextStream>

namespace gp::cli {

// Where a command writes: stdout for results, stderr for errors. Injected so tests can capture both.
class CliOutput final
{
public:
    CliOutput(QTextStream& out, QTextStream& err) : m_out(out), m_err(err) {}

    void line(const QString& text = QString());
    void error(const QString& message);
    void warning(const QString& message); // on stderr, so a JSON result on stdout stays parseable
    // One status line on stderr, redrawn in place (a terminal's carriage return); an empty text clears it.
    void progress(const QString& text);
    void json(const QJsonObject& object);
    void json(const QJsonArray& array);
    // Text exactly as a remote command printed it (no newline added), flushed at once for a live log.
    void passThrough(const QString& text, bool toStderr);
    // A plain-text table with columns padded to their widest cell (wide CJK glyphs count as two columns).
    void table(const QStringList& headers, const QList<QStringList>& rows);

    // Everything written so far, out of the streams and the C library's buffers, onto the descriptors.
    void flush();
    // Forgets an earlier failed write (a closed pipe), on the streams and in the C library, so that output goes on.
    void resetStatus();

    static int displayWidth(const QString& text);

private:
    QTextStream& m_out;
    QTextStream& m_err;
};

} // namespace gp::cli
