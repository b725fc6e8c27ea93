#include "app/cli/Completion.h"

#include "app/cli/CliApp.h"
#include "core/catalog/GpuCatalog.h"
#include "core/catalog/UserCatalogStore.h"
#include "core/estimator/ModelCatalog.h"
#include "core/hosts/HostProfiles.h"
#include "core/providers/CloudProvider.h"

#include <QRegularExpression>

#include <algorithm>

namespace gp::cli {

namespace {

// One usage alternative or line of a help: the options it spells, with the value each takes ("" for a flag).
struct Segment
{
    QString text;
    QList<std::pair<QString, QString>> options;
};

// A usage line's alternatives: split at " | " outside brackets, so that "[--offer ID | --gpu ID]" stays with its
// subcommand.
QStringList alternatives(const QString& line)
{
    QStringList parts;
    int depth = 0;
    qsizetype start = 0;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (c == QLatin1Char('[') || c == QLatin1Char('('))
            ++depth;
        else if ((c == QLatin1Char(']') || c == QLatin1Char(')')) && depth > 0)
            --depth;
        else if (depth == 0 && c == QLatin1Char('|') && i > 0 && line.at(i - 1) == QLatin1Char(' ') &&
                 i + 1 < line.size() && line.at(i + 1) == QLatin1Char(' ')) {
            parts << line.mid(start, i - 1 - start);
            start = i + 2;
        }
    }
    parts << line.mid(start);
    return parts;
}

QList<Segment> segmentsOf(const QString& help)
{
    // "--name VALUE", "--name=VALUE", "--name \"ssh …\"", or a flag ("--name]", "--name,", "--name (why)").
    static const QRegularExpression option(QStringLiteral(R"((--[a-z][a-z0-9-]*)(?:[ =]("|[A-Za-z0-9_.|<>@-]+))?)"));
    QList<Segment> segments;
    for (const QString& line : help.split(QLatin1Char('\n'))) {
        for (const QString& part : alternatives(line)) {
            Segment segment{part, {}};
            for (auto it = option.globalMatch(part); it.hasNext();) {
                const QRegularExpressionMatch m = it.next();
                QString value = m.captured(2);
                if (value == QLatin1String("\""))
                    value = QStringLiteral("COMMAND");
                // "--json (with …)": words in lower case after a flag are prose, not a value, unless a choice list.
                if (!value.isEmpty() && !value.contains(QLatin1Char('|')) && value.front().isLower())
                    value.clear();
                segment.options.append({m.captured(1), value});
            }
            segments << segment;
        }
    }
    return segments;
}

// Whether a segment is about the subcommand path ("offers", "guard install"): the path as whole words before its
// first option.
bool mentions(const Segment& segment, const QString& path)
{
    const QString head = segment.text.section(QStringLiteral("--"), 0, 0);
    const QRegularExpression words(QStringLiteral("(^|[\\s(…|])") + QRegularExpression::escape(path) +
                                   QStringLiteral("(\\s|\\||$)"));
    return words.match(head).hasMatch();
}

QStringList profileNames()
{
    QStringList names;
    if (const Result<QList<HostProfile>> profiles = HostProfileStore().load(); profiles.ok())
        for (const HostProfile& p : *profiles)
            names << p.name;
    return names;
}

QStringList offerIds()
{
    QStringList ids;
    const PriceCatalog catalog = UserCatalogStore().load();
    for (const Provider& provider : catalog.providers())
        for (const Offer& offer : provider.offers)
            ids << offer.id;
    return ids;
}

QStringList catalogProviderIds()
{
    QStringList ids;
    const PriceCatalog catalog = UserCatalogStore().load();
    for (const Provider& provider : catalog.providers())
        ids << provider.id;
    return ids;
}

QStringList gpuIds()
{
    QStringList ids;
    for (const GpuSpec& gpu : GpuCatalog::builtIn().gpus())
        ids << gpu.id;
    return ids;
}

