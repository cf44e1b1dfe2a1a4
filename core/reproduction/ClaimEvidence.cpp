#include "reproduction/ClaimEvidence.h"

#include "store/StoredRun.h"

#include <algorithm>
#include <cmath>

namespace schedlab {

namespace {

// Enough to find the runs; a full list of a quick report's gaps would bury the claim.
constexpr std::size_t kNamedMissingRuns = 2;

}  // namespace

ClaimEvidence::ClaimEvidence(std::string missingReason) : m_missingReason(std::move(missingReason)) {}

double ClaimEvidence::value(const StoredRun* run, const std::string& metric, const std::string& what)
{
    const double found = run == nullptr ? std::nan("") : run->metric(metric);
    if (std::isnan(found))
        missing(what);
    return found;
}

void ClaimEvidence::missing(const std::string& what)
{
    // A run read for several metrics is one missing run.
    if (std::ranges::find(m_missing, what) == m_missing.end())
        m_missing.push_back(what);
}

ClaimOutcome ClaimEvidence::notRun() const
{
    std::string named;
    for (std::size_t i = 0; i < m_missing.size() && i < kNamedMissingRuns; ++i)
        named += (i == 0 ? "" : ", ") + m_missing[i];
    if (m_missing.size() > kNamedMissingRuns)
        named += " and " + std::to_string(m_missing.size() - kNamedMissingRuns) + " more";
    return {Verdict::NotRun, "no run for " + named + ": " + m_missingReason};
}

Verdict ClaimEvidence::byCount(int holding, int forReproduced, int forSameDirection)
{
    if (holding >= forReproduced)
        return Verdict::Reproduced;
    return holding >= forSameDirection ? Verdict::SameDirection : Verdict::NotReproduced;
}

}  // namespace schedlab
