#include "policies/BuiltInPolicies.h"
#include "policies/PolicyRegistry.h"
#include "utility/UtilityAllocationPolicy.h"

namespace schedlab {

void addUtilityPolicies(PolicyRegistry& registry)
{
    registry.add(UtilityAllocationPolicy::info(), PolicyRegistry::factoryFor<UtilityAllocationPolicy>());
}

}  // namespace schedlab
