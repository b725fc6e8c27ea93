#include "core/catalog/Citation.h"

#include <QRegularExpression>
#include <QUrl>

namespace gp {

namespace {

// A path inside a project's tests: a fixture, whatever its values look like, is never a price.
bool isFixturePath(const QString& path)
{
    static const QRegularExpression fixture(QStringLiteral("(^|/)(tests?|testdata|fixtures?)(/|$)"),
                                            QRegularExpression::CaseInsensitiveOption);
    return fixture.match(path).hasMatch();
}

} // namespace

QString RepoCitation::toString() const
{
    return QStringLiteral("%1@%2:%3").arg(repo, commit, path);
}

std::optional<RepoCitation> Citation::parseRepo(const QString& source)
{
    static const QRegularExpression current(
        QStringLiteral("^([A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+)@([0-9a-f]{40}):(\\S.*)$"));
    static const QRegularExpression older(
        QStringLiteral("^([A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+) (\\S.*) @ ([0-9a-f]{40})$"));
    const QString text = source.trimmed();
    if (const auto m = current.match(text); m.hasMatch())
        return RepoCitation{m.captured(1), m.captured(2), m.captured(3).trimmed()};
    if (const auto m = older.match(text); m.hasMatch())
        return RepoCitation{m.captured(1), m.captured(3), m.captured(2).trimmed()};
    return std::nullopt;
}

bool Citation::isUrl(const QString& source)
{
    static const QRegularExpression url(QStringLiteral("^https?://[^\\s/]+\\.[^\\s/]+(/\\S*)?$"));
    return url.match(source.trimmed()).hasMatch();
}

QString Citation::problem(const QString& source)
{
    static const QRegularExpression indexId(QStringLiteral("\\b(GitHub )?document( id)? \\d{6,}"),
                                            QRegularExpression::CaseInsensitiveOption);
    const QString shown = source.left(80);
    if (indexId.match(source).hasMatch())
        return tr("\"%1\" cites a search index's document id, which nobody can open: cite the page's address or the "
                  "file as owner/repo@commit:path")
            .arg(shown);
    if (isUrl(source)) {
        const QString path = QUrl(source.trimmed()).path();
        return isFixturePath(path) ? tr("\"%1\" is a test fixture, not a price anybody published").arg(shown)
                                   : QString();
    }
    if (const auto repo = parseRepo(source))
        return isFixturePath(repo->path) ? tr("\"%1\" is a test fixture, not a price anybody published").arg(shown)
                                         : QString();
    return tr("\"%1\" is neither a web address nor a repository file at a full commit (owner/repo@commit:path): "
              "nobody can check it (for a price of your own, such as a contract, set \"user_override\": true)")
        .arg(shown);
}

} // namespace gp
