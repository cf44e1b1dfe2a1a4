#pragma once

#include "run/Trace.h"

#include <cstdint>
#include <optional>
#include <string>

namespace schedlab {

// A workload drawn by a seeded generator, named like a trace file:
// "generate:site-poisson:jobs=4400,seed=7" (model, then its parameters; a
// list value keeps its commas: "speeds=700,600,500,400,300";
// docs/generators.md). The name says everything needed to draw the same jobs
// again, so runs of it are stored and repeated like runs of a file, and a
// sweep over seeds draws a new workload per seed (replications, e.g.
// Wiriyaprasit 2004 averages over 10 seeds).
class GeneratedTrace {
public:
    static constexpr std::string_view kPrefix = "generate:";
    static constexpr std::string_view kSeedParameter = "seed";

    [[nodiscard]] static bool isSpec(const std::string& path);
    // The spec with `seed` as its seed, unless it names a seed itself (a
    // sweep then repeats the same workload for every seed).
    [[nodiscard]] static std::string withSeed(const std::string& spec, std::uint64_t seed);
    // Draws the workload. Throws TraceError naming the spec for an unknown
    // model or bad parameters.
    [[nodiscard]] static TracePtr load(const std::string& spec);
};

}  // namespace schedlab
