#pragma once

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace gp {

// A file in a public repository at a commit: what `owner/repo@commit:path` names.
struct RepoCitation
{
    QString repo;   // owner/name
    QString commit; // 40 hex digits
    QString path;

    QString toString() const; // "owner/repo@commit:path", the one form catalogs are written in
};

// Where a price comes from, in a form a person can open: a web address, or a repository file at a full commit.
// Every catalog price and fee is checked here (the user's own prices may cite an invoice instead).
class Citation final
{
    Q_DECLARE_TR_FUNCTIONS(gp::Citation)

public:
    // "owner/repo@commit:path"; the older "owner/repo path @ commit" is still read. Nothing else is a repository file.
    static std::optional<RepoCitation> parseRepo(const QString& source);
    static bool isUrl(const QString& source);
    // Why `source` cannot be checked, translated; empty when it can. Refused: an index id ("GitHub document N"),
    // a test fixture, text with no address or commit, a short commit.
    static QString problem(const QString& source);
};

} // namespace gp
