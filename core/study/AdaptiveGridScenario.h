#pragma once

#include "run/RunDescription.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace schedlab {

// One run of the Wiriyaprasit (2004) studies: case, load, queue
// configuration, broker, weight and seed, with the workload, platform and
// transforms that make it (sec. 3.4: 4,400 jobs of the per-site Poisson
// streams, the middle 4,000 evaluated), and the way back from a stored run's
// description to these facts.
struct AdaptiveGridScenario {
    // Aggregate mean inter-arrival g of the three loads (sec. 3.4), in s.
    static constexpr int kHeavy = 90;
    static constexpr int kMedium = 105;
    static constexpr int kLight = 120;
    static constexpr int kJobs = 4400;
    static constexpr const char* kWindow = "evaluate:skip:200:200";

    int caseNumber = 1;
    int interArrival = kHeavy;
    int localFirstSites = 0;   // Q0..Q5
    std::string policy;        // grid-mct or grid-wmct
    std::string weight;        // grid-wmct's a as given ("1.3"); empty for grid-mct
    std::uint64_t seed = 1;

    [[nodiscard]] std::string trace() const;
    [[nodiscard]] std::string platform() const;
    [[nodiscard]] std::string label() const;   // "case 2 · g 90 s · Q3 · seed 4"
    [[nodiscard]] static std::string loadName(int interArrival);  // "heavy (g = 90 s)"

    // The scenario a stored run is, if it is one of these studies' runs.
    [[nodiscard]] static std::optional<AdaptiveGridScenario> of(const RunDescription& description);
};

}  // namespace schedlab
