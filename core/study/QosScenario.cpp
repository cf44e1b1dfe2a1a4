#include "study/QosScenario.h"

#include <cstdlib>

namespace schedlab {

namespace {

const std::string kGroupsPrefix = "generate:qos-groups:";
const std::string kUsersPrefix = "generate:qos-users:";
const std::string kJobs = "jobs=";
const std::string kLoad = "load=";
const std::string kRate = "rate=";
const std::string kSeed = "seed=";
const std::string kPolicy = "qos-meta";
const std::string kOrdering = "ordering";
const std::string kAssignment = "assignment";
const std::string kGapFilling = "gap-filling";
const std::string kPeriod = "period";
// §2.1.10: each arriving group is one batch, so the on-line scheduler
// (period 0: each instant's arrivals) is the deliverable's; §2.2.3: P = 5 s.
const std::string kFairnessPeriod = "0";
const std::string kFctePeriod = "5";
const std::string kFairnessPlatform = "single:500";
const std::string kFctePlatform = "phosphorus-fcte";

// The text after `key` in `text` up to the next comma ("0.5" for "load=").
std::optional<std::string> valueAfter(const std::string& text, const std::string& key)
{
    std::size_t at = text.find(key);
    // A key must start a parameter, after the prefix's colon or a comma.
    while (at != std::string::npos && at > 0 && text[at - 1] != ',' && text[at - 1] != ':')
        at = text.find(key, at + 1);
    if (at == std::string::npos)
        return std::nullopt;
    const std::size_t from = at + key.size();
    const std::size_t to = text.find(',', from);
    const std::string value = text.substr(from, to == std::string::npos ? std::string::npos : to - from);
    if (value.empty())
        return std::nullopt;
    return value;
}

std::optional<std::uint64_t> wholeAfter(const std::string& text, const std::string& key)
{
    const auto value = valueAfter(text, key);
    if (!value || value->find_first_not_of("0123456789") != std::string::npos)
        return std::nullopt;
    return std::stoull(*value);
}

std::string parameterOf(const RunDescription& description, const std::string& name)
{
    const auto it = description.parameters.find(name);
    return it == description.parameters.end() ? std::string() : it->second;
}

}  // namespace

const std::vector<QosScenario::Scheme>& QosScenario::schemes(Experiment experiment)
{
    // §2.1.10, Figs 8-13: SFTO, AFTO and MMFS with gap filling, all with
    // ECT assignment (MMFS assigns by itself). §2.2.3: FCFS, EDF and LLF
    // with ECT against FCFS with FCTE and adjusted FCTE.
    static const std::vector<Scheme> fairness = {
        {"FCFS", "fcfs", "ect", false}, {"EDF", "edf", "ect", false}, {"SFTO", "sfto", "ect", true},
        {"AFTO", "afto", "ect", true},  {"MMFS", "mmfs", "ect", true},
    };
    static const std::vector<Scheme> fcte = {
        {"FCFS/ECT", "fcfs", "ect", false},           {"EDF/ECT", "edf", "ect", false},
        {"LLF/ECT", "llf", "ect", false},             {"FCFS/FCTE", "fcfs", "fcte", false},
        {"FCFS/adjusted FCTE", "fcfs", "adjusted-fcte", false},
    };
    return experiment == Experiment::Fairness ? fairness : fcte;
}

std::string QosScenario::trace() const
{
    const bool fairness = experiment == Experiment::Fairness;
    return (fairness ? kGroupsPrefix : kUsersPrefix) + kJobs + std::to_string(jobs) + "," +
           (fairness ? kLoad : kRate) + setting + "," + kSeed + std::to_string(seed);
}

std::string QosScenario::platform() const
{
    return experiment == Experiment::Fairness ? kFairnessPlatform : kFctePlatform;
}

ParameterValues QosScenario::parameters() const
{
    const Scheme& s = schemes(experiment).at(scheme);
    return {{kOrdering, s.ordering},
            {kAssignment, s.assignment},
            {kGapFilling, s.gapFilling ? "true" : "false"},
            {kPeriod, experiment == Experiment::Fairness ? kFairnessPeriod : kFctePeriod}};
}

std::string QosScenario::label() const
{
    const std::string what = experiment == Experiment::Fairness ? "load " + setting : setting + " tasks/s per user";
    return what + " · " + std::to_string(jobs) + " tasks · seed " + std::to_string(seed);
}

std::optional<QosScenario> QosScenario::of(const RunDescription& description)
{
    QosScenario scenario;
    const std::string& trace = description.tracePath;
    if (trace.starts_with(kGroupsPrefix))
        scenario.experiment = Experiment::Fairness;
    else if (trace.starts_with(kUsersPrefix))
        scenario.experiment = Experiment::Fcte;
    else
        return std::nullopt;
    if (description.policy != kPolicy)
        return std::nullopt;
    const bool fairness = scenario.experiment == Experiment::Fairness;
    const auto setting = valueAfter(trace, fairness ? kLoad : kRate);
    const auto jobs = wholeAfter(trace, kJobs);
    const auto seed = wholeAfter(trace, kSeed);
    if (!setting || !jobs || !seed)
        return std::nullopt;
    scenario.setting = *setting;
    scenario.jobs = std::size_t(*jobs);
    scenario.seed = *seed;
    // Runs of qos-meta with another period are another experiment.
    const std::string period = parameterOf(description, kPeriod);
    const std::string expected = fairness ? kFairnessPeriod : kFctePeriod;
    if (!period.empty() && std::strtod(period.c_str(), nullptr) != std::strtod(expected.c_str(), nullptr))
        return std::nullopt;
    const std::vector<Scheme>& list = schemes(scenario.experiment);
    for (std::size_t k = 0; k < list.size(); ++k) {
        const Scheme& s = list[k];
        if (parameterOf(description, kOrdering) == s.ordering &&
            parameterOf(description, kAssignment) == s.assignment &&
            parameterOf(description, kGapFilling) == (s.gapFilling ? "true" : "false")) {
            scenario.scheme = k;
            return scenario;
        }
    }
    return std::nullopt;
}

}  // namespace schedlab
