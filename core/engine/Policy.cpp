#include "engine/Policy.h"

#include "platform/Platform.h"

namespace schedlab {

int Policy::widestRunnableJob(const Platform& platform) const
{
    // Without multi-site execution a job must fit on one machine.
    return platform.largestMachineNodes();
}

}  // namespace schedlab
