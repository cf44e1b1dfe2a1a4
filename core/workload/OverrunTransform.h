#pragma once

#include "workload/TransformSpec.h"
#include "workload/WorkloadTransform.h"

namespace schedlab {

// overrun:kill | overrun:complete — what happens to jobs that run longer than
// their estimate (spec §3, an open point, so both are offered).
//   kill      the job is killed at its estimate: run time := estimate.
//   complete  (default; no change to the workload) the job runs to completion;
//             the engine treats it as ending at the next instant once past
//             its estimate. Recorded so a run says which mode it used.
class OverrunTransform : public WorkloadTransform {
public:
    enum class Mode { Kill, Complete };

    explicit OverrunTransform(Mode mode) : m_mode(mode) {}
    [[nodiscard]] static std::unique_ptr<WorkloadTransform> fromSpec(const TransformSpec& spec);

    [[nodiscard]] Mode mode() const { return m_mode; }
    [[nodiscard]] std::string spec() const override;
    std::string apply(Workload& workload) const override;

private:
    Mode m_mode;
};

}  // namespace schedlab
