#pragma once

#include <string>
#include <vector>

namespace schedlab {

// How the text claims write the numbers behind their verdicts; the same
// notations as the report's tables (ReportNumberFormat).
class ClaimNumbers {
public:
    // "1.46E+05": response times and weighted response sums.
    [[nodiscard]] static std::string scientific(double value);
    // "+12.3%": a change against a reference.
    [[nodiscard]] static std::string change(double percent);
    // "12.3%": a share or a gain.
    [[nodiscard]] static std::string share(double percent);
    // "+1.2 pt": a difference of two changes.
    [[nodiscard]] static std::string points(double points);
    // "1.52": a ratio.
    [[nodiscard]] static std::string ratio(double ratio);
    // "3/4"
    [[nodiscard]] static std::string count(int holding, int of);
    // "a, b, c"
    [[nodiscard]] static std::string list(const std::vector<std::string>& parts);
};

}  // namespace schedlab
