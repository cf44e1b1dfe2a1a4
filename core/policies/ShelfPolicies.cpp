#include "policies/BuiltInPolicies.h"
#include "policies/PolicyRegistry.h"

namespace schedlab {

void addShelfPolicies(PolicyRegistry& registry)
{
    (void)registry;
}

}  // namespace schedlab
