#pragma once

#include "platform/Platform.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace schedlab {

// The processors of Phosphorus D5.2 (Varvarigos, Kokkinos et al., 2007),
// §2.1.10: M independent processors, each its own machine of one node with
// its own capacity c_j (MIPS), mean μ = 1. Named
// "phosphorus-f1-DIST-M-SEED", e.g. "phosphorus-f1-narrow-500-1", with the
// capacities drawn with SEED from DIST:
//   narrow   N(μ, 0.01 μ), the experiment's own
//   wide     N(μ, μ/2), drawn again below 0.05 μ (a capacity must be positive)
//   uniform  U[a, 2μ + a], a = 0.05 μ (open: a)
//   halves   two equal clusters, low : high = 1 : 3 (open), mean μ
//   low20    20 % low, 80 % high, 1 : 3, mean μ
//   low80    80 % low, 20 % high, 1 : 3, mean μ
// The clusters list their low processors first. Capacities are rounded to
// 1/10,000 so that a platform file written from one reads back the same.
class PhosphorusF1Platforms {
public:
    static constexpr const char* kPrefix = "phosphorus-f1-";
    static constexpr int kMaxProcessors = 100'000;

    [[nodiscard]] static bool isName(const std::string& name);
    // The platform, or nullopt with `error` saying what is wrong with the name.
    [[nodiscard]] static std::optional<Platform> byName(const std::string& name, std::string& error);
    [[nodiscard]] static std::string name(const std::string& distribution, int processors, std::uint64_t seed);
    // Each distribution with a one-line description, for the catalogue.
    [[nodiscard]] static std::vector<std::pair<std::string, std::string>> distributions();
};

}  // namespace schedlab
