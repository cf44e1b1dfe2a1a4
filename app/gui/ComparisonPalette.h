#pragma once

#include <QColor>

#include <array>
#include <cstddef>

namespace schedlab::comparisonpalette {

// One colour per compared run, the same in every chart of the comparison
// view (bars, time series), so a run is recognised at a glance. Repeats
// after ten runs.
inline const std::array<QColor, 10> kRunColors = {
    QColor(0x1f, 0x77, 0xb4), QColor(0xff, 0x7f, 0x0e), QColor(0x2c, 0xa0, 0x2c), QColor(0xd6, 0x27, 0x28),
    QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b), QColor(0xe3, 0x77, 0xc2), QColor(0x7f, 0x7f, 0x7f),
    QColor(0xbc, 0xbd, 0x22), QColor(0x17, 0xbe, 0xcf),
};

inline QColor runColor(std::size_t run)
{
    return kRunColors[run % kRunColors.size()];
}

}  // namespace schedlab::comparisonpalette
