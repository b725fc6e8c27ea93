#pragma once

#include <QCoreApplication>
#include <QString>

namespace gp {

// Sizes and durations as the console's tabs show them.
class ConsoleFormat final
{
    Q_DECLARE_TR_FUNCTIONS(gp::ConsoleFormat)

public:
    static QString bytes(double bytes);      // "1.25 GiB"
    static QString duration(qint64 seconds); // "2 h 5 min"
};

} // namespace gp
