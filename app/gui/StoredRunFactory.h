#pragma once

#include "RunRequest.h"

#include "RunSnapshot.h"
#include "store/StoredRun.h"

namespace schedlab {

// Packages a run finished in the workbench for the run store: the
// description of what the run tab simulated (trace identity, transforms,
// platform JSON, policy and parameters, seed) plus its results. Copying
// every job and sample of a whole-year run takes a while, so RunLibrary
// calls this on its worker thread, never on the GUI thread.
class StoredRunFactory {
public:
    [[nodiscard]] static RunDescription describe(const RunRequest& request);
    // `durationSeconds` is the wall time of the whole run as the tab measured it.
    [[nodiscard]] static StoredRun make(const RunRequest& request, const RunSnapshot& snapshot,
                                        double durationSeconds);
};

}  // namespace schedlab
