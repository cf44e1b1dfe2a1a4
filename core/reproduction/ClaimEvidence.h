#pragma once

#include "reproduction/ClaimOutcome.h"

#include <string>
#include <vector>

namespace schedlab {

struct StoredRun;

// The values one text claim is judged on, and the runs it lacked. A claim
// is judged only when every run its check names is there; otherwise it is
// NOT RUN and says which runs are missing and why (the quick report, for
// one, leaves most of them out).
class ClaimEvidence {
public:
    explicit ClaimEvidence(std::string missingReason);

    // The run's metric; NaN, with `what` noted as missing, when there is no
    // run or the run has no such value.
    double value(const StoredRun* run, const std::string& metric, const std::string& what);
    // Notes a run the check needs and does not have (once, however often asked).
    void missing(const std::string& what);
    [[nodiscard]] bool complete() const { return m_missing.empty(); }
    // NOT RUN: the first missing runs, how many more, and why.
    [[nodiscard]] ClaimOutcome notRun() const;

    // R when at least `forReproduced` parts of a check hold, Q from
    // `forSameDirection`, else N.
    [[nodiscard]] static Verdict byCount(int holding, int forReproduced, int forSameDirection);

private:
    std::string m_missingReason;
    std::vector<std::string> m_missing;
};

}  // namespace schedlab
