#pragma once

#include "ExperimentOutcome.h"

#include "policies/ParameterSpec.h"

#include <string>

namespace schedlab {

class Platform;
struct Workload;

// One policy with its parameters, checked up front so that a typo fails
// before a large trace is read; run() simulates, measures and optionally
// validates. run() is const and builds its own registry and Policy, so
// several experiments may run at once on different threads.
class Experiment {
public:
    // Throws ConfigurationError for an unknown policy or a bad parameter.
    Experiment(std::string policy, const ParameterValues& given);

    [[nodiscard]] const std::string& policy() const { return m_policy; }
    [[nodiscard]] const ParameterValues& parameters() const { return m_parameters; }

    [[nodiscard]] ExperimentOutcome run(const Workload& workload, const Platform& platform,
                                        bool validate) const;

private:
    std::string m_policy;
    ParameterValues m_given;
    ParameterValues m_parameters;
};

}  // namespace schedlab
