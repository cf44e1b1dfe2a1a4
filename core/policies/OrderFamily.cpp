#include "policies/OrderFamily.h"

#include "policies/ConservativeBackfillStrategy.h"
#include "policies/EasyBackfillStrategy.h"
#include "policies/ListPolicy.h"
#include "policies/PolicyRegistry.h"
#include "policies/StrictOrderStrategy.h"

namespace schedlab {

namespace {

struct Form {
    const char* suffix;
    const char* title;
    const char* description;
    std::function<std::unique_ptr<StartStrategy>()> makeStrategy;
};

std::vector<Form> forms()
{
    return {
        {"", "list scheduling",
         "List scheduling: the first job of the list starts as soon as enough nodes are free and "
         "blocks the jobs behind it until then. This is our reading of the spec's \"greedy list "
         "scheduling\": the thesis's \"list scheduler\" column is plain FCFS for the FCFS order "
         "(Garey & Graham's first fit is a separate policy), and backfilling is what lets later "
         "jobs pass a blocked head.",
         [] { return std::make_unique<StrictOrderStrategy>(); }},
        {"-cons", "conservative backfilling",
         "Conservative backfilling over this order: every waiting job holds a reservation, planned "
         "in list order on the estimates; a job starts early only if it delays no reservation. The "
         "plan is rebuilt in list order when a job ends, a job overruns its estimate, or the order "
         "is recomputed. A rebuild can move a reservation later as well as earlier: a job ahead of "
         "it in the list may take the gap it held.",
         [] { return std::make_unique<ConservativeBackfillStrategy>(); }},
        {"-easy", "EASY backfilling",
         "EASY backfilling over this order: only the first job of the list is protected. Its "
         "shadow time and extra nodes come from the running jobs' estimates; a later job starts now "
         "if it fits and ends before the shadow time or uses only extra nodes.",
         [] { return std::make_unique<EasyBackfillStrategy>(); }},
    };
}

}  // namespace

void OrderFamily::registerForms(PolicyRegistry& registry) const
{
    for (const Form& form : forms()) {
        const std::string name = key + form.suffix;
        PolicyInfo info{{name,
                         title + " with " + form.title,
                         description + " " + form.description +
                             " A running job past its estimate is treated as ending at the next "
                             "second.",
                         reference,
                         parameters},
                        true};
        registry.add(std::move(info),
                     [name, make = makeOrder, strategy = form.makeStrategy](
                         const Parameters& values) -> std::unique_ptr<Policy> {
                         return std::make_unique<ListPolicy>(make(name, values), strategy());
                     });
    }
}

}  // namespace schedlab
