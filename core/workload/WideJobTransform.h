#pragma once

#include "workload/PlatformDependentTransform.h"
#include "workload/TransformSpec.h"

#include <cstdint>
#include <memory>
#include <string>

namespace schedlab {

// wide:RULE — the wide-job rules of Yahyapour (2002), ch. 5, so that no job is lost on a
// grid whose machines are smaller than the trace's widest job:
//   wide:local      split into parts of the job's own site's machine size
//                   (needs a sites:... transform before it)
//   wide:largest    split into parts of the largest machine of the platform
//   wide:max:N      split into parts of at most N nodes (wide:max:64: the
//                   _max64 workloads)
//   wide:keep       leave them unchanged (only grid-multisite can run them)
// A job of m nodes and limit L becomes floor(m / L) parts of L nodes and one
// of the rest. Every part keeps the submission time, run time, estimate,
// user and site of the job, so the total work (nodes x run time) is
// unchanged. The first part keeps the job's number; the others get new
// numbers after the largest in the workload. The rule is recorded as the
// canonical spec, so a run says which one it used.
class WideJobTransform final : public PlatformDependentTransform {
public:
    enum class Rule { Local, Largest, Max, Keep };

    WideJobTransform(Rule rule, std::int64_t maxNodes = 0);
    [[nodiscard]] static std::unique_ptr<WorkloadTransform> fromSpec(const TransformSpec& spec);

    [[nodiscard]] std::string spec() const override;
    std::string applyFor(Workload& workload, const Platform& platform) const override;

private:
    [[nodiscard]] std::int64_t limitFor(const Job& job, const Platform& platform) const;

    Rule m_rule;
    std::int64_t m_maxNodes;
};

}  // namespace schedlab
