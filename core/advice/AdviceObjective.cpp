#include "advice/AdviceObjective.h"

#include "generators/SampleStatistics.h"
#include "util/JsonInput.h"

#include <algorithm>
#include <limits>

namespace schedlab {

namespace {

struct ObjectiveInfo {
    AdviceObjective objective;
    const char* key;
    const char* label;
    const char* unit;
    bool lowerIsBetter;
    const char* metricKey;  // in StoredRun::metrics; nullptr for the per-user ones
};

constexpr ObjectiveInfo kObjectives[] = {
    {AdviceObjective::MeanWait, "mean-wait", "Mean wait", "s", true, "meanWait"},
    {AdviceObjective::Awrt, "awrt", "AWRT", "s", true, "awrt"},
    {AdviceObjective::MeanBoundedSlowdown, "bsld", "Mean bounded slowdown", "", true, "meanBoundedSlowdown"},
    {AdviceObjective::Utilization, "utilization", "Utilization", "%", false, "utilization"},
    {AdviceObjective::Makespan, "makespan", "Makespan", "s", true, "makespan"},
    {AdviceObjective::UserWaitSpread, "user-wait-spread", "Spread of users' mean waits", "s", true, nullptr},
    {AdviceObjective::WorstUserWait, "worst-user-wait", "Worst user's mean wait", "s", true, nullptr},
};

const ObjectiveInfo& infoOf(AdviceObjective objective)
{
    return *std::find_if(std::begin(kObjectives), std::end(kObjectives),
                         [objective](const ObjectiveInfo& info) { return info.objective == objective; });
}

// The users' mean waits from the run's metrics JSON (MetricsCalculator).
std::vector<double> userMeanWaits(const StoredRun& run)
{
    std::vector<double> waits;
    const nlohmann::json metrics = JsonInput::parseOr(run.metricsJson, nlohmann::json::object());
    const auto users = metrics.find("perUser");
    if (users == metrics.end() || !users->is_array())
        return waits;
    for (const nlohmann::json& user : *users) {
        const auto wait = user.find("meanWait");
        if (wait != user.end() && wait->is_number())
            waits.push_back(wait->get<double>());
    }
    return waits;
}

}  // namespace

const std::vector<AdviceObjective>& AdviceObjectives::all()
{
    static const std::vector<AdviceObjective> list = [] {
        std::vector<AdviceObjective> objectives;
        for (const ObjectiveInfo& info : kObjectives)
            objectives.push_back(info.objective);
        return objectives;
    }();
    return list;
}

std::string AdviceObjectives::key(AdviceObjective objective)
{
    return infoOf(objective).key;
}

std::optional<AdviceObjective> AdviceObjectives::parse(std::string_view key)
{
    for (const ObjectiveInfo& info : kObjectives) {
        if (key == info.key)
            return info.objective;
    }
    return std::nullopt;
}

std::string AdviceObjectives::label(AdviceObjective objective)
{
    return infoOf(objective).label;
}

std::string AdviceObjectives::unit(AdviceObjective objective)
{
    return infoOf(objective).unit;
}

bool AdviceObjectives::lowerIsBetter(AdviceObjective objective)
{
    return infoOf(objective).lowerIsBetter;
}

double AdviceObjectives::value(AdviceObjective objective, const StoredRun& run)
{
    const ObjectiveInfo& info = infoOf(objective);
    if (info.metricKey)
        return run.metric(info.metricKey);
    const std::vector<double> waits = userMeanWaits(run);
    if (waits.empty())
        return std::numeric_limits<double>::quiet_NaN();
    if (objective == AdviceObjective::WorstUserWait)
        return *std::max_element(waits.begin(), waits.end());
    // The population standard deviation: every user of the log counts.
    return SampleStatistics::populationStdDev(waits);
}

}  // namespace schedlab
