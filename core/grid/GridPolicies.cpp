#include "policies/BuiltInPolicies.h"
#include "policies/PolicyRegistry.h"

namespace schedlab {

void addGridPolicies(PolicyRegistry& registry)
{
    (void)registry;
}

}  // namespace schedlab
