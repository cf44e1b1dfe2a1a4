#pragma once

#include "advice/AdviceReport.h"
#include "sweep/SweepReport.h"

#include <string>
#include <vector>

namespace schedlab {

// The last step of an advice, after its runs went through SweepRunner: the
// analysis, the stored run of each candidate's whole-log run, and who gains
// and who loses (the baseline's and the recommendation's whole runs loaded
// from the store). The CLI and the workbench both end with it.
class AdviceRuns {
public:
    // Fills `input`'s result, run ids, wall time and gains; `input.plan` is
    // the plan whose runs `report` holds, in order. Throws as
    // AdviceAnalysis::analyse and RunStore do.
    static void complete(AdviceReportInput& input, const SweepReport& report,
                         const std::vector<WeightedObjective>& objectives, const std::string& storePath);
};

}  // namespace schedlab
