#pragma once

#include "parameters/ParameterSpec.h"

#include <span>
#include <string>
#include <vector>

namespace schedlab {

class PolicyRegistry;
struct RunDescription;
struct StoredRun;

// One row of a grid study's table: a policy with its parameters and
// wide-job rule on a platform, or the m512 reference. matches() recognises
// its stored runs by what they simulated (StudyRunFacts), whatever their
// group or name.
struct GridStudyScenario {
    std::string label;                // "multi-site p=5 %"
    std::string platform;             // "m128"
    std::string policy;               // "grid-multisite"
    ParameterValues parameters;       // as given; see complete
    std::string wideRule;             // canonical "wide:keep"; empty: the selection alone (no sites, no rule)
    bool reference = false;           // the row every column is compared with
    bool swept = false;               // a sweep value: shown only when some run has it
    ParameterValues complete = {};    // filled by completeWith()

    // Fills `complete` from the registry (defaults, normalised numbers).
    void completeWith(const PolicyRegistry& registry);
    [[nodiscard]] bool matches(const RunDescription& description) const;
    // The first of `runs` this scenario simulated on the grid workload
    // labelled `workload` (GridStudyWorkloads::labelOf); nullptr when none.
    [[nodiscard]] const StoredRun* firstRun(std::span<const StoredRun> runs, const std::string& workload) const;
};

}  // namespace schedlab
