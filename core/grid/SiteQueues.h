#pragma once

#include "model/Types.h"
#include "platform/Machine.h"
#include "policies/WaitingList.h"

#include <vector>

namespace schedlab {

class Platform;
class SchedulingContext;

// The local queues of a grid's sites under a broker (Wiriyaprasit 2004,
// sec. 3.3). A single-queue site serves its jobs first come, first served;
// a local-first site serves the jobs submitted at it (local) strictly before
// the others (remote), each group first come, first served. Neither
// backfills nor preempts: a site starts its next job when that job fits.
class SiteQueues {
public:
    void prepare(const Platform& platform);

    // Queues `job` at `site`; `local` when the site is the job's origin.
    void add(JobIndex job, MachineIndex site, bool local);
    // Starts the site's next jobs while they fit; appends them to `started`
    // when given.
    void startWhatFits(SchedulingContext& context, MachineIndex site, std::vector<JobIndex>* started = nullptr);
    // The jobs waiting at `site`, in the order it will serve them.
    [[nodiscard]] std::vector<JobIndex> waiting(MachineIndex site) const;
    // The jobs `site` would serve before `job`, were it placed there now
    // (`local` as for add), then `job` itself: the order its completion is
    // predicted over. Later local jobs may still overtake a remote one.
    void orderWith(MachineIndex site, JobIndex job, bool local, std::vector<JobIndex>& order) const;

private:
    struct Site {
        LocalQueue policy = LocalQueue::Single;
        WaitingList local;   // every job at a single-queue site
        WaitingList remote;  // local-first sites only
    };
    std::vector<Site> m_sites;
};

}  // namespace schedlab
