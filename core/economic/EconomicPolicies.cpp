#include "policies/BuiltInPolicies.h"
#include "policies/PolicyRegistry.h"

namespace schedlab {

void addEconomicPolicies(PolicyRegistry& registry)
{
    (void)registry;
}

}  // namespace schedlab
