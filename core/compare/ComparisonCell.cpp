#include "compare/ComparisonCell.h"

#include "model/Units.h"

#include <cmath>

namespace schedlab {

std::optional<double> improvementPercent(double value, double reference, bool lowerIsBetter)
{
    using units::kPercent;
    if (std::isnan(value) || std::isnan(reference) || reference == 0.0 || !std::isfinite(reference))
        return std::nullopt;
    const double change = (value - reference) / std::fabs(reference) * kPercent;
    // Adding +0.0 turns the -0.0 of "no change, lower is better" into 0.0,
    // which JSON and other readers would otherwise print as "-0".
    return (lowerIsBetter ? -change : change) + 0.0;
}

}  // namespace schedlab
