#include "sweep/SweepSpecReader.h"

#include "run/GeneratedTrace.h"
#include "engine/SimulationError.h"
#include "platform/PlatformJson.h"
#include "platform/PlatformSource.h"
#include "sweep/DecimalRange.h"
#include "sweep/SweepSpecError.h"
#include "workload/WorkloadTransform.h"

#include "util/JsonInput.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <set>
#include <stdexcept>

namespace schedlab {

namespace {

const std::string kGroup = "group";
const std::string kTraces = "traces";
const std::string kTransforms = "transforms";
const std::string kPlatforms = "platforms";
const std::string kPolicies = "policies";
const std::string kPolicy = "policy";
const std::string kParameters = "parameters";
const std::string kSeeds = "seeds";
const std::string kMaxRuns = "maxRuns";
const std::string kValidate = "validate";
const std::string kEachMonth = "each-month";
const std::string kWith = "with";
const std::string kFrom = "from";
const std::string kTo = "to";
const std::string kStep = "step";
const std::string kBareDropWider = "drop-wider";

// One step of a JSON Pointer (RFC 6901): '~' and '/' are escaped.
std::string pointerStep(const std::string& key)
{
    std::string escaped;
    for (const char c : key) {
        if (c == '~')
            escaped += "~0";
        else if (c == '/')
            escaped += "~1";
        else
            escaped += c;
    }
    return "/" + escaped;
}

std::string pointerStep(std::size_t index)
{
    return "/" + std::to_string(index);
}

std::string joined(const std::vector<std::string>& names)
{
    std::string text;
    for (const std::string& name : names)
        text += (text.empty() ? "" : ", ") + name;
    return text;
}


}  // namespace

SweepSpecReader::SweepSpecReader(std::string sourceName, std::string baseDirectory,
                                 const PolicyRegistry& registry)
    : m_sourceName(std::move(sourceName)), m_baseDirectory(std::move(baseDirectory)), m_registry(registry)
{
}

void SweepSpecReader::fail(const std::string& path, const std::string& problem) const
{
    throw SweepSpecError(m_sourceName + ": " + (path.empty() ? "" : path + ": ") + problem);
}

void SweepSpecReader::checkKeys(const Json& object, const std::string& path,
                                const std::vector<std::string>& allowed) const
{
    for (const auto& item : object.items()) {
        if (std::ranges::find(allowed, item.key()) == allowed.end())
            fail(path + pointerStep(item.key()), "unknown field (expected " + joined(allowed) + ")");
    }
}

const SweepSpecReader::Json& SweepSpecReader::requireArray(const Json& root, const std::string& key,
                                                           bool required) const
{
    static const Json kAbsent;  // immutable: an absent optional field
    const auto it = root.find(key);
    if (it == root.end()) {
        if (required)
            fail("", "missing field \"" + key + "\" (a list)");
        return kAbsent;
    }
    if (!it->is_array() || it->empty())
        fail(pointerStep(key), "expected a non-empty list");
    return *it;
}

std::string SweepSpecReader::text(const Json& value, const std::string& path) const
{
    if (!value.is_string() || value.get_ref<const std::string&>().empty())
        fail(path, "expected a non-empty string");
    return value.get<std::string>();
}

std::string SweepSpecReader::resolvedPath(const std::string& given) const
{
    std::filesystem::path path(given);
    if (path.is_relative() && !m_baseDirectory.empty())
        path = std::filesystem::path(m_baseDirectory) / path;
    return std::filesystem::absolute(path).lexically_normal().string();
}

SweepSpec SweepSpecReader::read(const std::string& jsonText)
{
    Json root;
    try {
        root = JsonInput::parse(jsonText);
    } catch (const JsonInputError& e) {
        fail("", e.what());
    }
    if (!root.is_object())
        fail("", "expected a JSON object with \"traces\", \"platforms\" and \"policies\"");
    checkKeys(root, "",
              {kGroup, kTraces, kTransforms, kPlatforms, kPolicies, kParameters, kSeeds, kMaxRuns, kValidate});

    SweepSpec spec;
    spec.m_sourceName = m_sourceName;
    spec.m_registry = m_registry;
    spec.m_group = root.contains(kGroup) ? text(root[kGroup], pointerStep(kGroup))
                                         : std::filesystem::path(m_sourceName).stem().string();
    readOptions(root, spec);
    m_maxValues = spec.m_maxRuns;
    readTraces(root, spec);
    readTransforms(root, spec);
    readPlatforms(root, spec);
    readPolicies(root, spec);
    readSeeds(root, spec);
    return spec;
}

void SweepSpecReader::readOptions(const Json& root, SweepSpec& spec) const
{
    if (const auto it = root.find(kMaxRuns); it != root.end()) {
        if (!it->is_number_unsigned() || it->get<std::uint64_t>() == 0)
            fail(pointerStep(kMaxRuns), "expected a whole number of at least 1");
        spec.m_maxRuns = it->get<std::size_t>();
    }
    if (const auto it = root.find(kValidate); it != root.end()) {
        if (!it->is_boolean())
            fail(pointerStep(kValidate), "expected true or false");
        spec.m_validate = it->get<bool>();
    }
}

void SweepSpecReader::readTraces(const Json& root, SweepSpec& spec) const
{
    const Json& traces = requireArray(root, kTraces, true);
    for (std::size_t i = 0; i < traces.size(); ++i) {
        const std::string path = pointerStep(kTraces) + pointerStep(i);
        const std::string given = text(traces[i], path);
        // A generated workload ("generate:...") is no file; it is checked when drawn.
        const std::string trace = GeneratedTrace::isSpec(given) ? given : resolvedPath(given);
        std::error_code ignored;
        if (!GeneratedTrace::isSpec(trace) && !std::filesystem::is_regular_file(trace, ignored))
            fail(path, "no such trace file: " + trace);
        if (std::ranges::find(spec.m_traces, trace) != spec.m_traces.end())
            fail(path, "trace listed twice: " + trace);
        spec.m_traces.push_back(trace);
    }
}

std::vector<std::string> SweepSpecReader::readTransformList(const Json& list, const std::string& path) const
{
    std::vector<std::string> specs;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string itemPath = list.is_array() ? path + pointerStep(i) : path;
        const std::string given = text(list.is_array() ? list[i] : list, itemPath);
        if (given == kBareDropWider) {
            specs.push_back(given);  // made concrete per platform when the sweep expands
            continue;
        }
        try {
            specs.push_back(WorkloadTransform::parse(given)->spec());
        } catch (const std::invalid_argument& e) {
            fail(itemPath, e.what());
        }
    }
    return specs;
}

