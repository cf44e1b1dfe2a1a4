#include "reproduction/ClaimNumbers.h"

#include "reproduction/ReportNumberFormat.h"

namespace schedlab {

namespace {

constexpr int kRatioDecimals = 2;

}  // namespace

std::string ClaimNumbers::scientific(double value)
{
    return ReportNumberFormat::scientific(value, ReportNumberFormat::kScientificDecimals);
}

std::string ClaimNumbers::change(double percent)
{
    return ReportNumberFormat::signedPercent(percent);
}

std::string ClaimNumbers::share(double percent)
{
    return ReportNumberFormat::fixed(percent, ReportNumberFormat::kPercentDecimals) + "%";
}

std::string ClaimNumbers::points(double points)
{
    return ReportNumberFormat::difference(points, FigureKind::Change);
}

std::string ClaimNumbers::ratio(double ratio)
{
    return ReportNumberFormat::fixed(ratio, kRatioDecimals);
}

std::string ClaimNumbers::count(int holding, int of)
{
    return std::to_string(holding) + "/" + std::to_string(of);
}

std::string ClaimNumbers::list(const std::vector<std::string>& parts)
{
    std::string joined;
    for (const std::string& part : parts)
        joined += (joined.empty() ? "" : ", ") + part;
    return joined;
}

}  // namespace schedlab
