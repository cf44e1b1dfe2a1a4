#include "policies/BuiltInPolicies.h"
#include "policies/PolicyRegistry.h"
#include "qos/GsBeScheduler.h"
#include "qos/QosMetaScheduler.h"

namespace schedlab {

void addQosPolicies(PolicyRegistry& registry)
{
    registry.add(QosMetaScheduler::info(), PolicyRegistry::factoryFor<QosMetaScheduler>());
    registry.add(GsBeScheduler::info(), PolicyRegistry::factoryFor<GsBeScheduler>());
}

}  // namespace schedlab
