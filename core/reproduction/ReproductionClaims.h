#pragma once

#include "reproduction/ClaimOutcome.h"
#include "reproduction/ReproductionMeasurements.h"

namespace schedlab {

// SchedLab's verdicts on the text claims of the two sources (C2.1-C6.12,
// PublishedResults::claims()), from the same study runs as the figures:
// ch. 2 from algorithms-256 (AlgorithmClaims), ch. 4 from pfcfs-months
// (PfcfsClaims), ch. 5 from grid-overhead (MultiSiteClaims). The economic
// claims of ch. 6 need the economic study, which the report does not run.
// A claim whose runs are missing is NOT RUN and says which run and why.
class ReproductionClaims {
public:
    // Every text claim gets an outcome (the report prints INFO claims without a verdict).
    [[nodiscard]] static ClaimOutcomes evaluate(const ReproductionMeasurements::Inputs& inputs);
};

}  // namespace schedlab
