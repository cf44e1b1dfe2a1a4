#include "policies/BuiltInPolicies.h"
#include "policies/ConservativeBackfillPolicy.h"
#include "policies/EasyBackfillPolicy.h"
#include "policies/FcfsPolicy.h"
#include "policies/GareyGrahamPolicy.h"
#include "policies/PolicyRegistry.h"

namespace schedlab {

void addBaselinePolicies(PolicyRegistry& registry)
{
    registry.add(FcfsPolicy::info(), PolicyRegistry::factoryFor<FcfsPolicy>());
    registry.add(EasyBackfillPolicy::info(), PolicyRegistry::factoryFor<EasyBackfillPolicy>());
    registry.add(ConservativeBackfillPolicy::info(),
                 PolicyRegistry::factoryFor<ConservativeBackfillPolicy>());
    registry.add(GareyGrahamPolicy::info(), PolicyRegistry::factoryFor<GareyGrahamPolicy>());
}

}  // namespace schedlab
