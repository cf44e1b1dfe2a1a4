#pragma once

#include "reproduction/PublishedFigure.h"

#include <string>

namespace schedlab {

// How the reproduction report writes numbers. Locale-free (std::to_chars),
// so a report reads the same on every machine. Missing values (NaN) give an
// empty string.
class ReportNumberFormat {
public:
    static constexpr int kScientificDecimals = 2;  // 6.70E+05, as the sources print
    static constexpr int kChangeDecimals = 1;      // +63.0
    static constexpr int kShareDecimals = 2;       // 60.46
    static constexpr int kDifferenceDecimals = 1;  // +5.3%, -1.2 pt
    static constexpr int kPercentDecimals = 1;     // SchedLab's percentages, "+12.3%"

    // A value in the notation the source prints the figure in.
    [[nodiscard]] static std::string figure(double value, FigureNotation notation);
    // The difference printed next to a verdict: counts "-2080", absolute
    // figures "+5.3%", changes "-1.2 pt".
    [[nodiscard]] static std::string difference(double difference, FigureKind kind);
    // "+12.3%": a percentage with its sign, like the sources' percentages.
    [[nodiscard]] static std::string signedPercent(double percent);

    // "12.35"; a value that rounds to zero never prints as "-0.00".
    [[nodiscard]] static std::string fixed(double value, int decimals);
    // "+12.35", "-0.50", "0.00".
    [[nodiscard]] static std::string signedFixed(double value, int decimals);
    // "6.70E+05".
    [[nodiscard]] static std::string scientific(double value, int decimals);
    // Short, for chart axes: "0", "12.5", "1500", "1.5E+05".
    [[nodiscard]] static std::string compact(double value);
    // "1 h 02 min 03 s", "4 min 05 s", "12 s"; empty when unknown.
    [[nodiscard]] static std::string duration(double seconds);
};

}  // namespace schedlab
