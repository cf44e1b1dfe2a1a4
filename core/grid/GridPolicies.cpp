#include "grid/CondorGBroker.h"
#include "grid/JobSharingPolicy.h"
#include "grid/LocalGridPolicy.h"
#include "grid/MctBroker.h"
#include "grid/WeightedMctBroker.h"
#include "policies/BuiltInPolicies.h"
#include "policies/PolicyRegistry.h"

namespace schedlab {

void addGridPolicies(PolicyRegistry& registry)
{
    registry.add(LocalGridPolicy::info(), PolicyRegistry::factoryFor<LocalGridPolicy>());
    registry.add(JobSharingPolicy::sharingInfo(), &JobSharingPolicy::createSharing);
    registry.add(JobSharingPolicy::multiSiteInfo(), &JobSharingPolicy::createMultiSite);
    registry.add(MctBroker::info(), PolicyRegistry::factoryFor<MctBroker>());
    registry.add(WeightedMctBroker::info(), PolicyRegistry::factoryFor<WeightedMctBroker>());
    registry.add(CondorGBroker::info(), PolicyRegistry::factoryFor<CondorGBroker>());
}

}  // namespace schedlab
