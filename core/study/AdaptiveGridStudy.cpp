#include "study/AdaptiveGridStudy.h"

#include "platform/AdaptiveGridPlatforms.h"
#include "study/AdaptiveGridScenario.h"
#include "study/AdaptiveGridTables.h"
#include "study/StudyPlan.h"

#include <array>

namespace schedlab {

namespace {

using S = AdaptiveGridScenario;

const std::string kMct = "grid-mct";
const std::string kWeightedMct = "grid-wmct";
const std::string kWeight = "a";
const std::string kThesisWeight = "1.3";
constexpr std::array kLoads = {S::kHeavy, S::kMedium, S::kLight};
// Sec. 4.2: the thesis does not say which configurations its weight figure
// shows; Q3 and Q4 are the two where weighting acts in Case 1.
const std::vector<int> kSweptConfigurations = {3, 4};
const std::vector<std::string> kWeights = {"1", "1.1", "1.2", "1.3", "1.4", "1.5", "1.6", "1.7", "1.8", "1.9", "2"};
const std::vector<std::string> kQuickWeights = {"1", "1.3", "2"};
constexpr int kSweepCase = 1;
// The thesis's figures: ACT of each site (columns 1-5) per configuration.
const StudyChart kSiteActChart = {{1, 2, 3, 4, 5}, "ACT (s)"};

}  // namespace

std::string AdaptiveGridStudy::name() const
{
    switch (m_variant) {
    case Variant::Mct: return "adaptive-mct";
    case Variant::WeightedMct: return "adaptive-wmct";
    case Variant::WeightSweep: return "adaptive-weight";
    }
    return {};
}

std::string AdaptiveGridStudy::title() const
{
    switch (m_variant) {
    case Variant::Mct: return "Local-first sites under an MCT grid broker";
    case Variant::WeightedMct: return "Adaptive weighted MCT against local-first sites";
    case Variant::WeightSweep: return "The weight a of adaptive weighted MCT";
    }
    return {};
}

std::string AdaptiveGridStudy::description() const
{
    const std::string common =
        " Five sites A..E of four nodes (platforms wiriyaprasit-C-qN): Case 1 all 500 MIPS, Case 2 700 down to "
        "300, Case 3 300 up to 700; in configuration Qn the first n sites serve their own jobs first (local-first "
        "queue), the others one FIFO queue. Workload: per-site Poisson streams of 4,400 one-node jobs of Exp(10^6 MI) "
        "(generate:site-poisson), g = 90 s (heavy, 111 % offered load), 105 s (medium) or 120 s (light); the middle "
        "4,000 jobs are measured (evaluate:skip:200:200). Each cell averages " +
        std::to_string(kSeeds) +
        " seeds, site means first. Tables per case and load, sites as columns and configurations as rows: "
        "ACT of each origin site, ALL, MaxACT, SD across sites (population), and the largest gain and loss of a "
        "site against Q0, in percent. Quick: heavy load, " +
        std::to_string(kQuickSeeds) + " seeds.";
    switch (m_variant) {
    case Variant::Mct:
        return "Source: Wiriyaprasit (2004), M.Eng. thesis, sec. 3.5, Figs 3.4-3.15: a grid broker places each job "
               "at the site with the minimum predicted completion time (grid-mct)." +
               common;
    case Variant::WeightedMct:
        return "Source: Wiriyaprasit (2004), sec. 4.1-4.3, Eq. 1, Figs 4.3-4.14: adaptive weighted MCT (grid-wmct, "
               "a = 1.3) weighs sites whose queue policy differs from the job's origin when the local-first sites "
               "have at least the single-queue sites' power; elsewhere it is plain MCT." +
               common;
    case Variant::WeightSweep:
        return "Source: Wiriyaprasit (2004), sec. 4.2, Fig. 4.2: the SD of the site ACTs and the worst site's ACT for "
               "a = 1.0, 1.1, ..., 2.0 (a = 1 is plain MCT) under weighted MCT, Case 1, medium load, "
               "configurations Q3 and Q4 (the thesis does not say which it showed). Five sites of four 500-MIPS "
               "nodes; per-site Poisson streams of 4,400 one-node jobs, the middle 4,000 measured; " +
               std::to_string(kSeeds) + " seeds per cell. Quick: a = 1, 1.3 and 2, " + std::to_string(kQuickSeeds) +
               " seeds.";
    }
    return {};
}

std::vector<RunSpec> AdaptiveGridStudy::runs(const StudyOptions& options, TraceCache& /*cache*/) const
{
    StudyPlan plan(name(), group(options));
    const int seeds = options.quick ? kQuickSeeds : kSeeds;
    const auto add = [&plan](const AdaptiveGridScenario& s) {
        ParameterValues parameters;
        if (!s.weight.empty())
            parameters[kWeight] = s.weight;
        plan.add({s.trace(), {S::kWindow}, s.platform(), s.policy, parameters, s.label()});
    };
    if (m_variant == Variant::WeightSweep) {
        for (const std::string& weight : options.quick ? kQuickWeights : kWeights) {
            for (const int q : kSweptConfigurations) {
                for (int seed = 1; seed <= seeds; ++seed)
                    add({kSweepCase, S::kMedium, q, kWeightedMct, weight, std::uint64_t(seed)});
            }
        }
        return plan.take();
    }
    const bool weighted = m_variant == Variant::WeightedMct;
    for (int c = 1; c <= AdaptiveGridPlatforms::kCases; ++c) {
        for (const int load : kLoads) {
            if (options.quick && load != S::kHeavy)
                continue;
            for (int q = 0; q <= AdaptiveGridPlatforms::kSites; ++q) {
                for (int seed = 1; seed <= seeds; ++seed) {
                    add({c, load, q, weighted ? kWeightedMct : kMct, weighted ? kThesisWeight : std::string(),
                         std::uint64_t(seed)});
                }
            }
        }
    }
    return plan.take();
}

std::vector<StudyTable> AdaptiveGridStudy::tables(std::span<const StoredRun> runs) const
{
    const AdaptiveGridTables grid(runs);
    const std::string units = "ACT, ALL, MaxACT and SD in s; gain and loss: the largest improvement and the largest "
                              "worsening of a site's ACT against Q0, in percent";
    if (m_variant == Variant::WeightSweep) {
        return {{"SD and MaxACT by weight a, Case 1, " + S::loadName(S::kMedium),
                 "weighted MCT; SD: standard deviation of the five site ACTs (population); MaxACT: the worst "
                 "site's ACT; in s; a = 1 is plain MCT",
                 grid.weights(kSweepCase, S::kMedium, kSweptConfigurations)}};
    }
    const bool weighted = m_variant == Variant::WeightedMct;
    const std::string policy = weighted ? kWeightedMct : kMct;
    const std::string weight = weighted ? kThesisWeight : std::string();
    std::vector<StudyTable> tables;
    for (int c = 1; c <= AdaptiveGridPlatforms::kCases; ++c) {
        for (const int load : kLoads) {
            tables.push_back({(weighted ? "Weighted MCT" : "MCT") + std::string(", Case ") + std::to_string(c) +
                                  ", " + S::loadName(load),
                              units, grid.configurations(policy, weight, c, load), kSiteActChart});
        }
    }
    return tables;
}

}  // namespace schedlab
