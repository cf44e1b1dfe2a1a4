#pragma once

#include "model/Types.h"

#include <vector>

namespace schedlab {

// A running job that a wide PFCFS job could preempt.
struct VictimCandidate {
    JobIndex job = kNoJob;
    int nodes = 0;
    Time segmentStart = 0;  // start of its current segment
};

// The greedy victim rule of PFCFS (spec 4.6 rule 2, open in the spec):
// preempt as few jobs as possible, then overshoot as little as possible.
//  1. While no single remaining candidate frees the nodes still needed, take
//     the widest one.
//  2. Then take, among the candidates that alone cover what is still needed,
//     the narrowest (least overshoot).
// Ties at either step: the latest segment start (the job that has done the
// least since it was last placed), then the highest job index (the latest
// submitted). Step 1 gives the minimum number of victims (the k widest jobs
// are the fewest that can cover the need, and step 2 stops no later); the
// overshoot is minimised only for the last pick, which is what makes it greedy
// rather than a subset-sum search. No victim is superfluous: dropping any one
// leaves too few nodes.
class VictimSelector {
public:
    // Victims in the order picked; empty if all candidates together free
    // fewer than `needed` nodes (or `needed` <= 0).
    [[nodiscard]] static std::vector<VictimCandidate> select(int needed,
                                                             std::vector<VictimCandidate> candidates);
};

}  // namespace schedlab
