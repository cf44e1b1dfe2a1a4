#include "grid/JobSharingPolicy.h"
#include "grid/LocalGridPolicy.h"
#include "policies/BuiltInPolicies.h"
#include "policies/PolicyRegistry.h"

namespace schedlab {

void addGridPolicies(PolicyRegistry& registry)
{
    registry.add(LocalGridPolicy::info(), PolicyRegistry::factoryFor<LocalGridPolicy>());
    registry.add(JobSharingPolicy::sharingInfo(), &JobSharingPolicy::createSharing);
    registry.add(JobSharingPolicy::multiSiteInfo(), &JobSharingPolicy::createMultiSite);
}

}  // namespace schedlab
