#pragma once

#include "economic/DomainMap.h"
#include "economic/MarketRound.h"
#include "run/RunDescription.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace schedlab {

class Platform;
class RunPipeline;
class SimulationObserver;
struct Trace;

// Why an economic run placed its jobs as it did (Yahyapour (2002), ch. 6):
// the run again, through the one pipeline, with the market's log on. Runs
// are deterministic, so the replay makes exactly the decisions of the run
// it explains; nothing of this is stored with a run.
class MarketReplay {
public:
    // Whether runs of this description have a market to explain.
    [[nodiscard]] static bool hasMarket(const RunDescription& description);
    // The domains its rounds number: the platform's with market=domains,
    // else one central market holding every machine.
    [[nodiscard]] static DomainMap domains(const RunDescription& description, const Platform& platform);

    // Every market round of the run, in order, or only those of the job
    // numbered `jobId` (the replay then stops once its booking is decided).
    // Throws what RunPipeline::run throws, and std::invalid_argument for a
    // run without a market. A cancelled replay returns what it had.
    [[nodiscard]] static std::vector<MarketRound> replay(const RunPipeline& pipeline, const Trace& trace,
                                                         const Platform& platform,
                                                         const RunDescription& description,
                                                         std::optional<std::int64_t> jobId = std::nullopt,
                                                         SimulationObserver* observer = nullptr);
};

}  // namespace schedlab
