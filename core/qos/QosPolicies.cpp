#include "policies/BuiltInPolicies.h"
#include "policies/PolicyRegistry.h"
#include "qos/QosMetaScheduler.h"

namespace schedlab {

void addQosPolicies(PolicyRegistry& registry)
{
    registry.add(QosMetaScheduler::info(), PolicyRegistry::factoryFor<QosMetaScheduler>());
}

}  // namespace schedlab
