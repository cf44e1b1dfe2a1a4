#pragma once

#include "workload/TransformSpec.h"
#include "workload/WorkloadTransform.h"

namespace schedlab {

// rebase — shifts submit times so the first job is submitted at 0 (after a
// window or month cut, so a simulation does not start with idle time).
// UnixStartTime moves by the same amount, so calendar dates stay correct.
class RebaseTransform : public WorkloadTransform {
public:
    [[nodiscard]] static std::unique_ptr<WorkloadTransform> fromSpec(const TransformSpec& spec);

    [[nodiscard]] std::string spec() const override;
    std::string apply(Workload& workload) const override;
};

}  // namespace schedlab
