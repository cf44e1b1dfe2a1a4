#pragma once

#include "workload/TransformSpec.h"
#include "workload/WorkloadTransform.h"

namespace schedlab {

// drop-wider:N — removes jobs wider than N nodes: a single-machine study of
// N nodes cannot run them (spec §3: fewer than 0.2% of CTC at N = 256).
class DropWiderTransform : public WorkloadTransform {
public:
    explicit DropWiderTransform(std::int64_t maxNodes);
    [[nodiscard]] static std::unique_ptr<WorkloadTransform> fromSpec(const TransformSpec& spec);

    [[nodiscard]] std::string spec() const override;
    std::string apply(Workload& workload) const override;

private:
    std::int64_t m_maxNodes;
};

}  // namespace schedlab