QStringList modelIds()
{
    QStringList ids;
    for (const ModelArchitecture& model : ModelCatalog::builtIn().models())
        ids << model.id;
    return ids;
}

bool isFilePlaceholder(const QString& placeholder)
{
    static const QStringList files = {QStringLiteral("FILE"), QStringLiteral("DIR"), QStringLiteral("PATH"),
                                      QStringLiteral("CSV"), QStringLiteral("KEY")};
    return files.contains(placeholder) || placeholder.endsWith(QLatin1String(".json")) ||
           placeholder.endsWith(QLatin1String("..."));
}

// The values for an option's or argument's placeholder, from what the CLI knows; filesMarker() for a path.
QStringList valuesFor(const QString& command, const QString& option, const QString& placeholder)
{
    if (option == QLatin1String("--model"))
        return modelIds();
    if (option == QLatin1String("--gpu"))
        return gpuIds();
    if (option == QLatin1String("--offer") || placeholder == QLatin1String("OFFER"))
        return offerIds();
    if (option == QLatin1String("--profile") || placeholder == QLatin1String("PROFILE") ||
        (command == QLatin1String("profile") && placeholder == QLatin1String("NAME")))
        return profileNames();
    if (option == QLatin1String("--lang"))
        return {QStringLiteral("en"), QStringLiteral("zh_CN")};
    if (placeholder == QLatin1String("PROVIDER"))
        return command == QLatin1String("provider") ? providerApiIds() : catalogProviderIds();
    if (placeholder.contains(QLatin1Char('|'))) {
        QStringList choices;
        for (const QString& choice : placeholder.split(QLatin1Char('|')))
            if (!choice.isEmpty() && !choice.front().isUpper())
                choices << choice;
        return choices;
    }
    if (isFilePlaceholder(placeholder))
        return {Completion::filesMarker()};
    return {};
}

} // namespace

