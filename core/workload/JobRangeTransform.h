#pragma once

#include "workload/TransformSpec.h"
#include "workload/WorkloadTransform.h"

namespace schedlab {

// range:FIRST:LAST — keeps jobs by 1-based position in the workload,
// inclusive (range:10000:20000 is the grid extract "10_20k"). A LAST beyond
// the end keeps up to the last job and says so.
class JobRangeTransform : public WorkloadTransform {
public:
    JobRangeTransform(std::int64_t first, std::int64_t last);
    [[nodiscard]] static std::unique_ptr<WorkloadTransform> fromSpec(const TransformSpec& spec);

    [[nodiscard]] std::string spec() const override;
    std::string apply(Workload& workload) const override;

private:
    std::int64_t m_first;
    std::int64_t m_last;
};

}  // namespace schedlab
