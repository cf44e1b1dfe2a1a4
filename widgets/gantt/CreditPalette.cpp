#include "CreditPalette.h"

#include "ColourRamp.h"
#include "metrics/ValueMetrics.h"

#include <array>

namespace schedlab {

namespace {

// ColorBrewer YlOrRd: sequential, readable from pale to dark.
constexpr std::array<QRgb, 5> kCreditStops = {0xffffffb2, 0xfffecc5c, 0xfffd8d3c, 0xfff03b20, 0xffbd0026};
constexpr QRgb kNoCredit = 0xffa8adb5;
constexpr int kLegendBands = 5;
constexpr int kCreditDecimals = 1;

}  // namespace

QRgb CreditPalette::colour(double credit, double largest)
{
    if (credit < 0)
        return kNoCredit;
    return ColourRamp::at(kCreditStops, largest > 0 ? credit / largest : 0);
}

double CreditPalette::largestCredit(const RunSnapshot& snapshot)
{
    double largest = -1;
    if (snapshot.workload) {
        for (const Job& job : snapshot.workload->jobs)
            largest = std::max(largest, ValueMetrics::creditOf(job));
    }
    return largest;
}

bool CreditPalette::hasCredits(const RunSnapshot& snapshot)
{
    return largestCredit(snapshot) >= 0;
}

CreditPalette::Legend CreditPalette::legend(const RunSnapshot* snapshot)
{
    Legend entries;
    const double largest = snapshot ? largestCredit(*snapshot) : -1;
    if (largest > 0) {
        const double band = largest / kLegendBands;
        for (int b = 0; b < kLegendBands; ++b) {
            const double low = band * b;
            entries.append({tr("credit %1–%2").arg(low, 0, 'f', kCreditDecimals).arg(low + band, 0, 'f', kCreditDecimals),
                            QColor::fromRgb(colour(low + band / 2, largest))});
        }
    }
    bool unpriced = snapshot == nullptr;
    if (snapshot && snapshot->workload) {
        for (const Job& job : snapshot->workload->jobs)
            unpriced = unpriced || ValueMetrics::creditOf(job) < 0;
    }
    if (unpriced)
        entries.append({tr("No credit"), QColor::fromRgb(kNoCredit)});
    return entries;
}

}  // namespace schedlab