QStringList Completion::candidates(const QStringList& words) const
{
    const QString current = words.isEmpty() ? QString() : words.last();
    const QStringList before = words.mid(0, std::max<qsizetype>(0, words.size() - 1));
    // `--option=partial` as one word (zsh keeps it whole): the option's values, spelled with the option in front.
    if (const qsizetype equals = current.indexOf(QLatin1Char('='));
        current.startsWith(QLatin1String("--")) && equals > 2) {
        const QString option = current.left(equals);
        QStringList values = candidates(before + QStringList{option, QString()});
        for (QString& value : values)
            if (value != filesMarker())
                value.prepend(option + QLatin1Char('='));
        return values;
    }

    // Global options, then the command.
    qsizetype i = 0;
    for (; i < before.size() && before[i].startsWith(QLatin1Char('-')); ++i)
        if (before[i] == QLatin1String("--lang"))
            ++i;
    if (i >= before.size()) {
        if (!before.isEmpty() && before.last() == QLatin1String("--lang"))
            return valuesFor(QString(), before.last(), QString());
        if (current.startsWith(QLatin1Char('-')))
            return CliApp::globalOptionNames();
        QStringList names;
        for (const CliCommand& c : m_commands)
            names << c.name;
        return names;
    }
    const auto command =
        std::find_if(m_commands.begin(), m_commands.end(), [&](const CliCommand& c) { return c.name == before[i]; });
    if (command == m_commands.end())
        return {};
    const QList<Segment> segments = segmentsOf(command->help());
    QHash<QString, QString> valueOf;
    for (const Segment& s : segments)
        for (const auto& [name, value] : s.options)
            if (!valueOf.contains(name) || valueOf.value(name).isEmpty())
                valueOf.insert(name, value);

    // The words after the command: its subcommand path and arguments, skipping options and their values.
    QStringList positional;
    bool afterSeparator = false;
    for (qsizetype j = i + 1; j < before.size(); ++j) {
        const QString& w = before[j];
        if (w == QLatin1String("--")) {
            afterSeparator = true;
            break;
        }
        if (w.startsWith(QLatin1Char('-'))) {
            if (!w.contains(QLatin1Char('=')) && !valueOf.value(w).isEmpty())
                ++j;
            continue;
        }
        positional << w;
    }
    if (afterSeparator)
        return {filesMarker()}; // a command to run on the instance: nothing of ours

    // A value for the option just typed.
    if (before.size() > i + 1) {
        const QString& previous = before.last();
        if (previous.startsWith(QLatin1String("--")) && !valueOf.value(previous).isEmpty())
            return valuesFor(command->name, previous, valueOf.value(previous));
    }

    // The subcommand path typed so far: the longest that names one.
    QString path;
    qsizetype used = 0;
    for (qsizetype n = positional.size(); n > 0 && path.isEmpty(); --n) {
        const QString candidate = positional.mid(0, n).join(QLatin1Char(' '));
        for (const QString& sub : command->subcommands)
            if (sub == candidate || sub.startsWith(candidate + QLatin1Char(' '))) {
                path = candidate;
                used = n;
                break;
            }
    }

    if (current.startsWith(QLatin1Char('-'))) {
        QStringList options;
        for (const Segment& s : segments) {
            const bool general =
                std::none_of(command->subcommands.begin(), command->subcommands.end(), [&](const QString& sub) {
                    return mentions(s, sub.section(QLatin1Char(' '), -1)) || mentions(s, sub);
                });
            const bool ours = path.isEmpty() ? general || command->subcommands.isEmpty()
                                             : mentions(s, path) || mentions(s, path.section(QLatin1Char(' '), -1));
            if (ours)
                for (const auto& option : s.options)
                    options << option.first;
        }
        options << QStringLiteral("--help");
        options.removeDuplicates();
        return options;
    }

    // The next word of a subcommand path.
    QStringList next;
    for (const QString& sub : command->subcommands) {
        const QStringList parts = sub.split(QLatin1Char(' '));
        const QStringList typed = positional.mid(0, used);
        if (parts.size() > used && parts.mid(0, used) == typed && used == positional.size())
            next << parts.value(used);
    }
    next.removeDuplicates();
    // Where no subcommand is typed yet, the command may also take an argument first (report PLAN.json | verify).
    QStringList result = next;
    if (!next.isEmpty() && used > 0)
        return result;

    // An argument: the placeholders that follow the subcommand in its usage ("offers PROVIDER", "export PROVIDER
    // FILE", "upload PATH..."), the one for the argument now typed.
    const QString key = path.isEmpty() ? command->name : path.section(QLatin1Char(' '), -1);
    const qsizetype argument = positional.size() - used;
    if (command->name == QLatin1String("profile") && key == QLatin1String("add"))
        return result; // a new name: none of those saved
    static const QRegularExpression placeholder(QStringLiteral("^([A-Z][A-Za-z_.-]*)\\s*"));
    for (const Segment& s : segments) {
        const QString head = s.text.section(QStringLiteral("--"), 0, 0);
        const QRegularExpressionMatch at =
            QRegularExpression(QStringLiteral("(^|[\\s|])") + QRegularExpression::escape(key) +
                               QStringLiteral("((?:\\|[a-z-]+)*)\\s+(.*)$"))
                .match(head);
        if (!at.hasMatch())
            continue;
        QStringList placeholders;
        QString tail = at.captured(3);
        for (QRegularExpressionMatch m = placeholder.match(tail); m.hasMatch(); m = placeholder.match(tail)) {
            placeholders << m.captured(1);
            tail = tail.mid(m.capturedLength());
        }
        if (placeholders.isEmpty())
            continue;
        QString wanted = placeholders.value(argument);
        if (wanted.isEmpty() && placeholders.last().endsWith(QLatin1String("...")))
            wanted = placeholders.last();
        return wanted.isEmpty() ? result : result + valuesFor(command->name, QString(), wanted);
    }
    return result;
}

} // namespace gp::cli
