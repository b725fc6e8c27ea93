#pragma once

#include <QStringList>

namespace gp::cli {

class CliOutput;

// `catalog list --stale [--max-age DAYS] [--json]`: the prices and fees that count today and need refreshing, undated
// first, then the oldest.
int catalogListStale(const QStringList& args, CliOutput& out);
// `catalog rate [--refresh [--url URL]] [--set CNY_PER_USD] [--clear] [--json]`: the rate every figure converts with,
// with its date and source; refreshed from a public source, or the user's own.
int catalogRate(const QStringList& args, CliOutput& out);

} // namespace gp::cli
