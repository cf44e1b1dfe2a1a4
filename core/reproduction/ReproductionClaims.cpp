#include "reproduction/ReproductionClaims.h"

#include "reproduction/AlgorithmClaims.h"
#include "reproduction/MultiSiteClaims.h"
#include "reproduction/PfcfsClaims.h"
#include "reproduction/PublishedResults.h"

namespace schedlab {

namespace {

constexpr const char* kEconomicPrefix = "C6.";
constexpr const char* kEconomicReason =
    "needs the economic study's runs (policy economic with owner and user functions MFk-UFk on m128 and m512), "
    "which the reproduction report does not run";
constexpr const char* kNotEvaluated = "not evaluated: no check for this claim";

}  // namespace

ClaimOutcomes ReproductionClaims::evaluate(const ReproductionMeasurements::Inputs& inputs)
{
    ClaimOutcomes out;
    AlgorithmClaims::evaluate(inputs.algorithms, inputs.missingReason, out);
    PfcfsClaims::evaluate(inputs.pfcfsMonths, inputs.missingReason, out);
    MultiSiteClaims::evaluate(inputs.gridOverhead, inputs.missingReason, out);
    for (const TextClaim& claim : PublishedResults::instance().claims()) {
        if (!out.contains(claim.id))
            out[claim.id] = {Verdict::NotRun, claim.id.starts_with(kEconomicPrefix) ? kEconomicReason : kNotEvaluated};
    }
    return out;
}

}  // namespace schedlab
