#include "core/common/JsonDuplicates.h"

#include <QList>
#include <QSet>

namespace gp {

namespace {

// A string's raw text from its opening quote, as written (escapes kept: "\u0061" and "a" count as different keys,
// which only lets through a duplicate spelt two ways, never refuses a good document). `at` ends past the closing
// quote.
QByteArray rawString(const QByteArray& json, qsizetype& at)
{
    const qsizetype start = ++at;
    while (at < json.size() && json.at(at) != '"')
        at += json.at(at) == '\\' ? 2 : 1;
    return json.mid(start, at++ - start);
}

} // namespace

std::optional<QByteArray> duplicateJsonKey(const QByteArray& json)
{
    struct Level
    {
        bool object = false;
        bool expectKey = false;
        QByteArray name; // the key it is the value of
        QByteArray lastKey;
        QSet<QByteArray> keys;
    };
    QList<Level> levels;
    for (qsizetype at = 0; at < json.size();) {
        const char c = json.at(at);
        if (c == '"') {
            const QByteArray text = rawString(json, at);
            if (levels.isEmpty() || !levels.last().object || !levels.last().expectKey)
                continue;
            Level& level = levels.last();
            if (level.keys.contains(text)) {
                QByteArray path;
                for (const Level& l : levels)
                    if (!l.name.isEmpty())
                        path += l.name + '.';
                return path + text;
            }
            level.keys.insert(text);
            level.expectKey = false;
            level.lastKey = text;
            continue;
        }
        if (c == '{' || c == '[')
            levels.append(Level{c == '{', c == '{', levels.isEmpty() ? QByteArray() : levels.last().lastKey, {}, {}});
        else if ((c == '}' || c == ']') && !levels.isEmpty())
            levels.removeLast();
        else if (c == ',' && !levels.isEmpty() && levels.last().object)
            levels.last().expectKey = true;
        ++at;
    }
    return std::nullopt;
}

} // namespace gp
