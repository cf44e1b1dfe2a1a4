#include "Experiment.h"

#include "engine/Policy.h"
#include "engine/Simulator.h"
#include "metrics/MetricsCalculator.h"
#include "policies/PolicyRegistry.h"

namespace schedlab {

Experiment::Experiment(std::string policy, const ParameterValues& given)
    : m_policy(std::move(policy)), m_given(given)
{
    const PolicyRegistry registry;
    const PolicyInfo* info = registry.find(m_policy);
    if (info == nullptr) {
        // create() words the error, listing the known policies.
        (void)registry.create(m_policy, m_given);
        return;
    }
    m_parameters = Parameters(m_policy, info->parameters, m_given).values();
}

ExperimentOutcome Experiment::run(const Workload& workload, const Platform& platform,
                                  bool validate) const
{
    const PolicyRegistry registry;
    const std::unique_ptr<Policy> policy = registry.create(m_policy, m_given);

    ExperimentOutcome outcome;
    outcome.policy = m_policy;
    outcome.parameters = m_parameters;
    outcome.result = simulate(workload, platform, *policy);
    outcome.metrics = MetricsCalculator::compute(workload, platform, outcome.result);
    if (validate)
        outcome.validation = ScheduleValidator::validate(workload, platform, outcome.result);
    return outcome;
}

}  // namespace schedlab
