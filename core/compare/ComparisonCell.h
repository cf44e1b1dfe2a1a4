#pragma once

#include <cmath>
#include <limits>
#include <optional>

namespace schedlab {

// One compared number: a run's value of a metric and its improvement over
// the reference run.
//
// SIGN CONVENTION (the literature's "improvement over reference", used in
// every comparison table of the CLI and the workbench): positive means
// better than the reference, negative worse, whichever direction the metric
// improves in:
//   lower is better  (AWRT, wait, ...):       (ref - x) / |ref| * 100
//   higher is better (utilization, ...):      (x - ref) / |ref| * 100
// A run that halves the reference AWRT shows +50.0; one with 10 % higher
// utilization than the reference shows +10.0.
struct ComparisonCell {
    double value = std::numeric_limits<double>::quiet_NaN();  // NaN: the run lacks the metric
    std::optional<double> improvement;   // none: no value, or the reference is 0 or missing

    [[nodiscard]] bool hasValue() const { return !std::isnan(value); }
};

// The improvement of `value` over `reference` in percent, by the sign
// convention above; none when either is missing or the reference is 0.
[[nodiscard]] std::optional<double> improvementPercent(double value, double reference, bool lowerIsBetter);

}  // namespace schedlab
