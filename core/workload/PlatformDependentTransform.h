#pragma once

#include "workload/WorkloadTransform.h"

#include <stdexcept>
#include <string>

namespace schedlab {

// Base of the grid transforms (site assignment, wide-job rules): what they
// do depends on the platform's sites, so they only run through applyFor().
class PlatformDependentTransform : public WorkloadTransform {
public:
    [[nodiscard]] bool needsPlatform() const final { return true; }
    std::string apply(Workload& /*workload*/) const final
    {
        throw std::invalid_argument("transform '" + spec()
                                    + "' needs the platform the jobs will run on; use it in a run "
                                      "(schedlab-cli run --platform NAME --transform "
                                    + spec() + ")");
    }
};

}  // namespace schedlab