void SweepSpecReader::readTransforms(const Json& root, SweepSpec& spec) const
{
    const Json& sets = requireArray(root, kTransforms, false);
    if (sets.is_null()) {
        spec.m_transformSets.push_back({});  // the trace as loaded
        return;
    }
    for (std::size_t i = 0; i < sets.size(); ++i) {
        const std::string path = pointerStep(kTransforms) + pointerStep(i);
        const Json& entry = sets[i];
        SweepTransformSet set;
        if (entry.is_array() || entry.is_string()) {
            set.transforms = readTransformList(entry, path);
        } else if (entry.is_object()) {
            checkKeys(entry, path, {kEachMonth, kWith});
            const auto eachMonth = entry.find(kEachMonth);
            if (eachMonth == entry.end() || !eachMonth->is_boolean() || !eachMonth->get<bool>())
                fail(path + pointerStep(kEachMonth), "expected true (the only generator is {\"each-month\": true})");
            set.eachMonth = true;
            if (const auto with = entry.find(kWith); with != entry.end()) {
                if (!with->is_array())
                    fail(path + pointerStep(kWith), "expected a list of transform specs");
                set.transforms = readTransformList(*with, path + pointerStep(kWith));
            }
        } else {
            fail(path, "expected a list of transform specs, one spec, or {\"each-month\": true}");
        }
        if (std::ranges::find(spec.m_transformSets, set) != spec.m_transformSets.end())
            fail(path, "the same transforms are listed twice");
        spec.m_transformSets.push_back(std::move(set));
    }
}

