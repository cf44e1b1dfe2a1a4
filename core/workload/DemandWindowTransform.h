#pragma once

#include "workload/TransformSpec.h"
#include "workload/WorkloadTransform.h"

#include <cstdint>

namespace schedlab {

// window:demand:HOURS:SEED — keeps consecutive jobs from a position drawn
// uniformly from the seed until their work (nodes times run time) reaches
// HOURS processor-hours: a trace window "of similar demand" to another
// workload (Vanderster 2008, experiment 4.4). The position is drawn among
// those from which the rest of the trace has that much work; the whole
// workload when it has less. Submit times are not shifted (add rebase).
class DemandWindowTransform : public WorkloadTransform {
public:
    DemandWindowTransform(double hours, std::uint64_t seed);
    // Called by SubmitWindowTransform::fromSpec for "window:demand:...".
    [[nodiscard]] static std::unique_ptr<WorkloadTransform> fromSpec(const TransformSpec& spec);

    // The work of a workload's jobs at their requested widths (nodes times
    // run time), in processor-hours: what HOURS measures.
    [[nodiscard]] static double processorHours(const Workload& workload);

    [[nodiscard]] std::string spec() const override;
    std::string apply(Workload& workload) const override;

private:
    double m_hours;
    std::uint64_t m_seed;
};

}  // namespace schedlab
