#include "policies/BuiltInPolicies.h"
#include "policies/PolicyRegistry.h"

namespace schedlab {

void addGangPolicies(PolicyRegistry& registry)
{
    (void)registry;
}

}  // namespace schedlab
