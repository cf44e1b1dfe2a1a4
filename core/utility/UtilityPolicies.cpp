#include "policies/BuiltInPolicies.h"
#include "policies/PolicyRegistry.h"
#include "utility/ClusterFcfsPolicy.h"
#include "utility/FaultToleranceFcfsPolicy.h"
#include "utility/GangTimeSlicePolicy.h"
#include "utility/MinMinPolicy.h"
#include "utility/UtilityAllocationPolicy.h"

namespace schedlab {

void addUtilityPolicies(PolicyRegistry& registry)
{
    registry.add(UtilityAllocationPolicy::info(), PolicyRegistry::factoryFor<UtilityAllocationPolicy>());
    registry.add(ClusterFcfsPolicy::info(), PolicyRegistry::factoryFor<ClusterFcfsPolicy>());
    registry.add(MinMinPolicy::info(), PolicyRegistry::factoryFor<MinMinPolicy>());
    registry.add(GangTimeSlicePolicy::info(), PolicyRegistry::factoryFor<GangTimeSlicePolicy>());
    registry.add(FaultToleranceFcfsPolicy::info(), PolicyRegistry::factoryFor<FaultToleranceFcfsPolicy>());
}

}  // namespace schedlab
