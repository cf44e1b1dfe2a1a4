#include "sweep/ReplicationSummary.h"

#include "sweep/SweepSpec.h"

#include <boost/math/statistics/univariate_statistics.hpp>

#include <cmath>

namespace schedlab {

namespace {

std::string withoutSuffix(const std::string& text, const std::string& suffix)
{
    return text.ends_with(suffix) ? text.substr(0, text.size() - suffix.size()) : text;
}

// What a run is apart from its seed: a generated trace's own seed parameter,
// which the sweep derived from the run's seed, is left out too.
std::string configurationKey(const RunSpec& run)
{
    const std::string seed = "seed=" + std::to_string(run.seed);
    std::string trace = withoutSuffix(withoutSuffix(run.tracePath, "," + seed), ":" + seed);
    std::string key = trace + '\n' + run.platform + '\n' + run.policy;
    for (const std::string& transform : run.transforms)
        key += '\n' + transform;
    for (const auto& [name, value] : run.parameters)
        key += '\n' + name + '=' + value;
    return key;
}

ReplicationGroup::Estimate estimate(const std::vector<double>& values)
{
    if (values.size() < 2)
        return {values.empty() ? 0.0 : values.front(), 0.0};
    const auto [mean, variance] = boost::math::statistics::mean_and_sample_variance(values);
    return {mean, std::sqrt(variance / double(values.size()))};
}

}  // namespace

std::vector<ReplicationGroup> ReplicationSummary::of(const std::vector<RunSpec>& runs,
                                                     const std::vector<RunOutcome>& outcomes,
                                                     const std::vector<std::string>& metricKeys)
{
    std::vector<ReplicationGroup> groups;
    std::map<std::string, std::size_t> groupOf;
    for (std::size_t i = 0; i < runs.size(); ++i) {
        const auto [it, added] = groupOf.emplace(configurationKey(runs[i]), groups.size());
        if (added)
            groups.push_back({withoutSuffix(runs[i].name, SweepSpec::seedLabel(runs[i].seed)), {}, 0, {}});
        groups[it->second].runs.push_back(i);
    }
    for (ReplicationGroup& group : groups) {
        std::map<std::string, std::vector<double>> values;
        for (const std::size_t i : group.runs) {
            if (i >= outcomes.size())
                continue;
            const RunOutcome& outcome = outcomes[i];
            if (outcome.status != RunOutcome::Status::Completed && outcome.status != RunOutcome::Status::Skipped)
                continue;
            ++group.measured;
            for (const std::string& key : metricKeys)
                values[key].push_back(outcome.run.metric(key));
        }
        for (const std::string& key : metricKeys)
            group.metrics[key] = estimate(values[key]);
    }
    return groups;
}

}  // namespace schedlab
