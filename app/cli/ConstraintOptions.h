#pragma once

#include "core/catalog/PriceConstraints.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>

namespace gp::cli {

class CliOutput;

// The flags that constrain what a command prices with (docs/cli.md, "Constraints"): the same on compare, fit, budget,
// report and export, and the same fields as a plan's "constraints". Given with a plan file, they override its fields.
struct ConstraintOptions
{
    QCommandLineOption provider{QStringLiteral("provider"), QString(), QStringLiteral("id")};
    QCommandLineOption excludeProvider{QStringLiteral("exclude-provider"), QString(), QStringLiteral("id")};
    QCommandLineOption region{QStringLiteral("region"), QString(), QStringLiteral("where")};
    QCommandLineOption currency{QStringLiteral("currency"), QString(), QStringLiteral("c")};
    QCommandLineOption noSpot{QStringLiteral("no-spot")};
    QCommandLineOption noMonthly{QStringLiteral("no-monthly")};
    QCommandLineOption maxPriceAge{QStringLiteral("max-price-age"), QString(), QStringLiteral("days")};
    QCommandLineOption datedOnly{QStringLiteral("dated-only")};
    QCommandLineOption minConfidence{QStringLiteral("min-confidence"), QString(), QStringLiteral("level")};

    QList<QCommandLineOption> all() const;
    bool anySet(const QCommandLineParser& parser) const;
    // Lays the flags given over `constraints` and checks the result against `catalog`; prints what is wrong and
    // returns false on a bad value.
    bool read(const QCommandLineParser& parser,
              const PriceCatalog& catalog,
              PriceConstraints& constraints,
              CliOutput& out) const;
    static QString help(); // translated: the lines every constrained command's --help prints
};

} // namespace gp::cli
