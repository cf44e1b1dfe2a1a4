#pragma once

#include "workload/TransformSpec.h"
#include "workload/WorkloadTransform.h"

#include <cstdint>

namespace schedlab {

// evaluate:skip:HEAD:TAIL -- every job is still simulated, but only the jobs
// between the first HEAD and the last TAIL (by submission order) count in
// the metrics. Wiriyaprasit (2004), sec. 5 evaluates the middle 4,000 of
// 4,400 jobs: the system warms up and drains outside the window.
class EvaluationWindowTransform : public WorkloadTransform {
public:
    EvaluationWindowTransform(std::int64_t head, std::int64_t tail);
    [[nodiscard]] static std::unique_ptr<WorkloadTransform> fromSpec(const TransformSpec& spec);

    [[nodiscard]] std::string spec() const override;
    std::string apply(Workload& workload) const override;

private:
    std::int64_t m_head;
    std::int64_t m_tail;
};

}  // namespace schedlab
