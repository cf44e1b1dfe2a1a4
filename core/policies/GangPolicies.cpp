#include "policies/BuiltInPolicies.h"
#include "policies/PfcfsPolicy.h"
#include "policies/PfcfsPreset.h"
#include "policies/PolicyRegistry.h"

namespace schedlab {

void addGangPolicies(PolicyRegistry& registry)
{
    registry.add(PfcfsPolicy::info(), PolicyRegistry::factoryFor<PfcfsPolicy>());
    for (const PfcfsPreset& preset : PfcfsPreset::all())
        registry.add(PfcfsPolicy::info(preset), PolicyRegistry::factoryFor<PfcfsPolicy>());
}

}  // namespace schedlab
