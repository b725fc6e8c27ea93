#include "app/cli/CliValues.h"

#include "app/cli/CliOutput.h"

#include <cmath>

namespace gp::cli {

QString money(double amount, Currency currency)
{
    return ExchangeRate::format({amount, currency});
}

std::optional<Currency>
readCurrency(const QCommandLineParser& p, const QCommandLineOption& option, Currency fallback, CliOutput& out)
{
    if (!p.isSet(option))
        return fallback;
    const auto c = currencyFromCode(p.value(option).toUpper());
    if (!c)
        out.error(CatalogCommands::tr("unknown currency '%1' (CNY or USD)").arg(p.value(option)));
    return c;
}

std::optional<double>
readPositive(const QCommandLineParser& p, const QCommandLineOption& option, CliOutput& out, bool allowZero)
{
    bool ok = false;
    const double v = p.value(option).toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < 0 || (!allowZero && v == 0)) {
        out.error(CatalogCommands::tr("--%1 needs a number %2, not '%3'")
                      .arg(option.names().first(),
                           allowZero ? CatalogCommands::tr("of at least 0") : CatalogCommands::tr("above 0"),
                           p.value(option)));
        return std::nullopt;
    }
    return v;
}

} // namespace gp::cli
