#pragma once

#include "workload/TransformSpec.h"
#include "workload/WorkloadTransform.h"

namespace schedlab {

// exact-estimates — every estimate becomes the actual run time, to measure
// how much estimate accuracy matters (spec §3 "Exact" runs).
class ExactEstimatesTransform : public WorkloadTransform {
public:
    [[nodiscard]] static std::unique_ptr<WorkloadTransform> fromSpec(const TransformSpec& spec);

    [[nodiscard]] std::string spec() const override;
    std::string apply(Workload& workload) const override;
};

}  // namespace schedlab
