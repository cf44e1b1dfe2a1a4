#pragma once

#include "model/Types.h"

#include <span>
#include <vector>

namespace schedlab {

class SchedulingContext;

// Predicts when a job placed at a site would finish (Wiriyaprasit 2004,
// sec. 3.3), by replaying the site's own order: every node is free after
// the running job on it ends (by its estimate; idle nodes now), and each job
// of the order in turn takes the nodes that free first, never starting
// before the job ahead of it. Future arrivals are ignored. Run times are the
// jobs' estimates at the site's speed: the exact sizes when the broker is an
// oracle (prediction=exact, Policy::plansWithRunTimes), the users' estimates
// otherwise.
class CompletionPredictor {
public:
    // The time from now until the last job of `order` finishes at `site`:
    // Tc, a duration (a broker's weights multiply it).
    [[nodiscard]] Time predict(const SchedulingContext& context, MachineIndex site, std::span<const JobIndex> order);

private:
    std::vector<Time> m_free;  // per node, when it is free (reused between calls)
};

}  // namespace schedlab
