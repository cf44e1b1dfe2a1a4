#include "economic/EconomicPolicy.h"
#include "policies/BuiltInPolicies.h"
#include "policies/PolicyRegistry.h"

namespace schedlab {

void addEconomicPolicies(PolicyRegistry& registry)
{
    registry.add(EconomicPolicy::info(), PolicyRegistry::factoryFor<EconomicPolicy>());
}

}  // namespace schedlab
