#include "app/cli/NotifyCommands.h"

#include "app/cli/CliOutput.h"
#include "app/cli/EstimatorCommands.h"
#include "app/cli/TerminalSecret.h"
#include "core/network/Notifier.h"
#include "core/network/WebhookSender.h"
#include "core/secrets/SecretStore.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>

#include <unistd.h>

namespace gp::cli {

class NotifyCommands
{
    Q_DECLARE_TR_FUNCTIONS(gp::cli::NotifyCommands)
};

namespace {

// The events a webhook can want: all but the test message, which goes to the webhook tested only.
QStringList subscribable()
{
    QStringList ids = Notifications::eventIds();
    ids.removeAll(Notifications::eventId(NotifyEvent::Test));
    return ids;
}

QStringList actions()
{
    return {QStringLiteral("add"), QStringLiteral("list"), QStringLiteral("remove"), QStringLiteral("test"),
            QStringLiteral("send")};
}

QString usage()
{
    return NotifyCommands::tr(
               "usage: gpuplanner-cli notify add NAME --platform %2 --events LIST | "
               "notify list [--json] | notify remove NAME | notify test NAME | notify send EVENT --title TEXT [--text "
               "TEXT] "
               "[--json]\n"
               "  add reads the webhook URL (and, for Feishu, DingTalk and the generic webhook, an optional signing "
               "secret) "
               "at the terminal without echo, or piped in: the URL on the first line, the secret on the second.\n"
               "  LIST: comma-separated events (%1), or job, budget, all.")
        .arg(subscribable().join(QStringLiteral(", ")), WebhookMessage::platformIds().join(QLatin1Char('|')));
}

// Prints the outcome of each delivery; the exit code says whether all of them went.
int report(const QList<WebhookDelivery>& deliveries, bool json, CliOutput& out)
{
    bool allOk = true;
    QJsonArray list;
    for (const WebhookDelivery& d : deliveries) {
        allOk = allOk && d.outcome.ok();
        QJsonObject o{{QStringLiteral("webhook"), d.webhook}, {QStringLiteral("ok"), d.outcome.ok()}};
        if (!d.outcome.ok())
            o.insert(QStringLiteral("error"), d.outcome.error().message);
        list.append(o);
    }
    if (json)
        out.json(QJsonObject{{QStringLiteral("deliveries"), list}});
    else if (deliveries.isEmpty())
        out.line(NotifyCommands::tr("No webhook wants this event; nothing was sent."));
    else
        for (const WebhookDelivery& d : deliveries) {
            if (d.outcome.ok())
                out.line(NotifyCommands::tr("%1: sent.").arg(d.webhook));
            else
                out.error(NotifyCommands::tr("%1: %2").arg(d.webhook, d.outcome.error().message));
        }
    return allOk ? ExitOk : ExitFailure;
}

int add(const WebhookBook& book,
        const QString& name,
        const QString& platformText,
        const QString& eventsText,
        CliOutput& out)
{
    if (Status s = WebhookBook::checkName(name); !s.ok()) {
        out.error(s.error().message);
        return ExitUsage;
    }
    const std::optional<WebhookPlatform> platform = WebhookMessage::platformFromId(platformText);
    if (!platform) {
        out.error(NotifyCommands::tr("unknown platform '%1' (%2)")
                      .arg(platformText, WebhookMessage::platformIds().join(QStringLiteral(", "))));
        return ExitUsage;
    }
    const Result<QList<NotifyEvent>> events = WebhookBook::parseEvents(eventsText);
    if (!events.ok()) {
        out.error(events.error().message);
        return ExitUsage;
    }
    const bool signs = *platform == WebhookPlatform::Feishu || *platform == WebhookPlatform::DingTalk ||
                       *platform == WebhookPlatform::Generic;
    QByteArray url, secret;
    if (isatty(STDIN_FILENO)) {
        url = promptSecret(NotifyCommands::tr("Webhook URL for %1: ").arg(name));
        if (signs)
            secret = promptSecret(NotifyCommands::tr("Signing secret (empty: the webhook is not signed): "));
    } else {
        bool tooLong = false;
        QByteArray piped = readSecret(QString(), &tooLong);
        if (tooLong) {
            out.error(NotifyCommands::tr("what was piped in is over 64 KiB: not a URL and secret; nothing stored"));
            return ExitUsage;
        }
        const qsizetype eol = piped.indexOf('\n');
        url = (eol < 0 ? piped : piped.left(eol)).trimmed();
        secret = eol < 0 ? QByteArray() : piped.mid(eol + 1).trimmed();
        piped.fill('\0');
        if (!signs && !secret.isEmpty()) {
            out.error(NotifyCommands::tr("%1 webhooks are not signed: give the URL only")
                          .arg(WebhookMessage::platformName(*platform)));
            return ExitUsage;
        }
    }
    if (url.isEmpty()) {
        out.error(NotifyCommands::tr("no URL given (type it at the prompt, or pipe it in)"));
        return ExitUsage;
    }
    if (Status s = WebhookMessage::checkUrl(QUrl(QString::fromUtf8(url), QUrl::StrictMode)); !s.ok()) {
        out.error(s.error().message);
        return ExitUsage;
    }
    // A book that cannot be read is never written over (and a failed save must not cost an existing webhook its URL).
    if (const Result<QList<WebhookEntry>> readable = book.load(); !readable.ok()) {
        out.error(readable.error().message);
        return ExitFailure;
    }
    // The keychain first: a webhook listed without its URL could not send.
    Status written = SecretStore::write(WebhookBook::urlKey(name), url);
    if (written.ok())
        written = secret.isEmpty() ? SecretStore::remove(WebhookBook::secretKey(name))
                                   : SecretStore::write(WebhookBook::secretKey(name), secret);
    url.fill('\0');
    secret.fill('\0');
    if (!written.ok()) {
        out.error(written.error().message);
        return ExitFailure;
    }
    if (Status saved = book.save(WebhookEntry{name, *platform, *events}); !saved.ok()) {
        SecretStore::forgetWebhook(name);
        out.error(saved.error().message);
        return ExitFailure;
    }
    QStringList names;
    for (NotifyEvent e : *events)
        names << Notifications::eventName(e);
    out.line(NotifyCommands::tr("Webhook %1 (%2) is set up; its URL and secret are in the system keychain. It will be "
                                "told when: %3.")
                 .arg(name, WebhookMessage::platformName(*platform), names.join(QStringLiteral("; "))));
    return ExitOk;
}

int runNotify(const QStringList& args, CliOutput& out)
{
    const QString action = args.value(0);
    if (!actions().contains(action)) {
        out.error(usage());
        return ExitUsage;
    }
    QCommandLineParser parser;
    const QCommandLineOption platform(QStringLiteral("platform"), QString(), QStringLiteral("id"));
    const QCommandLineOption events(QStringLiteral("events"), QString(), QStringLiteral("list"));
    const QCommandLineOption json(QStringLiteral("json"));
    const QCommandLineOption title(QStringLiteral("title"), QString(), QStringLiteral("text"));
    const QCommandLineOption text(QStringLiteral("text"), QString(), QStringLiteral("text"));
    if (action == QLatin1String("add"))
        parser.addOptions({platform, events});
    else if (action == QLatin1String("send"))
        parser.addOptions({title, text, json});
    else if (action != QLatin1String("remove"))
        parser.addOption(json);
    if (!parseCommandLine(parser, args.mid(1), QStringLiteral("notify ") + action, out, true))
        return ExitUsage;
    const WebhookBook book;
    const QStringList words = parser.positionalArguments();
    if (action == QLatin1String("list")) {
        if (!words.isEmpty()) {
            out.error(NotifyCommands::tr("unexpected argument '%1'").arg(words.first()));
            return ExitUsage;
        }
        const Result<QList<WebhookEntry>> all = book.load();
        if (!all.ok()) {
            out.error(all.error().message);
            return ExitFailure;
        }
        if (parser.isSet(json)) {
            QJsonArray list;
            for (const WebhookEntry& e : *all) {
                QJsonArray ids;
                for (NotifyEvent event : e.events)
                    ids.append(Notifications::eventId(event));
                list.append(QJsonObject{{QStringLiteral("name"), e.name},
                                        {QStringLiteral("platform"), WebhookMessage::platformId(e.platform)},
                                        {QStringLiteral("events"), ids}});
            }
            out.json(QJsonObject{{QStringLiteral("webhooks"), list}});
            return ExitOk;
        }
        QList<QStringList> rows;
        for (const WebhookEntry& e : *all) {
            QStringList ids;
            for (NotifyEvent event : e.events)
                ids << Notifications::eventId(event);
            rows << QStringList{e.name, WebhookMessage::platformName(e.platform), ids.join(QStringLiteral(", "))};
        }
        out.table({NotifyCommands::tr("Name"), NotifyCommands::tr("Platform"), NotifyCommands::tr("Events")}, rows);
        return ExitOk;
    }
    if (words.size() != 1) {
        out.error(action == QLatin1String("send") ? NotifyCommands::tr("give exactly one event")
                                                  : NotifyCommands::tr("give exactly one webhook name"));
        return ExitUsage;
    }
    if (action == QLatin1String("add")) {
        if (!parser.isSet(platform) || !parser.isSet(events)) {
            out.error(NotifyCommands::tr("say which platform and which events: --platform dingtalk --events all"));
            return ExitUsage;
        }
        return add(book, words.first(), parser.value(platform), parser.value(events), out);
    }
    if (action == QLatin1String("remove")) {
        if (Status s = book.remove(words.first()); !s.ok()) {
            out.error(s.error().message);
            return ExitFailure;
        }
        SecretStore::forgetWebhook(words.first());
        out.line(NotifyCommands::tr("Webhook %1 removed, with its URL and secret.").arg(words.first()));
        return ExitOk;
    }
    if (action == QLatin1String("test")) {
        const Result<WebhookEntry> entry = book.find(words.first());
        if (!entry.ok()) {
            out.error(entry.error().message);
            return ExitFailure;
        }
        // A test message goes to this webhook only.
        const Result<WebhookTarget> target = WebhookBook::targetOf(*entry, &SecretStore::read);
        const Status sent =
            target.ok() ? WebhookSender::sendAndWait(*target, Notifications::test(QDateTime::currentDateTimeUtc()))
                        : Status(target.error());
        return report({WebhookDelivery{entry->name, sent}}, parser.isSet(json), out);
    }
    // send: for scripts (a training script's last line, a cron job), to every webhook that wants the event.
    const std::optional<NotifyEvent> event = Notifications::eventFromId(words.first());
    if (!event) {
        out.error(NotifyCommands::tr("unknown event '%1'; known: %2")
                      .arg(words.first(), Notifications::eventIds().join(QStringLiteral(", "))));
        return ExitUsage;
    }
    if (!parser.isSet(title) || parser.value(title).trimmed().isEmpty()) {
        out.error(NotifyCommands::tr("give the message's --title"));
        return ExitUsage;
    }
    const Notification n{
        Notifications::eventId(*event), parser.value(title), parser.value(text), QDateTime::currentDateTimeUtc(), {}};
    return report(Notifier::deliverAndWait(n, book), parser.isSet(json), out);
}

} // namespace

CliCommand notifyCommand()
{
    return CliCommand{QStringLiteral("notify"),
                      [] {
                          return NotifyCommands::tr(
                              "Webhooks for notifications (Feishu, DingTalk, WeCom, Slack, generic): add, list, "
                              "remove, test, send.");
                      },
                      runNotify, usage, actions()};
}

} // namespace gp::cli
