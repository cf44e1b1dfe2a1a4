#pragma once

#include "RunsSubcommand.h"

#include "economic/MarketRound.h"

#include <string>
#include <vector>

namespace schedlab {

class DomainMap;
class Platform;
struct StoredRun;

// `runs offers ID`: how an economic run's market placed its jobs
// (Yahyapour (2002), ch. 6): per job where its request went, the messages,
// the offers and which one the user took; with --job, every offer of one
// job with its price, utility and fate. The run is replayed (MarketReplay).
class RunsOffers : public RunsSubcommand {
public:
    [[nodiscard]] std::string name() const override { return "offers"; }
    [[nodiscard]] std::string summary() const override;
    [[nodiscard]] ArgumentParser parser() const override;

protected:
    ExitCode execute(const ParsedArguments& args, std::ostream& out, std::ostream& err) override;

private:
    static void printSummary(const std::vector<MarketRound>& rounds, const DomainMap& domains, std::ostream& out);
    static void printJob(const std::vector<MarketRound>& rounds, const DomainMap& domains, const Platform& platform,
                         std::ostream& out);
    static void writeCsv(const std::vector<MarketRound>& rounds, const DomainMap& domains, const Platform& platform,
                         const std::string& path);
};

}  // namespace schedlab
