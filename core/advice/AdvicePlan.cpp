#include "advice/AdvicePlan.h"

#include "engine/SimulationError.h"
#include "platform/Platform.h"
#include "platform/PlatformSource.h"
#include "policies/PolicyRegistry.h"
#include "workload/TraceCalendar.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <sstream>

namespace schedlab {

namespace {

// Policies worth trying on one machine (Yahyapour (2002), ch. 2-3): the
// baselines with EASY and conservative backfilling and the two orders that
// did best there with EASY. The full budget adds the list-scheduling and
// conservative variants of each order.
const std::vector<std::string> kQuickSingle = {"fcfs",           "easy",           "conservative",
                                               "smart-ffia-easy", "smart-nfiw-easy", "psrs-easy"};
const std::vector<std::string> kMoreSingle = {"garey-graham", "smart-ffia",      "smart-nfiw",
                                              "psrs",         "smart-ffia-cons", "smart-nfiw-cons",
                                              "psrs-cons"};
// On a grid: local processing, job sharing, multi-site and the two brokers
// (Ernemann et al.; Wiriyaprasit 2004).
const std::vector<std::string> kQuickGrid = {"grid-local", "grid-sharing", "grid-multisite"};
const std::vector<std::string> kMoreGrid = {"grid-mct", "grid-wmct"};
const std::string kSingleBaseline = "easy";
const std::string kGridBaseline = "grid-sharing";

// The key parameters worth trying beside each policy's defaults, one at a
// time: SMART's bin ratio γ (Yahyapour (2002), ch. 2 uses 2), the job weight
// of the Smith ratios (area, or unit for the plain response time), and the
// machine a grid job goes to. A candidate gets a variant for each value of
// each of these parameters it has.
struct KeySweep {
    std::string parameter;
    std::vector<std::string> values;
};
const std::vector<KeySweep> kKeySweeps = {
    {"gamma", {"4"}},
    {"weight", {"unit"}},
    {"selection", {"first-fit", "earliest-start"}},
};

struct Candidate {
    std::string label;
    std::string policy;
    ParameterValues parameters;
};

// The policies, each followed by its variants.
std::vector<Candidate> withVariants(const std::vector<std::string>& policies, const PolicyRegistry& registry)
{
    std::vector<Candidate> candidates;
    for (const std::string& policy : policies) {
        candidates.push_back({policy, policy, {}});
        const PolicyInfo* info = registry.find(policy);
        if (info == nullptr)
            continue;
        for (const KeySweep& sweep : kKeySweeps) {
            const bool has = std::any_of(info->parameters.begin(), info->parameters.end(),
                                         [&sweep](const ParameterSpec& spec) { return spec.name == sweep.parameter; });
            if (!has)
                continue;
            for (const std::string& value : sweep.values)
                candidates.push_back({policy + " " + sweep.parameter + "=" + value, policy, {{sweep.parameter, value}}});
        }
    }
    return candidates;
}

std::string singleMachine(int nodes)
{
    return "single:" + std::to_string(nodes);
}

// "scaled:0.9:m128" (PlatformSource): every machine of the grid scaled.
std::string scaledGrid(double factor, const std::string& platform)
{
    std::ostringstream text;
    text << "scaled:" << factor << ":" << platform;
    return text.str();
}

}  // namespace

std::string AdviceScenario::label() const
{
    switch (kind) {
    case Kind::Whole: return "whole log";
    case Kind::Month: return month;
    case Kind::ExactEstimates: return "exact estimates";
    case Kind::Smaller: return "machine 10 % smaller";
    case Kind::Larger: return "machine 10 % larger";
    }
    return {};
}

AdvicePlan AdvicePlan::make(const AdviceOptions& options, const Platform& platform,
                            const std::vector<MonthJobs>& months)
{
    AdvicePlan plan;
    const bool single = platform.machineCount() == 1;
    std::vector<std::string> policies = single ? kQuickSingle : kQuickGrid;
    if (options.budget == AdviceBudget::Full) {
        const auto& more = single ? kMoreSingle : kMoreGrid;
        policies.insert(policies.end(), more.begin(), more.end());
    }
    const PolicyRegistry registry;
    if (!registry.find(options.baseline))
        throw ConfigurationError("unknown baseline policy '" + options.baseline + "'");
    // FCFS with EASY on a grid is job sharing with EASY at every site: a
    // single-machine policy cannot run there.
    const std::string baseline = !single && options.baseline == kSingleBaseline ? kGridBaseline : options.baseline;
    std::vector<Candidate> candidates = withVariants(policies, registry);
    const auto known = std::find_if(candidates.begin(), candidates.end(), [&baseline](const Candidate& c) {
        return c.label == baseline;
    });
    plan.baseline = std::size_t(known - candidates.begin());
    if (known == candidates.end())
        candidates.push_back({baseline, baseline, {}});
    for (const Candidate& candidate : candidates)
        plan.candidates.push_back(candidate.label);

    plan.scenarios.push_back({AdviceScenario::Kind::Whole, {}});
    for (const MonthJobs& month : months) {
        if (month.jobs >= kMinMonthJobs)
            plan.scenarios.push_back({AdviceScenario::Kind::Month, month.month});
    }
    plan.scenarios.push_back({AdviceScenario::Kind::ExactEstimates, {}});
    plan.scenarios.push_back({AdviceScenario::Kind::Smaller, {}});
    plan.scenarios.push_back({AdviceScenario::Kind::Larger, {}});

    const std::string traceName = std::filesystem::path(options.tracePath).filename().string();
    plan.group = "advice:" + traceName + ":" + options.platform;
    const int smaller = int(std::lround(platform.totalNodes() * (1 - kMachineChange)));
    const int larger = int(std::lround(platform.totalNodes() * (1 + kMachineChange)));
    const int smallerGrid = PlatformSource::scaled(platform, 1 - kMachineChange, {}).totalNodes();
    for (const AdviceScenario& scenario : plan.scenarios) {
        for (const Candidate& candidate : candidates) {
            RunSpec spec;
            spec.tracePath = options.tracePath;
            spec.transforms = options.transforms;
            spec.platform = options.platform;
            spec.policy = candidate.policy;
            spec.parameters = candidate.parameters;
            spec.group = plan.group;
            switch (scenario.kind) {
            case AdviceScenario::Kind::Whole: break;
            case AdviceScenario::Kind::Month: spec.transforms.push_back("month:" + scenario.month); break;
            case AdviceScenario::Kind::ExactEstimates: spec.transforms.push_back("exact-estimates"); break;
            case AdviceScenario::Kind::Smaller:
                // A grid: every machine 10 % smaller.
                spec.platform = single ? singleMachine(smaller) : scaledGrid(1 - kMachineChange, options.platform);
                // Jobs wider than the smaller machine could not run on it at all.
                spec.transforms.push_back("drop-wider:" + std::to_string(single ? smaller : smallerGrid));
                break;
            case AdviceScenario::Kind::Larger:
                spec.platform = single ? singleMachine(larger) : scaledGrid(1 + kMachineChange, options.platform);
                break;
            }
            spec.name = candidate.label + " · " + scenario.label();
            plan.runs.push_back(std::move(spec));
        }
    }
    return plan;
}

std::vector<std::size_t> AdvicePlan::scenariosOf(AdviceScenario::Kind kind) const
{
    std::vector<std::size_t> found;
    for (std::size_t s = 0; s < scenarios.size(); ++s) {
        if (scenarios[s].kind == kind)
            found.push_back(s);
    }
    return found;
}

}  // namespace schedlab
