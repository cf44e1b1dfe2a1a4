#pragma once

#include "workload/TransformSpec.h"
#include "workload/WorkloadTransform.h"

namespace schedlab {

// scale-interarrival:K — multiplies every gap between submissions by K,
// keeping the first submission where it is: K = 0 submits every job at
// once, K = 0.5 doubles the arrival rate (Vanderster 2008, experiment 4.2:
// trace windows with the inter-arrival times scaled by k_lambda). A job's
// deadline moves with its submission, so its relative deadline is kept.
class ScaleInterArrivalTransform : public WorkloadTransform {
public:
    static constexpr double kLargestFactor = 1000;

    explicit ScaleInterArrivalTransform(double factor);
    [[nodiscard]] static std::unique_ptr<WorkloadTransform> fromSpec(const TransformSpec& spec);

    [[nodiscard]] std::string spec() const override;
    std::string apply(Workload& workload) const override;

private:
    double m_factor;
};

}  // namespace schedlab
