#include "run/MarketReplay.h"

#include "economic/EconomicPolicy.h"
#include "engine/SimulationObserver.h"
#include "run/RunPipeline.h"

#include <stdexcept>

namespace schedlab {

namespace {

const std::string kEconomic = "economic";
const std::string kMarketParameter = "market";
const std::string kDomainsMarket = "domains";

// Stops the replay once the asked job's fate is known, and passes the
// caller's cancel and progress on.
class ReplayObserver : public SimulationObserver {
public:
    explicit ReplayObserver(SimulationObserver* outer) : m_outer(outer) {}

    void onProgress(const SimulationProgress& progress) override
    {
        if (m_outer)
            m_outer->onProgress(progress);
    }
    [[nodiscard]] bool cancelRequested() const override
    {
        return m_done || (m_outer && m_outer->cancelRequested());
    }
    void finish() { m_done = true; }

private:
    SimulationObserver* m_outer;
    bool m_done = false;
};

}  // namespace

bool MarketReplay::hasMarket(const RunDescription& description)
{
    return description.policy == kEconomic;
}

DomainMap MarketReplay::domains(const RunDescription& description, const Platform& platform)
{
    const auto market = description.parameters.find(kMarketParameter);
    const bool domainMarket = market != description.parameters.end() && market->second == kDomainsMarket;
    return domainMarket ? DomainMap(platform) : DomainMap::central(platform);
}

std::vector<MarketRound> MarketReplay::replay(const RunPipeline& pipeline, const Trace& trace,
                                              const Platform& platform, const RunDescription& description,
                                              std::optional<std::int64_t> jobId, SimulationObserver* observer)
{
    if (!hasMarket(description))
        throw std::invalid_argument("policy '" + description.policy +
                                    "' has no market: only economic runs make offers");
    std::vector<MarketRound> rounds;
    ReplayObserver replayObserver(observer);
    // A booked job asks again only if its nodes are still held at its
    // booked start: once the simulation is past that start, the job's
    // rounds are complete.
    Time decidedBy = kNoTime;
    RunOptions options;
    options.inspectPolicy = [&](Policy& policy) {
        auto* economic = dynamic_cast<EconomicPolicy*>(&policy);
        if (economic == nullptr)
            return;
        economic->setMarketLog([&](const MarketRound& round) {
            if (decidedBy != kNoTime && round.at > decidedBy)
                replayObserver.finish();
            if (jobId && round.jobId != *jobId)
                return;
            rounds.push_back(round);
            if (!jobId)
                return;
            decidedBy = round.chosen < 0 ? round.at : round.offers[std::size_t(round.chosen)].offer.start;
            if (decidedBy <= round.at)
                replayObserver.finish();
        });
    };
    (void)pipeline.run(trace, platform, description, options, &replayObserver);
    return rounds;
}

}  // namespace schedlab
