#pragma once

#include "experiment/RunSpec.h"
#include "policies/PolicyRegistry.h"
#include "sweep/SweepAxes.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace schedlab {

class TraceCache;

// A parameter sweep as a JSON file (format in the README and in
// sample_traces/sweep-teaching.json):
//
//   {"group": "ctc-months",
//    "traces": ["CTC-SP2-1996-3.1-cln.swf.gz"],
//    "transforms": [{"each-month": true}],
//    "platforms": ["ctc-sp2"],
//    "policies": ["fcfs", "easy", {"policy": "p", "parameters": {"k": [1, 2]}}],
//    "parameters": {"gamma": {"from": 1.5, "to": 3, "step": 0.5}},
//    "seeds": [0],
//    "maxRuns": 10000, "validate": false}
//
// Parsing checks everything that can be checked without reading a trace
// (policies, parameters against their specs, transforms, platforms, that
// the traces exist) and throws SweepSpecError naming the file and the JSON
// path. Relative trace and platform paths are relative to the spec file.
//
// expand() is the cartesian product in this fixed order, the first axis
// varying slowest: traces, transform sets (an each-month set expands to its
// months in calendar order), platforms, policies (in the order listed), the
// policy's swept parameters (by name; the last name varies fastest, values
// in the order given), seeds.
class SweepSpec {
public:
    // Beyond this many runs expand() refuses, so a typo in a range cannot
    // start a million simulations; "maxRuns" in the spec raises it.
    static constexpr std::size_t kDefaultMaxRuns = 10'000;

    [[nodiscard]] static SweepSpec parse(const std::string& jsonText, const std::string& sourceName,
                                         const std::string& baseDirectory = {},
                                         const PolicyRegistry& registry = PolicyRegistry());
    // Reads the file; sourceName is the path as given, the base directory its folder.
    [[nodiscard]] static SweepSpec loadFile(const std::string& path,
                                            const PolicyRegistry& registry = PolicyRegistry());

    [[nodiscard]] const std::string& sourceName() const { return m_sourceName; }
    [[nodiscard]] const std::string& group() const { return m_group; }              // default: the file's stem
    [[nodiscard]] const std::vector<std::string>& traces() const { return m_traces; }  // absolute paths
    [[nodiscard]] const std::vector<SweepTransformSet>& transformSets() const { return m_transformSets; }
    [[nodiscard]] const std::vector<std::string>& platforms() const { return m_platforms; }  // presets or absolute paths
    [[nodiscard]] const std::vector<SweepPolicy>& policies() const { return m_policies; }
    [[nodiscard]] const std::vector<std::uint64_t>& seeds() const { return m_seeds; }
    // " · seed 3": what a run's name ends with when the sweep has several seeds.
    [[nodiscard]] static std::string seedLabel(std::uint64_t seed);
    [[nodiscard]] std::size_t maxRuns() const { return m_maxRuns; }
    void setMaxRuns(std::size_t maxRuns) { m_maxRuns = maxRuns; }
    [[nodiscard]] bool validate() const { return m_validate; }

    // How many runs expand() yields. Loads the traces (through the cache)
    // only when an each-month set needs their calendar.
    [[nodiscard]] std::size_t runCount(TraceCache& cache) const;
    // The runs, in the documented order, each with the group and a readable
    // name. Throws SweepSpecError beyond maxRuns() or when two entries give
    // the same run.
    [[nodiscard]] std::vector<RunSpec> expand(TraceCache& cache) const;

    // The spec as JSON, self-contained: every path absolute, the group
    // explicit and ranges written out as lists, so parsing it from any folder
    // expands to exactly the same runs (the Slurm export ships this).
    [[nodiscard]] std::string toJsonText() const;

private:
    friend class SweepSpecReader;

    [[nodiscard]] std::vector<std::vector<std::string>> transformLists(const SweepTransformSet& set,
                                                                       TraceCache& cache,
                                                                       const std::string& trace) const;
    [[nodiscard]] std::size_t combinationCount(const SweepPolicy& policy) const;
    // Equal for two specs that describe the same run.
    [[nodiscard]] std::string identity(const RunSpec& run) const;
    [[nodiscard]] std::string runName(const RunSpec& run, const SweepPolicy& policy, bool manyTransformLists) const;

    std::string m_sourceName;
    std::string m_group;
    std::vector<std::string> m_traces;
    std::vector<SweepTransformSet> m_transformSets;
    std::vector<std::string> m_platforms;
    std::vector<int> m_platformLargestMachine;  // index-aligned with m_platforms, for a bare "drop-wider"
    std::vector<SweepPolicy> m_policies;
    std::vector<std::uint64_t> m_seeds;
    std::size_t m_maxRuns = kDefaultMaxRuns;
    bool m_validate = false;
    PolicyRegistry m_registry;
};

}  // namespace schedlab
