#pragma once

#include "engine/SimulationResult.h"
#include "metrics/MetricsReport.h"
#include "policies/ParameterSpec.h"
#include "validation/ScheduleValidator.h"

#include <optional>
#include <string>

namespace schedlab {

// Everything one policy run produced, for printing and writing out.
struct ExperimentOutcome {
    std::string policy;
    ParameterValues parameters;  // complete and normalised, defaults filled in
    SimulationResult result;
    MetricsReport metrics;
    std::optional<ValidationReport> validation;  // when validation was asked for
};

}  // namespace schedlab
