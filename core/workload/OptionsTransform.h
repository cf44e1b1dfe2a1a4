#pragma once

#include "workload/TransformSpec.h"
#include "workload/WorkloadTransform.h"

namespace schedlab {

// options:halve:H -- gives every job H more ways to run, each half as wide
// as the one before and as much longer as keeps its work (nodes x run time):
// widths m/2, m/4, ... m/2^H (rounded down, at least one node; fewer options
// when the width runs out). A policy may then pick one at the start. The
// "halving" widths of Vanderster (2008), ch. 4: 64, 32 and 16 processors for
// 1, 2 and 4 hours.
class OptionsTransform : public WorkloadTransform {
public:
    explicit OptionsTransform(int halvings);
    [[nodiscard]] static std::unique_ptr<WorkloadTransform> fromSpec(const TransformSpec& spec);

    [[nodiscard]] std::string spec() const override;
    std::string apply(Workload& workload) const override;

private:
    int m_halvings;
};

}  // namespace schedlab
