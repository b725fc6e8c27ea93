#pragma once

#include "app/cli/CliCommand.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace gp::cli {

// What Tab offers in bash and zsh (resources/completion), asked from the CLI itself with the hidden
// `gpuplanner-cli --complete WORD...`: commands and subcommands, each command's options as its help spells them,
// and the values an option or argument names: GPU, model and offer ids, profile names, provider ids, the choices a
// help lists (`--task inference|full|…`). A file argument answers filesMarker(), so the shell completes paths.
class Completion final
{
public:
    explicit Completion(const QList<CliCommand>& commands) : m_commands(commands) {}

    // `words` are the words after the program's name up to the one being completed, which is last (maybe empty).
    // The help read is the one loaded now: CliApp loads English first, since option spellings are not translated.
    QStringList candidates(const QStringList& words) const;

    static QString filesMarker() { return QStringLiteral(":files"); }

private:
    const QList<CliCommand>& m_commands;
};

} // namespace gp::cli
