#pragma once

#include "parameters/ParameterSpec.h"

#include <optional>
#include <string>
#include <string_view>

namespace schedlab {

struct RunDescription;

// What a study's tables need to know about a stored run, read from its
// description alone (policy, parameters, canonical transforms, platform,
// trace file). Tables place runs by these facts, not by run names or groups,
// so a run that another study (or a sweep) stored first, and that the
// study therefore skipped, still lands in its cell.
class StudyRunFacts {
public:
    // The canonical spec of a transform as the run store records it
    // ("extract:10_20k" -> "range:10000:20000"); std::invalid_argument for a bad spec.
    [[nodiscard]] static std::string canonicalTransform(const std::string& spec);
    [[nodiscard]] static bool hasTransform(const RunDescription& description, const std::string& canonicalSpec);
    // The arguments of the first transform named `name`: "1996-07" for
    // month:1996-07, "10000:20000" for range:10000:20000; none without one.
    [[nodiscard]] static std::optional<std::string> transformArgument(const RunDescription& description,
                                                                      std::string_view name);
    // A parameter's (normalised) value; empty when the run has no such parameter.
    [[nodiscard]] static std::string parameter(const RunDescription& description, const std::string& name);
    // True when the run is `policy` with exactly these complete parameters
    // (PolicyRegistry::completeParameters).
    [[nodiscard]] static bool isPolicy(const RunDescription& description, const std::string& policy,
                                       const ParameterValues& completeParameters);
    // The trace's file name without folders.
    [[nodiscard]] static std::string traceFileName(const RunDescription& description);
};

}  // namespace schedlab
