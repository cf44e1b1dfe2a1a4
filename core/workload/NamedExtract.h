#pragma once

#include "workload/TransformSpec.h"
#include "workload/WorkloadTransform.h"

#include <memory>

namespace schedlab {

// extract:NAME — the job-index extracts of the grid studies by name
// (Yahyapour (2002), ch. 5): 10_20k, 30_40k and 60_70k, which keep jobs 10,000 to 20,000
// and so on by 1-based position, as range:FIRST:LAST does. They are aliases:
// the run records the range (extract:10_20k is recorded as range:10000:20000).
class NamedExtract {
public:
    [[nodiscard]] static std::unique_ptr<WorkloadTransform> fromSpec(const TransformSpec& spec);
};

}  // namespace schedlab
