#pragma once

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace gp::cli {

class CliApp;

// The manual pages, in roff, in the language loaded now: gpuplanner-cli(1) from the same help every command prints
// (CliApp's options and exit codes, each command's `help`), gpuplanner(1) from the desktop app's own options
// (GuiCommandLine). cmake/ManPages.cmake writes them at build time; tests/packaging/man_page_test.py checks that the
// installed page says what `--help` says.
class ManPage final
{
    Q_DECLARE_TR_FUNCTIONS(gp::cli::ManPage)

public:
    explicit ManPage(const CliApp& app) : m_app(app) {}

    // "gpuplanner-cli" or "gpuplanner"; nothing for another name.
    std::optional<QString> render(const QString& page) const;

    enum class Breaks { Anywhere, AtSpaces };
    // Text as roff shows it literally: backslashes, hyphens (so options stay copyable) and a leading dot or quote.
    // Breaks::Anywhere adds break points inside Chinese text and usage alternatives; headings and the NAME line
    // keep AtSpaces, since mandb reads them for whatis and apropos.
    static QString escape(const QString& text, Breaks breaks = Breaks::Anywhere);

private:
    QString cliPage() const;
    QString guiPage() const;
    QString header(const QString& name, const QString& summary) const;
    QString filesAndEnvironment() const;

    const CliApp& m_app;
};

} // namespace gp::cli
