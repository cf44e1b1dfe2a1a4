#include "sweep/SweepSpec.h"

#include "experiment/TraceCache.h"
#include "run/GeneratedTrace.h"
#include "sweep/SweepSpecError.h"
#include "sweep/SweepSpecReader.h"
#include "workload/TraceCalendar.h"

#include <nlohmann/json.hpp>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
#include <map>
#include <sstream>

namespace schedlab {

namespace {

const std::string kNameSeparator = " · ";
const std::string kBareDropWider = "drop-wider";
const std::string kMonthPrefix = "month:";
const std::string kKeySeparator = "\x1f";  // cannot occur in a path, spec or value
constexpr int kJsonIndent = 2;

std::size_t saturatingMultiply(std::size_t a, std::size_t b)
{
    if (a != 0 && b > std::numeric_limits<std::size_t>::max() / a)
        return std::numeric_limits<std::size_t>::max();
    return a * b;
}

std::size_t saturatingAdd(std::size_t a, std::size_t b)
{
    return b > std::numeric_limits<std::size_t>::max() - a ? std::numeric_limits<std::size_t>::max() : a + b;
}

// "CTC-SP2-1996-3.1-cln" for ".../CTC-SP2-1996-3.1-cln.swf.gz".
std::string traceLabel(const std::string& path)
{
    std::string name = std::filesystem::path(path).filename().string();
    for (const std::string suffix : {".gz", ".swf"}) {
        if (name.ends_with(suffix))
            name.resize(name.size() - suffix.size());
    }
    return name;
}

std::string platformLabel(const std::string& platform)
{
    const std::filesystem::path path(platform);
    return path.has_parent_path() ? path.stem().string() : platform;
}

std::string transformsLabel(const std::vector<std::string>& transforms)
{
    std::string text;
    for (const std::string& transform : transforms)
        text += (text.empty() ? "" : " + ") + transform;
    return text.empty() ? "as loaded" : text;
}

}  // namespace

SweepSpec SweepSpec::parse(const std::string& jsonText, const std::string& sourceName,
                           const std::string& baseDirectory, const PolicyRegistry& registry)
{
    return SweepSpecReader(sourceName, baseDirectory, registry).read(jsonText);
}

SweepSpec SweepSpec::loadFile(const std::string& path, const PolicyRegistry& registry)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw SweepSpecError(path + ": cannot open the sweep spec: " + std::strerror(errno));
    std::ostringstream text;
    text << in.rdbuf();
    const std::string directory = std::filesystem::path(path).parent_path().string();
    return parse(text.str(), path, directory.empty() ? "." : directory, registry);
}

std::vector<std::vector<std::string>> SweepSpec::transformLists(const SweepTransformSet& set, TraceCache& cache,
                                                                const std::string& trace) const
{
    if (!set.eachMonth)
        return {set.transforms};
    std::vector<std::vector<std::string>> lists;
    for (const std::string& month : cache.get(trace)->summary.months) {
        std::vector<std::string> list{kMonthPrefix + month};
        list.insert(list.end(), set.transforms.begin(), set.transforms.end());
        lists.push_back(std::move(list));
    }
    return lists;
}

std::size_t SweepSpec::combinationCount(const SweepPolicy& policy) const
{
    std::size_t count = 1;
    for (const SweepParameter& parameter : policy.parameters)
        count = saturatingMultiply(count, parameter.values.size());
    return count;
}

std::size_t SweepSpec::runCount(TraceCache& cache) const
{
    std::size_t perPlatform = 0;
    for (const SweepPolicy& policy : m_policies)
        perPlatform = saturatingAdd(perPlatform, combinationCount(policy));
    perPlatform = saturatingMultiply(saturatingMultiply(perPlatform, m_seeds.size()), m_platforms.size());

    std::size_t total = 0;
    for (const std::string& trace : m_traces) {
        for (const SweepTransformSet& set : m_transformSets)
            total = saturatingAdd(total, saturatingMultiply(transformLists(set, cache, trace).size(), perPlatform));
    }
    return total;
}

std::string SweepSpec::runName(const RunSpec& run, const SweepPolicy& policy, bool manyTransformLists) const
{
    // The policy always, then only what varies within the sweep, so that
    // names stay short and still tell the runs of a group apart.
    std::string name = run.policy;
    for (const SweepParameter& parameter : policy.parameters)
        name += " " + parameter.name + "=" + run.parameters.at(parameter.name);
    if (m_traces.size() > 1)
        name += kNameSeparator + traceLabel(run.tracePath);
    if (manyTransformLists)
        name += kNameSeparator + transformsLabel(run.transforms);
    if (m_platforms.size() > 1)
        name += kNameSeparator + platformLabel(run.platform);
    if (m_seeds.size() > 1)
        name += seedLabel(run.seed);
    return name;
}

