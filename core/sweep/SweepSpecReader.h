#pragma once

#include "sweep/SweepSpec.h"

#include <nlohmann/json_fwd.hpp>

#include <string>

namespace schedlab {

// Reads the JSON of a sweep spec into a SweepSpec, checking every value
// against the policy catalogue and naming the JSON path of any problem.
// Internal to SweepSpec::parse.
class SweepSpecReader {
public:
    SweepSpecReader(std::string sourceName, std::string baseDirectory, const PolicyRegistry& registry);

    [[nodiscard]] SweepSpec read(const std::string& jsonText);

private:
    using Json = nlohmann::json;

    [[noreturn]] void fail(const std::string& path, const std::string& problem) const;
    void checkKeys(const Json& object, const std::string& path, const std::vector<std::string>& allowed) const;
    [[nodiscard]] const Json& requireArray(const Json& root, const std::string& key, bool required) const;
    [[nodiscard]] std::string text(const Json& value, const std::string& path) const;
    [[nodiscard]] std::string resolvedPath(const std::string& given) const;

    void readTraces(const Json& root, SweepSpec& spec) const;
    void readTransforms(const Json& root, SweepSpec& spec) const;
    [[nodiscard]] std::vector<std::string> readTransformList(const Json& list, const std::string& path) const;
    void readPlatforms(const Json& root, SweepSpec& spec) const;
    void readPolicies(const Json& root, SweepSpec& spec) const;
    [[nodiscard]] SweepParameter readParameter(const std::string& name, const Json& values,
                                               const std::string& path) const;
    void checkParameter(const PolicyInfo& policy, const SweepParameter& parameter,
                        const std::string& path) const;
    void readSeeds(const Json& root, SweepSpec& spec) const;
    void readOptions(const Json& root, SweepSpec& spec) const;

    std::string m_sourceName;
    std::string m_baseDirectory;
    const PolicyRegistry& m_registry;
    std::size_t m_maxValues = SweepSpec::kDefaultMaxRuns;  // per range: no more than the runs allowed
};

}  // namespace schedlab
