#pragma once

#include "workload/TransformSpec.h"
#include "workload/WorkloadTransform.h"

#include <cstdint>

namespace schedlab {

// uniform-credits:SEED -- the credits of Vanderster (2008), ch. 6: every way
// a job can run (each option, and its own shape) gets a credit CV ~ U(0, 1)
// of its own, and the job's value is its largest, the value the thesis
// correlates with delay. Apply it after options:halve:H. The draws come
// from a stream of SEED of its own.
class UniformCreditsTransform : public WorkloadTransform {
public:
    explicit UniformCreditsTransform(std::uint64_t seed);
    [[nodiscard]] static std::unique_ptr<WorkloadTransform> fromSpec(const TransformSpec& spec);

    [[nodiscard]] std::string spec() const override;
    std::string apply(Workload& workload) const override;

private:
    std::uint64_t m_seed;
};

}  // namespace schedlab
