#include "app/cli/CliOutput.h"

#include <cstdio>

#include <QCoreApplication>
#include <QJsonDocument>

#include <algorithm>

namespace gp::cli {

void CliOutput::line(const QString& text)
{
    m_out << text << Qt::endl;
}

void CliOutput::error(const QString& message)
{
    m_err << QCoreApplication::translate("gp::cli::CliApp", "error: %1").arg(message) << Qt::endl;
}

void CliOutput::warning(const QString& message)
{
    m_err << QCoreApplication::translate("gp::cli::CliApp", "warning: %1").arg(message) << Qt::endl;
}

void CliOutput::flush()
{
    m_out.flush();
    m_err.flush();
    std::fflush(stdout);
    std::fflush(stderr);
}

void CliOutput::resetStatus()
{
    m_out.resetStatus();
    m_err.resetStatus();
    std::clearerr(stdout);
    std::clearerr(stderr);
}

void CliOutput::progress(const QString& text)
{
    m_err << "\r\x1b[K" << text;
    m_err.flush();
}

void CliOutput::json(const QJsonObject& object)
{
    m_out << QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Indented));
    m_out.flush();
}

void CliOutput::json(const QJsonArray& array)
{
    m_out << QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Indented));
    m_out.flush();
}

void CliOutput::passThrough(const QString& text, bool toStderr)
{
    QTextStream& stream = toStderr ? m_err : m_out;
    stream << text;
    stream.flush();
}

int CliOutput::displayWidth(const QString& text)
{
    int width = 0;
    for (const QChar ch : text) {
        const char16_t u = ch.unicode();
        // CJK ideographs, full-width forms and Hangul take two terminal cells.
        const bool wide = (u >= 0x1100 && u <= 0x115F) || (u >= 0x2E80 && u <= 0xA4CF) ||
                          (u >= 0xAC00 && u <= 0xD7A3) || (u >= 0xF900 && u <= 0xFAFF) ||
                          (u >= 0xFE30 && u <= 0xFE4F) || (u >= 0xFF00 && u <= 0xFF60) || (u >= 0xFFE0 && u <= 0xFFE6);
        width += wide ? 2 : 1;
    }
    return width;
}

void CliOutput::table(const QStringList& headers, const QList<QStringList>& rows)
{
    QList<int> widths;
    for (const QString& header : headers) {
        widths << displayWidth(header);
    }
    for (const QStringList& row : rows) {
        for (int i = 0; i < row.size() && i < widths.size(); ++i) {
            widths[i] = std::max(widths[i], displayWidth(row.at(i)));
        }
    }
    const auto emitRow = [&](const QStringList& cells) {
        QString text;
        for (int i = 0; i < widths.size(); ++i) {
            const QString cell = cells.value(i);
            text += cell;
            if (i + 1 < widths.size()) {
                text += QString(widths.at(i) - displayWidth(cell) + 2, QLatin1Char(' '));
            }
        }
        line(text);
    };
    emitRow(headers);
    QStringList rule;
    for (int w : widths) {
        rule << QString(w, QLatin1Char('-'));
    }
    emitRow(rule);
    for (const QStringList& row : rows) {
        emitRow(row);
    }
}

} // namespace gp::cli
