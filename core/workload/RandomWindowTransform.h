#pragma once

#include "workload/TransformSpec.h"
#include "workload/WorkloadTransform.h"

#include <cstdint>

namespace schedlab {

// window:random:N:SEED — keeps N consecutive jobs starting at a position
// drawn uniformly from the seed, as the thesis's trace windows "at random
// offsets" (Vanderster 2008, experiments 4.2-6); the whole workload when it
// has N jobs or fewer. Submit times are not shifted (add rebase for that).
class RandomWindowTransform : public WorkloadTransform {
public:
    RandomWindowTransform(std::int64_t jobs, std::uint64_t seed);
    // Called by SubmitWindowTransform::fromSpec for "window:random:...".
    [[nodiscard]] static std::unique_ptr<WorkloadTransform> fromSpec(const TransformSpec& spec);

    // The 0-based position of the first job kept, of `size` jobs.
    [[nodiscard]] std::int64_t offset(std::int64_t size) const;

    [[nodiscard]] std::string spec() const override;
    std::string apply(Workload& workload) const override;

private:
    std::int64_t m_jobs;
    std::uint64_t m_seed;
};

}  // namespace schedlab