void SweepSpecReader::readPlatforms(const Json& root, SweepSpec& spec) const
{
    const Json& platforms = requireArray(root, kPlatforms, true);
    for (std::size_t i = 0; i < platforms.size(); ++i) {
        const std::string path = pointerStep(kPlatforms) + pointerStep(i);
        std::string platform = text(platforms[i], path);
        const std::string asFile = resolvedPath(platform);
        if (PlatformSource::isFile(platform) || PlatformSource::isFile(asFile))
            platform = asFile;
        try {
            spec.m_platformLargestMachine.push_back(PlatformSource::resolve(platform).largestMachineNodes());
        } catch (const PlatformError& e) {
            fail(path, e.what());
        }
        if (std::ranges::find(spec.m_platforms, platform) != spec.m_platforms.end())
            fail(path, "platform listed twice: " + platform);
        spec.m_platforms.push_back(platform);
    }
}

SweepParameter SweepSpecReader::readParameter(const std::string& name, const Json& values,
                                              const std::string& path) const
{
    SweepParameter parameter{name, {}};
    if (values.is_array() && !values.empty()) {
        for (std::size_t i = 0; i < values.size(); ++i) {
            const Json& value = values[i];
            std::string valueText;
            if (value.is_number_integer())
                valueText = value.dump();
            else if (value.is_number_float())
                valueText = DecimalRange::shortestText(value.get<double>());
            else if (value.is_string())
                valueText = value.get<std::string>();
            else if (value.is_boolean())
                valueText = value.get<bool>() ? "true" : "false";
            else
                fail(path + pointerStep(i), "expected a number, a string or true/false");
            if (std::ranges::find(parameter.values, valueText) != parameter.values.end())
                fail(path + pointerStep(i), "value " + valueText + " listed twice");
            parameter.values.push_back(valueText);
        }
        return parameter;
    }
    if (values.is_object()) {
        checkKeys(values, path, {kFrom, kTo, kStep});
        for (const std::string& key : {kFrom, kTo, kStep}) {
            if (!values.contains(key) || !values[key].is_number())
                fail(path + pointerStep(key), "expected a number (a range needs from, to and step)");
        }
        try {
            parameter.values = DecimalRange::expand(values[kFrom].get<double>(), values[kTo].get<double>(),
                                                    values[kStep].get<double>(), m_maxValues);
        } catch (const std::invalid_argument& e) {
            fail(path, e.what());
        }
        return parameter;
    }
    fail(path, "expected a list of numbers or {from,to,step}");
}

void SweepSpecReader::checkParameter(const PolicyInfo& policy, const SweepParameter& parameter,
                                     const std::string& path) const
{
    const auto spec = std::ranges::find_if(policy.parameters,
                                           [&](const ParameterSpec& p) { return p.name == parameter.name; });
    if (spec == policy.parameters.end()) {
        std::vector<std::string> names;
        for (const ParameterSpec& p : policy.parameters)
            names.push_back(p.name);
        fail(path, "policy '" + policy.name + "' has no parameter '" + parameter.name + "' (" +
                       (names.empty() ? std::string("it has none") : "it has " + joined(names)) + ")");
    }
    for (const std::string& value : parameter.values) {
        try {
            (void)Parameters(policy.name, policy.parameters, {{parameter.name, value}});
        } catch (const ConfigurationError& e) {
            fail(path, e.what());
        }
    }
}

