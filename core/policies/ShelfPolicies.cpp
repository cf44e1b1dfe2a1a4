#include "policies/BuiltInPolicies.h"
#include "policies/PolicyRegistry.h"
#include "policies/PsrsOrder.h"
#include "policies/SmartOrder.h"

namespace schedlab {

// SMART-FFIA, SMART-NFIW and PSRS (Yahyapour (2002), ch. 2), each as
// list scheduling, conservative and EASY backfilling: nine catalogue entries
// from three job orders.
void addShelfPolicies(PolicyRegistry& registry)
{
    SmartOrder::family(SmartOrder::Packing::Ffia).registerForms(registry);
    SmartOrder::family(SmartOrder::Packing::Nfiw).registerForms(registry);
    PsrsOrder::family().registerForms(registry);
}

}  // namespace schedlab
