#include "app/cli/CatalogFreshness.h"

#include "app/cli/CliCommand.h"
#include "app/cli/CliOutput.h"
#include "app/cli/CliValues.h"
#include "app/cli/support/CliSupport.h"
#include "core/catalog/CatalogAudit.h"
#include "core/catalog/PriceConstraints.h"
#include "core/catalog/UserCatalogStore.h"
#include "core/network/ExchangeRateFetcher.h"
#include "core/settings/Settings.h"

#include <QCommandLineParser>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>

namespace gp::cli {

int catalogListStale(const QStringList& args, CliOutput& out)
{
    QCommandLineParser parser;
    const QCommandLineOption json(QStringLiteral("json"));
    const QCommandLineOption stale(QStringLiteral("stale"));
    const QCommandLineOption maxAge(QStringLiteral("max-age"), QString(), QStringLiteral("days"));
    parser.addOptions({json, stale, maxAge});
    if (!parseCommandLine(parser, args, QStringLiteral("catalog list"), out))
        return ExitUsage;
    int window = Price::kStaleDays;
    if (parser.isSet(maxAge)) {
        bool ok = false;
        window = parser.value(maxAge).toInt(&ok);
        if (!ok || window < 0 || window > PriceConstraints::kMaxAgeDays) {
            out.error(CatalogCommands::tr("--max-age must be a whole number of days from 0 to %1, not \"%2\"")
                          .arg(PriceConstraints::kMaxAgeDays)
                          .arg(parser.value(maxAge)));
            return ExitUsage;
        }
    }
    const QDate today = QDate::currentDate();
    const PriceCatalog catalog = loadCatalogs(out);
    const QList<StaleEntry> entries = CatalogAudit::stale(catalog, today, window);
    if (parser.isSet(json)) {
        QJsonArray list;
        for (const StaleEntry& e : entries)
            list.append(e.toJson(today));
        out.json(QJsonObject{{QStringLiteral("window_days"), window},
                             {QStringLiteral("today"), today.toString(Qt::ISODate)},
                             {QStringLiteral("stale"), list}});
        return ExitOk;
    }
    QList<QStringList> rows;
    for (const StaleEntry& e : entries) {
        const auto age = e.ageDays(today);
        rows << QStringList{e.providerName,
                            e.offerId.isEmpty() ? CatalogCommands::tr("(fees)") : e.offerId,
                            e.price ? billingModeName(e.price->mode) : QString(),
                            e.price ? money(e.price->amount, e.price->currency) : QString(),
                            e.date.isValid() ? e.date.toString(Qt::ISODate) : CatalogCommands::tr("date unknown"),
                            age ? QLocale().toString(*age) : QStringLiteral("—"),
                            e.source};
    }
    out.line(CatalogCommands::tr("%n price(s) or fee(s) older than %1 days or undated, to refresh first:", nullptr,
                                 static_cast<int>(entries.size()))
                 .arg(window));
    if (!rows.isEmpty())
        out.table({CatalogCommands::tr("Provider"), CatalogCommands::tr("Offer"), CatalogCommands::tr("Billing"),
                   CatalogCommands::tr("Price"), CatalogCommands::tr("Date"), CatalogCommands::tr("Age (days)"),
                   CatalogCommands::tr("Source")},
                  rows);
    return ExitOk;
}

int catalogRate(const QStringList& args, CliOutput& out)
{
    QCommandLineParser parser;
    const QCommandLineOption json(QStringLiteral("json"));
    const QCommandLineOption refresh(QStringLiteral("refresh"));
    const QCommandLineOption url(QStringLiteral("url"), QString(), QStringLiteral("url"));
    const QCommandLineOption set(QStringLiteral("set"), QString(), QStringLiteral("cny-per-usd"));
    const QCommandLineOption clear(QStringLiteral("clear"));
    parser.addOptions({json, refresh, url, set, clear});
    if (!parseCommandLine(parser, args, QStringLiteral("catalog rate"), out))
        return ExitUsage;
    if (int(parser.isSet(refresh)) + int(parser.isSet(set)) + int(parser.isSet(clear)) > 1) {
        out.error(CatalogCommands::tr("give one of --refresh, --set and --clear"));
        return ExitUsage;
    }
    Settings settings;
    if (parser.isSet(set)) {
        bool ok = false;
        const double rate = QLocale::c().toDouble(parser.value(set), &ok);
        if (!ok || !(rate >= 0.01) || !(rate <= 1000)) {
            out.error(
                CatalogCommands::tr("--set takes CNY per USD from 0.01 to 1000, not \"%1\"").arg(parser.value(set)));
            return ExitUsage;
        }
        settings.setCnyPerUsd(rate);
    } else if (parser.isSet(clear)) {
        settings.clearCnyPerUsd();
    } else if (parser.isSet(refresh)) {
        ExchangeRateFetcher fetcher;
        std::optional<Result<CatalogExchangeRate>> outcome;
        QEventLoop loop;
        QObject::connect(&fetcher, &ExchangeRateFetcher::finished, &loop, [&](const Result<CatalogExchangeRate>& r) {
            outcome = r;
            loop.quit();
        });
        fetcher.start(parser.isSet(url) ? QUrl(parser.value(url)) : ExchangeRateFetcher::defaultUrl());
        loop.exec();
        if (!outcome || !outcome->ok()) {
            out.error(outcome ? outcome->error().message : CatalogCommands::tr("the refresh did not finish"));
            return ExitFailure;
        }
        settings.setRefreshedRate(outcome->value());
    }
    if (!settings.sync()) {
        out.error(CatalogCommands::tr("the settings file %1 could not be written").arg(settings.fileName()));
        return ExitFailure;
    }
    const PriceCatalog catalog = UserCatalogStore().load(); // the catalog's own rate, before the settings' choice
    const ExchangeRate rate = settings.exchangeRate(catalog);
    if (parser.isSet(json)) {
        QJsonObject o = rate.toJson();
        o.insert(QStringLiteral("catalog"), catalog.exchangeRate().toJson());
        const auto refreshed = settings.refreshedRate();
        o.insert(QStringLiteral("refreshed"), refreshed ? QJsonValue(refreshed->toJson()) : QJsonValue());
        o.insert(QStringLiteral("own"), settings.cnyPerUsdOverride().has_value());
        out.json(o);
        return ExitOk;
    }
    out.line(CatalogCommands::tr("Exchange rate: %1").arg(rate.describe()));
    if (rate.cnyPerUsd() != catalog.exchangeRate().cnyPerUsd || rate.date() != catalog.exchangeRate().date)
        out.line(CatalogCommands::tr("The catalog's own: %1").arg(catalog.exchangeRate().rate().describe()));
    return ExitOk;
}

} // namespace gp::cli
