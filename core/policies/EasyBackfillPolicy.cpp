#include "policies/EasyBackfillPolicy.h"

#include "policies/EasyBackfillStrategy.h"

namespace schedlab {

PolicyInfo EasyBackfillPolicy::info()
{
    return PolicyInfo{{
        "easy",
        "FCFS with EASY backfilling",
        "FCFS order, and when the first waiting job cannot start, later jobs may jump ahead "
        "without delaying it (Lifka's EASY). The first job's shadow time is when enough nodes "
        "free up according to the running jobs' estimates; the extra nodes are those free then "
        "beyond its needs. A later job starts now if it fits now and either ends by its estimate "
        "no later than the shadow time, or uses at most the extra nodes. Only the first job is "
        "protected, so other waiting jobs can be delayed. A running job past its estimate is "
        "treated as ending at the next second.",
        "Yahyapour (2002), ch. 2",
        {}},
        true};
}

EasyBackfillPolicy::EasyBackfillPolicy(const Parameters& /*parameters*/)
    : ListPolicy(std::make_unique<SubmissionOrder>(), std::make_unique<EasyBackfillStrategy>())
{
}

}  // namespace schedlab
