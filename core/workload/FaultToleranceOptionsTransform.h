#pragma once

#include "workload/TransformSpec.h"
#include "workload/WorkloadTransform.h"

#include <cstdint>

namespace schedlab {

// ft-options:CLUSTERS:SEED[:SIGMA] -- the options of the fault-tolerance
// experiment of Vanderster (2008), ch. 7: every task may run on each of
// CLUSTERS clusters with each technique of Table 7.1 (no recovery, retry,
// replication), 3 x CLUSTERS options. Each keeps the task's width, length
// (its work at speed 1; the engine scales it by the cluster's speed) and
// credit. The fault probability f_ik is drawn per task and cluster from
// N(0.1, SIGMA), redrawn until 0 < f < 1 (the thesis only says > 0; a
// probability must also stay below 1), and shared by the three techniques
// on that cluster. SIGMA defaults to 0.05, the spec's reading of the
// thesis's unstated spread. Seeded: the same SEED gives the same draws.
// A transform does not see the platform, hence CLUSTERS. Replaces any
// options the tasks had.
class FaultToleranceOptionsTransform : public WorkloadTransform {
public:
    static constexpr double kMeanFaultProbability = 0.1;
    static constexpr double kDefaultSigma = 0.05;

    FaultToleranceOptionsTransform(int clusters, std::uint64_t seed, double sigma = kDefaultSigma);
    [[nodiscard]] static std::unique_ptr<WorkloadTransform> fromSpec(const TransformSpec& spec);

    [[nodiscard]] std::string spec() const override;
    std::string apply(Workload& workload) const override;

private:
    int m_clusters;
    std::uint64_t m_seed;
    double m_sigma;
};

}  // namespace schedlab
