#include "study/StudyRunFacts.h"

#include "engine/SimulationError.h"
#include "policies/PolicyRegistry.h"
#include "store/StoredRun.h"
#include "workload/WorkloadTransform.h"

#include <filesystem>

namespace schedlab {

namespace {

constexpr char kArgumentSeparator = ':';

}  // namespace

std::string StudyRunFacts::canonicalTransform(const std::string& spec)
{
    return WorkloadTransform::parse(spec)->spec();
}

bool StudyRunFacts::hasTransform(const RunDescription& description, const std::string& canonicalSpec)
{
    for (const std::string& transform : description.transforms) {
        if (transform == canonicalSpec)
            return true;
    }
    return false;
}

std::optional<std::string> StudyRunFacts::transformArgument(const RunDescription& description,
                                                            std::string_view name)
{
    const std::string prefix = std::string(name) + kArgumentSeparator;
    for (const std::string& transform : description.transforms) {
        if (transform.starts_with(prefix))
            return transform.substr(prefix.size());
    }
    return std::nullopt;
}

std::string StudyRunFacts::parameter(const RunDescription& description, const std::string& name)
{
    const auto it = description.parameters.find(name);
    return it == description.parameters.end() ? std::string() : it->second;
}

bool StudyRunFacts::isPolicy(const RunDescription& description, const std::string& policy,
                             const ParameterValues& completeParameters)
{
    return description.policy == policy && description.parameters == completeParameters;
}

std::string StudyRunFacts::traceFileName(const RunDescription& description)
{
    return std::filesystem::path(description.tracePath).filename().string();
}

}  // namespace schedlab
