#pragma once

#include "workload/TransformSpec.h"
#include "workload/WorkloadTransform.h"

#include <cstdint>

namespace schedlab {

// inputs:MIN:MAX:SEED -- gives every job input data of U(MIN, MAX) MB, the
// workload of Vanderster (2008)'s experiment 6 (input U(100 d, 1000 d) MB
// per task). The input is moved to the job's machine before it runs, at the
// machine's bandwidth, and takes as much of the machine's scratch disk while
// it runs (Machine::bandwidthMBps, diskGB). The draws come from a stream of
// SEED of its own.
class InputDataTransform : public WorkloadTransform {
public:
    // A petabyte: far beyond any disk, and still exact in the sums.
    static constexpr double kLargestMB = 1e9;

    InputDataTransform(double minMB, double maxMB, std::uint64_t seed);
    [[nodiscard]] static std::unique_ptr<WorkloadTransform> fromSpec(const TransformSpec& spec);

    [[nodiscard]] std::string spec() const override;
    std::string apply(Workload& workload) const override;

private:
    double m_minMB;
    double m_maxMB;
    std::uint64_t m_seed;
};

}  // namespace schedlab
