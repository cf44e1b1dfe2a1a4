#pragma once

#include "model/Types.h"
#include "workload/TransformSpec.h"
#include "workload/WorkloadTransform.h"

namespace schedlab {

// window:FROM:TO — keeps jobs submitted in [FROM, TO) seconds of the trace
// clock. Submit times are not shifted (add rebase for that). Its spec also
// reads window:random:N:SEED (RandomWindowTransform).
class SubmitWindowTransform : public WorkloadTransform {
public:
    SubmitWindowTransform(Time from, Time to);
    [[nodiscard]] static std::unique_ptr<WorkloadTransform> fromSpec(const TransformSpec& spec);

    [[nodiscard]] std::string spec() const override;
    std::string apply(Workload& workload) const override;

private:
    Time m_from;
    Time m_to;
};

}  // namespace schedlab
