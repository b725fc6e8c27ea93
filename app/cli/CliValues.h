#pragma once

#include "core/money/Money.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>

#include <optional>

namespace gp::cli {

class CliOutput;

// Translation context of the money commands' texts (catalog, compare, cost, budget).
class CatalogCommands
{
    Q_DECLARE_TR_FUNCTIONS(gp::cli::CatalogCommands)
};

// Flag values the money commands share: each reads one flag, or prints what is wrong and returns nothing.
QString money(double amount, Currency currency);
std::optional<Currency>
readCurrency(const QCommandLineParser& p, const QCommandLineOption& option, Currency fallback, CliOutput& out);
std::optional<double>
readPositive(const QCommandLineParser& p, const QCommandLineOption& option, CliOutput& out, bool allowZero = false);

} // namespace gp::cli
