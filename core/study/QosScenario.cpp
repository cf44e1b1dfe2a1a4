#include "study/QosScenario.h"

#include "platform/PhosphorusF1Platforms.h"

#include <cstdlib>

namespace schedlab {

namespace {

const std::string kGroupsPrefix = "generate:qos-groups:";
const std::string kUsersPrefix = "generate:qos-users:";
const std::string kPeriodicPrefix = "generate:qos-periodic:";
const std::string kJobs = "jobs=";
const std::string kHorizon = "horizon=";
// §2.3.2: U1, U2, U3, then U4's gap (the setting), then U5.
const std::string kF3GapsBefore = "gaps=546,3278,6010,";
const std::string kF3GapsAfter = ",5464";
const std::string kLoad = "load=";
const std::string kRate = "rate=";
const std::string kSeed = "seed=";
const std::string kPolicy = "qos-meta";
const std::string kOrdering = "ordering";
const std::string kAssignment = "assignment";
const std::string kGapFilling = "gap-filling";
const std::string kPeriod = "period";
const std::string kDispatch = "dispatch";
const std::string kWfqClock = "wfq-clock";
const std::string kRejectInfeasible = "reject-infeasible";
// Sec. 2.2-2.3: inputs move over equal links of the spec's open choice, 1000
// Mbit/s (F2: 1,000-10,000 bytes, F3: 1,000 bytes); §2.1 has d_ij = 0.
const std::string kLinkMbps = "link-mbps";
const std::string kLinkMbpsValue = "1000";
// §2.3.2: the WFQ meta-scheduler keeps its tasks until a resource frees,
// every 1 s; WFQ's own virtual time (App. D).
const std::string kWhenFree = "when-free";
const std::string kPlan = "plan";
const std::string kWfqClockValue = "wfq";
// §2.1.10: each arriving group is one batch, so the on-line scheduler
// (period 0: each instant's arrivals) is the deliverable's; §2.2.3: P = 5 s.
const std::string kFairnessPeriod = "0";
const std::string kFctePeriod = "5";
const std::string kWfqPeriod = "1";
// §2.1.10: 500 processors with capacities c ~ N(1, 0.01) MIPS, drawn with
// the run's seed as the workload is.
const std::string kFairnessDistribution = "narrow";
constexpr int kFairnessProcessors = 500;
const std::string kFctePlatform = "phosphorus-fcte";
const std::string kWfqPlatform = "phosphorus-f3";

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

// U4's gap in an F3 trace: the fourth entry of "gaps=".
std::optional<std::string> f3Gap(const std::string& trace)
{
    const std::size_t at = trace.find(kF3GapsBefore);
    if (at == std::string::npos)
        return std::nullopt;
    const std::size_t from = at + kF3GapsBefore.size();
    const std::size_t to = trace.find(',', from);
    if (to == std::string::npos || to == from)
        return std::nullopt;
    return trace.substr(from, to - from);
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
        {"FCFS", "fcfs", "ect", false, true}, {"EDF", "edf", "ect", false, true}, {"SFTO", "sfto", "ect", true},
        {"AFTO", "afto", "ect", true},  {"MMFS", "mmfs", "ect", true},
    };
    static const std::vector<Scheme> fcte = {
        {"FCFS/ECT", "fcfs", "ect", false},           {"EDF/ECT", "edf", "ect", false},
        {"LLF/ECT", "llf", "ect", false},             {"FCFS/FCTE", "fcfs", "fcte", false},
        {"FCFS/adjusted FCTE", "fcfs", "adjusted-fcte", false},
    };
    // §2.3.2, Tables 4-5: WFQ against EDF ordering, both with EST.
    static const std::vector<Scheme> wfq = {
        {"WFQ/EST", "wfq", "est", false},
        {"EDF/EST", "edf", "est", false},
    };
    switch (experiment) {
    case Experiment::Fairness:
        return fairness;
    case Experiment::Fcte:
        return fcte;
    case Experiment::Wfq:
        break;
    }
    return wfq;
}

std::string QosScenario::trace() const
{
    const std::string seedText = kSeed + std::to_string(seed);
    switch (experiment) {
    case Experiment::Fairness:
        return kGroupsPrefix + kJobs + std::to_string(jobs) + "," + kLoad + setting + "," + seedText;
    case Experiment::Fcte:
        return kUsersPrefix + kJobs + std::to_string(jobs) + "," + kRate + setting + "," + seedText;
    case Experiment::Wfq:
        break;
    }
    return kPeriodicPrefix + kF3GapsBefore + setting + kF3GapsAfter + "," + kHorizon + std::to_string(jobs) + "," +
           seedText;
}

std::string QosScenario::platform() const
{
    switch (experiment) {
    case Experiment::Fairness:
        return PhosphorusF1Platforms::name(kFairnessDistribution, kFairnessProcessors, seed);
    case Experiment::Fcte:
        return kFctePlatform;
    case Experiment::Wfq:
        break;
    }
    return kWfqPlatform;
}

ParameterValues QosScenario::parameters() const
{
    const Scheme& s = schemes(experiment).at(scheme);
    ParameterValues values = {{kOrdering, s.ordering},
                              {kAssignment, s.assignment},
                              {kGapFilling, s.gapFilling ? "true" : "false"},
                              {kPeriod, experiment == Experiment::Fairness ? kFairnessPeriod : kFctePeriod}};
    if (s.rejectInfeasible)
        values[kRejectInfeasible] = "true";
    if (experiment != Experiment::Fairness)
        values[kLinkMbps] = kLinkMbpsValue;
    if (experiment == Experiment::Wfq) {
        values[kPeriod] = kWfqPeriod;
        values[kDispatch] = kWhenFree;
        values[kWfqClock] = kWfqClockValue;
    }
    return values;
}

std::string QosScenario::jobsUnit(Experiment experiment)
{
    return experiment == Experiment::Wfq ? "tasks of U1" : "tasks";
}

std::string QosScenario::label() const
{
    std::string what = setting + " tasks/s per user";
    if (experiment == Experiment::Fairness)
        what = "load " + setting;
    else if (experiment == Experiment::Wfq)
        what = "U4 every " + setting + " s";
    return what + " · " + std::to_string(jobs) + " " + jobsUnit(experiment) + " · seed " + std::to_string(seed);
}

std::optional<QosScenario> QosScenario::of(const RunDescription& description)
{
    QosScenario scenario;
    const std::string& trace = description.tracePath;
    if (trace.starts_with(kGroupsPrefix))
        scenario.experiment = Experiment::Fairness;
    else if (trace.starts_with(kUsersPrefix))
        scenario.experiment = Experiment::Fcte;
    else if (trace.starts_with(kPeriodicPrefix))
        scenario.experiment = Experiment::Wfq;
    else
        return std::nullopt;
    if (description.policy != kPolicy)
        return std::nullopt;
    const bool fairness = scenario.experiment == Experiment::Fairness;
    const bool wfq = scenario.experiment == Experiment::Wfq;
    const auto setting = wfq ? f3Gap(trace) : valueAfter(trace, fairness ? kLoad : kRate);
    const auto jobs = wholeAfter(trace, wfq ? kHorizon : kJobs);
    const auto seed = wholeAfter(trace, kSeed);
    if (!setting || !jobs || !seed)
        return std::nullopt;
    scenario.setting = *setting;
    scenario.jobs = std::size_t(*jobs);
    scenario.seed = *seed;
    // F3's other users must be the deliverable's, and an F1 run with other
    // spreads or group sizes is one of F1's variants (QosF1Variant): the
    // trace is exactly the one this scenario draws.
    if ((wfq || fairness) && scenario.trace() != trace)
        return std::nullopt;
    // F1 before its processors had capacities of their own ran on
    // single:500: another experiment now.
    if (fairness && description.platformName != scenario.platform())
        return std::nullopt;
    const auto scheme = schemeOf(scenario.experiment, description);
    if (!scheme)
        return std::nullopt;
    scenario.scheme = *scheme;
    return scenario;
}

std::optional<std::size_t> QosScenario::schemeOf(Experiment experiment, const RunDescription& description)
{
    if (description.policy != kPolicy)
        return std::nullopt;
    const bool fairness = experiment == Experiment::Fairness;
    const bool wfq = experiment == Experiment::Wfq;
    // Runs of qos-meta with another period, dispatch or WFQ clock are
    // another experiment.
    const std::string period = parameterOf(description, kPeriod);
    const std::string expected = wfq ? kWfqPeriod : fairness ? kFairnessPeriod : kFctePeriod;
    if (!period.empty() && std::strtod(period.c_str(), nullptr) != std::strtod(expected.c_str(), nullptr))
        return std::nullopt;
    const std::string dispatch = parameterOf(description, kDispatch);
    // Stored before dispatch existed, an F1 or F2 run has none: it planned.
    const bool dispatchFits = wfq ? dispatch == kWhenFree : dispatch.empty() || dispatch == kPlan;
    if (!dispatchFits)
        return std::nullopt;
    const std::string clock = parameterOf(description, kWfqClock);
    if (wfq && !clock.empty() && clock != kWfqClockValue)
        return std::nullopt;
    // Stored before the link existed, a run had none: inputs arrived at once.
    const std::string link = parameterOf(description, kLinkMbps);
    const double linkMbps = link.empty() ? 0.0 : std::strtod(link.c_str(), nullptr);
    if (linkMbps != (fairness ? 0.0 : std::strtod(kLinkMbpsValue.c_str(), nullptr)))
        return std::nullopt;
    const std::vector<Scheme>& list = schemes(experiment);
    for (std::size_t k = 0; k < list.size(); ++k) {
        const Scheme& s = list[k];
        if (parameterOf(description, kOrdering) == s.ordering &&
            parameterOf(description, kAssignment) == s.assignment &&
            parameterOf(description, kGapFilling) == (s.gapFilling ? "true" : "false") &&
            (parameterOf(description, kRejectInfeasible) == "true") == s.rejectInfeasible)
            return k;
    }
    return std::nullopt;
}

}  // namespace schedlab
