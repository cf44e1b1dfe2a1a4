#include "grid/MctBroker.h"

namespace schedlab {

PolicyInfo MctBroker::info()
{
    return PolicyInfo{{"grid-mct",
                       "Grid broker: minimum completion time (MCT)",
                       "A central broker places every job on arrival, once, at the site where it is predicted to "
                       "finish first; the site's local queue then runs it. The prediction replays the site's own "
                       "queue: its running jobs by their estimates, then the jobs it would serve before this one. "
                       "Each site's queue is set by the platform: single (first come, first served) or "
                       "local-first (jobs submitted there strictly before the others, as in the wiriyaprasit-C-qN "
                       "platforms). Needs origin sites (generate:site-poisson draws them).",
                       "Wiriyaprasit (2004), sec. 3.3",
                       {SiteBroker::tieParameter(), SiteBroker::predictionParameter()}},
                      true,
                      true};
}

MctBroker::MctBroker(const Parameters& parameters) : SiteBroker("grid-mct", parameters) {}

}  // namespace schedlab
