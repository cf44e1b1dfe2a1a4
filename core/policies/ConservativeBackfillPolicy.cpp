#include "policies/ConservativeBackfillPolicy.h"

#include "policies/ConservativeBackfillStrategy.h"

namespace schedlab {

PolicyInfo ConservativeBackfillPolicy::info()
{
    return PolicyInfo{{
        "conservative",
        "FCFS with conservative backfilling",
        "FCFS order, and every waiting job holds a reservation: the earliest time it fits, by "
        "the estimates, without delaying any job submitted before it. A job may start ahead of "
        "earlier jobs only if it delays none of their reservations. When a job ends earlier than "
        "its estimate, the plan is rebuilt in FCFS order, so reservations move earlier or stay "
        "(compression); they move later only when a running job overruns its estimate, which is "
        "then treated as ending at the next second.",
        "Yahyapour (2002), ch. 2",
        {}},
        true};
}

ConservativeBackfillPolicy::ConservativeBackfillPolicy(const Parameters& /*parameters*/)
    : ListPolicy(std::make_unique<SubmissionOrder>(),
                 std::make_unique<ConservativeBackfillStrategy>())
{
}

}  // namespace schedlab
