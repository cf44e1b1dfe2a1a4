#pragma once

#include "compare/ComparisonCell.h"

#include <optional>
#include <string>

namespace schedlab {

struct StoredRun;

// How comparison tables write their numbers. The CLI (text, CSV) and the
// workbench (table cells, CSV export) both call these, so the same runs show
// the same digits everywhere.
class ComparisonFormat {
public:
    // Non-integral metric values: fixed, this many decimals ("25540.37")...
    static constexpr int kValueDecimals = 2;
    // ...but from here on decimals are noise next to the size of the number
    // (a sum of flow times, 60166379536): no decimals...
    static constexpr double kNoDecimalsFrom = 1e9;
    // ...and from here on even the units digits are (a sum of weighted
    // completion times, 1.30952e+17): scientific with this many significant digits.
    static constexpr double kScientificFrom = 1e15;
    static constexpr int kScientificDigits = 6;
    // Improvements: fixed, one decimal, with a sign ("+12.3", "-4.0", "0.0").
    static constexpr int kImprovementDecimals = 1;

    // Title of an improvement column ("#2 easy impr %"), the mark of the
    // reference run's column, and the sentence that explains both.
    static constexpr const char* kImprovementTitle = "impr %";
    static constexpr const char* kReferenceMark = "(ref)";
    [[nodiscard]] static std::string improvementHeader(const std::string& label);
    [[nodiscard]] static std::string referenceHeader(const std::string& label);
    [[nodiscard]] static std::string improvementExplanation(const std::string& referenceLabel);

    // A metric value: integral ones (counts, whole seconds) without
    // decimals, others with kValueDecimals, large ones as above; empty when
    // missing (NaN).
    [[nodiscard]] static std::string value(double value, bool integral);
    // "+12.3", "-4.0", "0.0"; "n/a" when there is no improvement to give.
    [[nodiscard]] static std::string improvement(std::optional<double> percent);
    // Both in one cell, "25540.37 (+12.3 %)"; empty when the value is missing.
    [[nodiscard]] static std::string cell(const ComparisonCell& cell, bool integral);
    // A start-time difference in whole seconds with a sign: "+3600", "-5", "0".
    [[nodiscard]] static std::string secondsDelta(double seconds);
    // A run in table headers: "#12 easy".
    [[nodiscard]] static std::string runLabel(const StoredRun& run);
};

}  // namespace schedlab