void SweepSpecReader::readPolicies(const Json& root, SweepSpec& spec) const
{
    const Json& policies = requireArray(root, kPolicies, true);
    const auto info = [&](const std::string& name, const std::string& path) -> const PolicyInfo& {
        const PolicyInfo* found = m_registry.find(name);
        if (found == nullptr) {
            std::vector<std::string> known;
            for (const PolicyInfo& p : m_registry.policies())
                known.push_back(p.name);
            fail(path, "unknown policy '" + name + "' (known: " + joined(known) + ")");
        }
        return *found;
    };

    for (std::size_t i = 0; i < policies.size(); ++i) {
        const std::string path = pointerStep(kPolicies) + pointerStep(i);
        const Json& entry = policies[i];
        SweepPolicy policy;
        if (entry.is_string()) {
            policy.policy = text(entry, path);
            (void)info(policy.policy, path);
        } else if (entry.is_object()) {
            checkKeys(entry, path, {kPolicy, kParameters});
            if (!entry.contains(kPolicy))
                fail(path, "missing field \"policy\"");
            policy.policy = text(entry[kPolicy], path + pointerStep(kPolicy));
            const PolicyInfo& policyInfo = info(policy.policy, path + pointerStep(kPolicy));
            if (const auto parameters = entry.find(kParameters); parameters != entry.end()) {
                if (!parameters->is_object())
                    fail(path + pointerStep(kParameters), "expected an object of parameter value lists");
                for (const auto& item : parameters->items()) {
                    const std::string parameterPath = path + pointerStep(kParameters) + pointerStep(item.key());
                    SweepParameter parameter = readParameter(item.key(), item.value(), parameterPath);
                    checkParameter(policyInfo, parameter, parameterPath);
                    policy.parameters.push_back(std::move(parameter));
                }
            }
        } else {
            fail(path, "expected a policy name or {\"policy\": NAME, \"parameters\": {...}}");
        }
        spec.m_policies.push_back(std::move(policy));
    }

    // Shared parameters go to every listed policy that has them, unless its
    // own entry already sweeps that parameter.
    if (const auto shared = root.find(kParameters); shared != root.end()) {
        if (!shared->is_object())
            fail(pointerStep(kParameters), "expected an object of parameter value lists");
        for (const auto& item : shared->items()) {
            const std::string path = pointerStep(kParameters) + pointerStep(item.key());
            const SweepParameter parameter = readParameter(item.key(), item.value(), path);
            bool used = false;
            for (SweepPolicy& policy : spec.m_policies) {
                const PolicyInfo& policyInfo = *m_registry.find(policy.policy);
                const bool declared = std::ranges::any_of(
                    policyInfo.parameters, [&](const ParameterSpec& p) { return p.name == parameter.name; });
                const bool own = std::ranges::any_of(
                    policy.parameters, [&](const SweepParameter& p) { return p.name == parameter.name; });
                if (!declared)
                    continue;
                used = true;
                checkParameter(policyInfo, parameter, path);
                if (!own)
                    policy.parameters.push_back(parameter);
            }
            if (!used)
                fail(path, "no policy in \"policies\" has a parameter '" + parameter.name + "'");
        }
    }
    for (SweepPolicy& policy : spec.m_policies)
        std::ranges::sort(policy.parameters, {}, &SweepParameter::name);
}

void SweepSpecReader::readSeeds(const Json& root, SweepSpec& spec) const
{
    const auto seeds = root.find(kSeeds);
    if (seeds == root.end()) {
        spec.m_seeds = {0};
        return;
    }
    const std::string path = pointerStep(kSeeds);
    const auto asSeed = [&](const Json& value, const std::string& valuePath) {
        if (!value.is_number_unsigned())
            fail(valuePath, "expected a whole number of at least 0");
        return value.get<std::uint64_t>();
    };
    std::vector<std::uint64_t> values;
    if (seeds->is_array() && !seeds->empty()) {
        for (std::size_t i = 0; i < seeds->size(); ++i)
            values.push_back(asSeed((*seeds)[i], path + pointerStep(i)));
    } else if (seeds->is_object()) {
        checkKeys(*seeds, path, {kFrom, kTo, kStep});
        for (const std::string& key : {kFrom, kTo, kStep}) {
            if (!seeds->contains(key))
                fail(path + pointerStep(key), "expected a whole number (a range needs from, to and step)");
        }
        const std::uint64_t from = asSeed((*seeds)[kFrom], path + pointerStep(kFrom));
        const std::uint64_t to = asSeed((*seeds)[kTo], path + pointerStep(kTo));
        const std::uint64_t step = asSeed((*seeds)[kStep], path + pointerStep(kStep));
        if (step == 0 || from > to)
            fail(path, "expected from <= to and step >= 1");
        if ((to - from) / step >= m_maxValues)
            fail(path, "the range has more than " + std::to_string(m_maxValues) + " values");
        for (std::uint64_t seed = from; seed <= to && seed >= from; seed += step)
            values.push_back(seed);
    } else {
        fail(path, "expected a list of whole numbers or {from,to,step}");
    }
    const std::set<std::uint64_t> distinct(values.begin(), values.end());
    if (distinct.size() != values.size())
        fail(path, "a seed is listed twice");
    spec.m_seeds = std::move(values);
}

}  // namespace schedlab
