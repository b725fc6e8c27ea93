#pragma once

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace gp::cli {

class CliApp;

// The manual pages, in roff, in the language loaded now: gpuplanner-cli(1) from the same help every command prints
// (CliApp's options and exit codes, each command's `help`), gpuplanner(1) from the desktop app's own options
// (GuiCommandLine). cmake/ManPages.cmake writes them at build time; tests/cli/man_page_test.sh checks that the
// installed page says what `--help` says.
class ManPage final
{
    Q_DECLARE_TR_FUNCTIONS(gp::cli::ManPage)

public:
    explicit ManPage(const CliApp& app) : m_app(app) {}

    // "gpuplanner-cli" or "gpuplanner"; nothing for another name.
    std::optional<QString> render(const QString& page) const;

    // Text as roff shows it literally: backslashes, hyphens (so options stay copyable) and a leading dot or quote.
    static QString escape(const QString& text);

private:
    QString cliPage() const;
    QString guiPage() const;
    QString header(const QString& name, const QString& summary) const;
    QString filesAndEnvironment() const;

    const CliApp& m_app;
};

} // namespace gp::cli
