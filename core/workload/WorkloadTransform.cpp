#include "workload/WorkloadTransform.h"

#include "workload/CalendarMonthTransform.h"
#include "workload/CreditsTransform.h"
#include "workload/InputDataTransform.h"
#include "workload/UniformCreditsTransform.h"
#include "workload/DropWiderTransform.h"
#include "workload/EvaluationWindowTransform.h"
#include "workload/ExactEstimatesTransform.h"
#include "workload/FaultToleranceOptionsTransform.h"
#include "workload/JobRangeTransform.h"
#include "workload/NamedExtract.h"
#include "workload/OptionsTransform.h"
#include "workload/OverrunTransform.h"
#include "workload/RebaseTransform.h"
#include "workload/ScaleInterArrivalTransform.h"
#include "workload/SiteAssignmentTransform.h"
#include "workload/SubmitWindowTransform.h"
#include "workload/TransformSpec.h"
#include "workload/WideJobTransform.h"

#include <array>
#include <stdexcept>
#include <string_view>

namespace schedlab {

namespace {

using Factory = std::unique_ptr<WorkloadTransform> (*)(const TransformSpec&);

struct TransformKind {
    std::string_view name;
    Factory factory;
};

constexpr std::array<TransformKind, 17> kKinds = {{
    {"drop-wider", &DropWiderTransform::fromSpec},
    {"exact-estimates", &ExactEstimatesTransform::fromSpec},
    {"overrun", &OverrunTransform::fromSpec},
    {"window", &SubmitWindowTransform::fromSpec},
    {"month", &CalendarMonthTransform::fromSpec},
    {"range", &JobRangeTransform::fromSpec},
    {"rebase", &RebaseTransform::fromSpec},
    {"extract", &NamedExtract::fromSpec},
    {"sites", &SiteAssignmentTransform::fromSpec},
    {"wide", &WideJobTransform::fromSpec},
    {"evaluate", &EvaluationWindowTransform::fromSpec},
    {"options", &OptionsTransform::fromSpec},
    {"ft-options", &FaultToleranceOptionsTransform::fromSpec},
    {"scale-interarrival", &ScaleInterArrivalTransform::fromSpec},
    {"credits", &CreditsTransform::fromSpec},
    {"uniform-credits", &UniformCreditsTransform::fromSpec},
    {"inputs", &InputDataTransform::fromSpec},
}};

}  // namespace

std::unique_ptr<WorkloadTransform> WorkloadTransform::parse(const std::string& spec)
{
    if (spec.empty())
        throw std::invalid_argument("empty transform spec");
    const TransformSpec parsed(spec);
    for (const auto& kind : kKinds)
        if (parsed.name() == kind.name)
            return kind.factory(parsed);
    std::string known;
    for (const auto& kind : kKinds)
        known += (known.empty() ? "" : ", ") + std::string(kind.name);
    parsed.fail("unknown transform '" + parsed.name() + "' (known: " + known + ")");
}

std::vector<std::string> applyTransforms(Workload& workload, const std::vector<std::string>& specs,
                                         const Platform* platform)
{
    // Parse all first: a typo in the last spec must not leave the workload
    // half transformed.
    std::vector<std::unique_ptr<WorkloadTransform>> transforms;
    transforms.reserve(specs.size());
    for (const auto& spec : specs)
        transforms.push_back(WorkloadTransform::parse(spec));
    std::vector<std::string> summaries;
    summaries.reserve(transforms.size());
    for (const auto& transform : transforms) {
        const std::string summary =
            platform != nullptr ? transform->applyFor(workload, *platform) : transform->apply(workload);
        summaries.push_back(transform->spec() + ": " + summary);
    }
    return summaries;
}

}  // namespace schedlab