std::string SweepSpec::seedLabel(std::uint64_t seed)
{
    return kNameSeparator + "seed " + std::to_string(seed);
}

std::string SweepSpec::identity(const RunSpec& run) const
{
    std::string key = run.tracePath + kKeySeparator + transformsLabel(run.transforms) + kKeySeparator +
                      run.platform + kKeySeparator + run.policy + kKeySeparator + std::to_string(run.seed);
    // Complete parameters: listing a policy's default explicitly is the same run.
    for (const auto& [name, value] : m_registry.completeParameters(run.policy, run.parameters))
        key += kKeySeparator + name + "=" + value;
    return key;
}

std::vector<RunSpec> SweepSpec::expand(TraceCache& cache) const
{
    const std::size_t count = runCount(cache);
    if (count > m_maxRuns) {
        throw SweepSpecError(m_sourceName + ": the sweep expands to " + std::to_string(count) +
                             " runs, more than the limit of " + std::to_string(m_maxRuns) +
                             "; set \"maxRuns\" in the spec to allow more");
    }

    std::vector<RunSpec> runs;
    runs.reserve(count);
    // Two entries that describe the same run (say, a shared parameter list
    // that repeats a policy's default) would race to store the same result.
    std::map<std::string, std::size_t> seen;
    for (const std::string& trace : m_traces) {
        std::vector<std::vector<std::string>> lists;
        for (const SweepTransformSet& set : m_transformSets) {
            for (std::vector<std::string>& list : transformLists(set, cache, trace))
                lists.push_back(std::move(list));
        }
        for (const std::vector<std::string>& list : lists) {
            for (std::size_t p = 0; p < m_platforms.size(); ++p) {
                std::vector<std::string> transforms = list;
                for (std::string& transform : transforms) {
                    if (transform == kBareDropWider)
                        transform += ":" + std::to_string(m_platformLargestMachine[p]);
                }
                for (const SweepPolicy& policy : m_policies) {
                    const std::size_t combinations = combinationCount(policy);
                    for (std::size_t c = 0; c < combinations; ++c) {
                        // Mixed-radix digits of c, the last parameter fastest.
                        ParameterValues parameters;
                        std::size_t rest = c;
                        for (auto it = policy.parameters.rbegin(); it != policy.parameters.rend(); ++it) {
                            parameters[it->name] = it->values[rest % it->values.size()];
                            rest /= it->values.size();
                        }
                        for (const std::uint64_t seed : m_seeds) {
                            // A generated workload is drawn anew for each seed: replications.
                            RunSpec run{GeneratedTrace::withSeed(trace, seed), transforms, m_platforms[p],
                                        policy.policy, parameters, seed, m_group, {}};
                            run.name = runName(run, policy, lists.size() > 1);

                            const auto [it, inserted] = seen.emplace(identity(run), runs.size());
                            if (!inserted) {
                                throw SweepSpecError(m_sourceName + ": runs " + std::to_string(it->second) + " and " +
                                                     std::to_string(runs.size()) + " are the same run (" + run.name +
                                                     "); remove the repetition from the spec");
                            }
                            runs.push_back(std::move(run));
                        }
                    }
                }
            }
        }
    }
    return runs;
}

std::string SweepSpec::toJsonText() const
{
    nlohmann::ordered_json transforms = nlohmann::ordered_json::array();
    for (const SweepTransformSet& set : m_transformSets) {
        if (set.eachMonth)
            transforms.push_back({{"each-month", true}, {"with", set.transforms}});
        else
            transforms.push_back(set.transforms);
    }
    nlohmann::ordered_json policies = nlohmann::ordered_json::array();
    for (const SweepPolicy& policy : m_policies) {
        nlohmann::ordered_json parameters = nlohmann::ordered_json::object();
        for (const SweepParameter& parameter : policy.parameters)
            parameters[parameter.name] = parameter.values;
        policies.push_back({{"policy", policy.policy}, {"parameters", parameters}});
    }
    const nlohmann::ordered_json json = {
        {"group", m_group},       {"traces", m_traces}, {"transforms", transforms},
        {"platforms", m_platforms}, {"policies", policies}, {"seeds", m_seeds},
        {"maxRuns", m_maxRuns},   {"validate", m_validate}};
    return json.dump(kJsonIndent) + "\n";
}

}  // namespace schedlab
