#include "study/SeedMean.h"

#include "reproduction/ReportNumberFormat.h"

#include <cmath>

namespace schedlab {

namespace acc = boost::accumulators;

void SeedMean::add(double value)
{
    if (!std::isnan(value))
        m_values(value);
}

int SeedMean::count() const
{
    return int(acc::count(m_values));
}

double SeedMean::mean() const
{
    return count() == 0 ? std::nan("") : acc::mean(m_values);
}

double SeedMean::standardError() const
{
    const int n = count();
    if (n < 2)
        return std::nan("");
    // Boost's variance divides by n; the sample variance by n - 1.
    const double sampleVariance = acc::variance(m_values) * n / (n - 1);
    return std::sqrt(sampleVariance / n);
}

std::string SeedMean::meanText(int decimals, double scale) const
{
    return ReportNumberFormat::fixed(mean() * scale, decimals);
}

std::string SeedMean::errorText(int decimals, double scale) const
{
    return ReportNumberFormat::fixed(standardError() * scale, decimals);
}

}  // namespace schedlab
