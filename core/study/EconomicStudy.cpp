#include "study/EconomicStudy.h"

#include "policies/PolicyRegistry.h"
#include "study/GridStudyScenario.h"
#include "study/GridStudyTables.h"
#include "study/GridStudyWorkloads.h"
#include "study/MachineShareTable.h"
#include "study/StudyPlan.h"
#include "study/StudyRunFacts.h"
#include "study/StudyTableBuilder.h"

#include <algorithm>
#include <array>
#include <iterator>

namespace schedlab {

namespace {

using W = GridStudyWorkloads;
using Pair = std::pair<std::string, std::string>;

const std::string kEconomic = "economic";
const std::string kMarket = "market";
const std::string kDomains = "domains";
const std::string kOwner = "owner";
const std::string kUser = "user";
const std::string kGrid = "m128";
const std::vector<std::string> kPlatforms = {kGrid, W::kReferencePlatform};
const std::string kExact = "exact-estimates";
// The thesis's other grid configurations (Yahyapour (2002), Table 5.1),
// where the featured pairs run on the synthetic workload.
const std::vector<std::string> kOtherConfigurations = {"m64", "m64-8", "m256", "m256-5", "m384"};
const std::string kRangeName = "range";

// Yahyapour (2002), §6.3.3 and Fig. 6.9 feature MF1-UF1, and §6.4 sets it
// against MF1-UF2 and MF2-UF2: these run on every workload and platform.
const std::vector<Pair> kFeaturedPairs = {{"MF1", "UF1"}, {"MF1", "UF2"}, {"MF2", "UF2"}};
const std::vector<Pair> kQuickFeaturedPairs = {{"MF1", "UF1"}};
// §6.4: every owner function with UF3, every user utility with MF2.
constexpr std::array kOwnerFunctions = {"MF1", "MF2", "MF3", "MF4", "MF5", "MF6"};
constexpr std::array kUserFunctions = {"UF1", "UF2", "UF3", "UF4", "UF5"};
const std::string kPairedUser = "UF3";
const std::string kPairedOwner = "MF2";
// Quick: one pair of each sweep besides the pair both share.
const std::vector<Pair> kQuickPairs = {{"MF1", "UF3"}, {"MF2", "UF3"}, {"MF2", "UF1"}};
const std::string kReferenceLabel = "FCFS + EASY (reference, value)";
const std::string kMultiSiteLabel = "multi-site p=0 % (reference, value)";
const std::string kEasyLabel = "EASY on m512 (reference, value)";

enum class Estimates { Trace, Exact };
constexpr std::array kEstimateModes = {Estimates::Trace, Estimates::Exact};

std::vector<Pair> sweepPairs(bool quick)
{
    if (quick)
        return kQuickPairs;
    std::vector<Pair> result;
    for (const char* owner : kOwnerFunctions)
        result.emplace_back(owner, kPairedUser);
    for (const char* user : kUserFunctions) {
        if (user != kPairedUser)
            result.emplace_back(kPairedOwner, user);
    }
    return result;
}

std::string pairLabel(const Pair& pair)
{
    return pair.first + "-" + pair.second;
}

GridStudyScenario economic(const std::string& platform, const Pair& pair, const std::string& wideRule)
{
    return {pairLabel(pair), platform, kEconomic, {{kOwner, pair.first}, {kUser, pair.second}}, wideRule, false, true};
}

// The same pair with the thesis's domain model: each machine a domain, the
// request sent to the domain of its origin site, which asks the others
// through a directory, and the user's two-stage choice.
GridStudyScenario inDomains(const std::string& platform, const Pair& pair, const std::string& wideRule)
{
    GridStudyScenario scenario = economic(platform, pair, wideRule);
    scenario.label += ", domains";
    scenario.parameters.emplace(kMarket, kDomains);
    return scenario;
}

// The sweeps compare with FCFS with EASY. On the grid that is job sharing
// with EASY on every machine, which needs the wide jobs split (into parts of
// the largest machine); the economic runs get the same jobs. On m512
// nothing is wide.
std::string sweepWideRule(const std::string& platform)
{
    return platform == kGrid ? W::kWideLargest : std::string();
}

GridStudyScenario sweepReference(const std::string& platform)
{
    const std::string policy = platform == kGrid ? "grid-sharing" : W::kReferencePolicy;
    return {kReferenceLabel, platform, policy, {}, sweepWideRule(platform), true};
}

// The featured pairs on one platform. On m128 the thesis's reference is
// multi-site scheduling without overhead (§6.3.3); wide jobs stay whole
// there, as the economic scheduler's multi-site offers need them, and job
// sharing (wide jobs split) is shown beside it. On m512, EASY.
std::vector<GridStudyScenario> featuredScenarios(const std::string& platform, bool quick)
{
    std::vector<GridStudyScenario> rows;
    if (platform == kGrid) {
        rows.push_back({kMultiSiteLabel, kGrid, "grid-multisite", {{"overhead", "0"}}, W::kWideKeep, true});
        rows.push_back({"job sharing", kGrid, "grid-sharing", {}, W::kWideLargest});
    } else {
        rows.push_back({kEasyLabel, platform, W::kReferencePolicy, {}, {}, true});
    }
    for (const Pair& pair : quick ? kQuickFeaturedPairs : kFeaturedPairs)
        rows.push_back(economic(platform, pair, platform == kGrid ? W::kWideKeep : std::string()));
    // m512 is one machine, one domain: the domain model is the central market there.
    if (platform == kGrid) {
        for (const Pair& pair : quick ? kQuickFeaturedPairs : kFeaturedPairs)
            rows.push_back(inDomains(platform, pair, W::kWideKeep));
    }
    return rows;
}

// Only the runs on `platform`: another platform's workloads would be empty
// columns of its tables.
std::vector<StoredRun> onPlatform(std::span<const StoredRun> runs, const std::string& platform)
{
    std::vector<StoredRun> here;
    std::ranges::copy_if(runs, std::back_inserter(here),
                         [&platform](const StoredRun& run) { return run.description.platformName == platform; });
    return here;
}

// The cut of a run: the range transform after its extract's own (the
// extract is itself a range), empty when the run has the whole extract.
std::string cutOf(const RunDescription& description)
{
    int ranges = 0;
    for (const std::string& transform : description.transforms) {
        if (transform.starts_with(kRangeName + ":") && ++ranges == 2)
            return transform;
    }
    return {};
}

bool isExact(const RunDescription& description)
{
    return StudyRunFacts::hasTransform(description, StudyRunFacts::canonicalTransform(kExact));
}

// The runs of one part of the study: with or without exact estimates, and
// with the given cut of the extracts (generated workloads have no cut).
std::vector<StoredRun> select(std::span<const StoredRun> runs, Estimates estimates, const std::string& cut)
{
    std::vector<StoredRun> result;
    for (const StoredRun& run : runs) {
        const bool generated = W::labelOf(run.description) == std::string(W::kSynthetic);
        if (isExact(run.description) == (estimates == Estimates::Exact) &&
            (generated || cutOf(run.description) == cut))
            result.push_back(run);
    }
    return result;
}

std::string estimatesText(Estimates estimates)
{
    return estimates == Estimates::Exact ? "exact run times" : "the trace's estimates";
}

// The featured workloads: every grid workload, whole; quick: the first
// extract cut to its first jobs.
std::vector<W::Workload> featuredWorkloads(const StudyOptions& options, TraceCache& cache)
{
    if (options.quick) {
        return {{EconomicStudy::kExtract, options.ctcTracePath,
                 {std::string("extract:") + EconomicStudy::kExtract, EconomicStudy::kQuickRange}}};
    }
    return W::prepare(options, cache);
}

void addRun(StudyPlan& plan, const W::Workload& workload, const GridStudyScenario& scenario, Estimates estimates)
{
    std::vector<std::string> transforms =
        scenario.wideRule.empty() ? workload.selection : W::gridTransforms(workload, scenario.wideRule);
    std::string label = workload.label + StudyPlan::kNameSeparator + scenario.platform;
    if (!scenario.wideRule.empty())
        label += StudyPlan::kNameSeparator + scenario.wideRule;
    if (estimates == Estimates::Exact) {
        transforms.push_back(kExact);
        label += StudyPlan::kNameSeparator + std::string("exact");
    }
    plan.add({workload.trace, transforms, scenario.platform, scenario.policy, scenario.parameters, label});
}

// The sweep rows (reference first) x platforms on the sweep workload.
struct SweepLayout {
    std::vector<std::string> labels;
    std::vector<std::vector<const StoredRun*>> cells;  // [row][platform]
};

SweepLayout placeSweeps(std::span<const StoredRun> runs)
{
    const PolicyRegistry registry;
    SweepLayout layout;
    const auto addRow = [&](const std::string& label, std::vector<GridStudyScenario> perPlatform, bool always) {
        std::vector<const StoredRun*> row(perPlatform.size(), nullptr);
        for (std::size_t p = 0; p < perPlatform.size(); ++p) {
            perPlatform[p].completeWith(registry);
            row[p] = perPlatform[p].firstRun(runs, EconomicStudy::kExtract);
        }
        if (always || std::ranges::any_of(row, [](const StoredRun* run) { return run != nullptr; })) {
            layout.labels.push_back(label);
            layout.cells.push_back(std::move(row));
        }
    };
    std::vector<GridStudyScenario> references;
    for (const std::string& platform : kPlatforms)
        references.push_back(sweepReference(platform));
    addRow(kReferenceLabel, references, true);
    for (const Pair& pair : sweepPairs(false)) {
        std::vector<GridStudyScenario> perPlatform;
        for (const std::string& platform : kPlatforms)
            perPlatform.push_back(economic(platform, pair, sweepWideRule(platform)));
        addRow(pairLabel(pair), perPlatform, false);  // pairs without runs (quick) are left out
    }
    return layout;
}

void addFeaturedTables(std::vector<StudyTable>& tables, std::span<const StoredRun> runs, const std::string& cut)
{
    for (const Estimates estimates : kEstimateModes) {
        const std::vector<StoredRun> selected = select(runs, estimates, cut);
        for (const std::string& platform : kPlatforms) {
            const std::vector<StoredRun> here = onPlatform(selected, platform);
            const GridStudyTables grid(featuredScenarios(platform, false), here);
            const std::string reference =
                platform == kGrid ? "multi-site scheduling without overhead (grid-multisite, wide jobs kept whole)"
                                  : "EASY backfilling";
            tables.push_back({"AWRT of the featured pairs on " + platform + " against " + reference + ", " +
                                  estimatesText(estimates),
                              "AWRT in s; first row: " + reference +
                                  ", the reference of Yahyapour (2002), §6.3.3; impr %: improvement over it on "
                                  "the same workload, in percent (positive = better)" +
                                  (cut.empty() ? std::string() : "; workload cut: " + cut),
                              grid.metricTable("awrt")});
            if (platform != kGrid || estimates != Estimates::Trace)
                continue;
            // How the work spreads, on the last workload (syn in the full study), as §6.4 shows it.
            const std::vector<std::string> columns = grid.columns();
            if (columns.empty())
                continue;
            std::vector<std::string> labels;
            std::vector<const StoredRun*> cells;
            const PolicyRegistry registry;
            for (GridStudyScenario scenario : featuredScenarios(platform, false)) {
                scenario.completeWith(registry);
                labels.push_back(scenario.label);
                cells.push_back(scenario.firstRun(here, columns.back()));
            }
            tables.push_back({"Work share and utilization per machine on m128, featured pairs, " + columns.back(),
                              "work %: the machine's share of all work (node-seconds); util %: its utilization",
                              MachineShareTable::build(labels, cells)});
        }
    }
}

// The sweeps on the whole workloads (full study): the reference and every
// swept pair on each platform, but for what the featured part already runs
// (job sharing on m128, EASY and MF2-UF2 on m512).
std::vector<GridStudyScenario> wholeSweepScenarios()
{
    std::vector<GridStudyScenario> scenarios;
    for (const std::string& platform : kPlatforms) {
        const std::vector<GridStudyScenario> featured = featuredScenarios(platform, false);
        const auto isFeatured = [&featured](const GridStudyScenario& scenario) {
            return std::ranges::any_of(featured, [&scenario](const GridStudyScenario& f) {
                return f.policy == scenario.policy && f.parameters == scenario.parameters &&
                       f.wideRule == scenario.wideRule;
            });
        };
        std::vector<GridStudyScenario> candidates = {sweepReference(platform)};
        for (const Pair& pair : sweepPairs(false))
            candidates.push_back(economic(platform, pair, sweepWideRule(platform)));
        for (const GridStudyScenario& candidate : candidates) {
            if (!isFeatured(candidate))
                scenarios.push_back(candidate);
        }
    }
    return scenarios;
}

// The featured pairs, centrally and with domains, against multi-site
// scheduling without overhead on one of the other configurations.
std::vector<GridStudyScenario> configurationScenarios(const std::string& platform)
{
    std::vector<GridStudyScenario> rows = {
        {kMultiSiteLabel, platform, "grid-multisite", {{"overhead", "0"}}, W::kWideKeep, true}};
    for (const Pair& pair : kFeaturedPairs)
        rows.push_back(economic(platform, pair, W::kWideKeep));
    for (const Pair& pair : kFeaturedPairs)
        rows.push_back(inDomains(platform, pair, W::kWideKeep));
    return rows;
}

// AWRT of the featured pairs on syn on every other configuration: rows
// are the scenarios, columns the configurations.
void addConfigurationTable(std::vector<StudyTable>& tables, std::span<const StoredRun> runs)
{
    const std::vector<StoredRun> whole = select(runs, Estimates::Trace, {});
    const PolicyRegistry registry;
    std::vector<std::vector<GridStudyScenario>> perPlatform;
    for (const std::string& platform : kOtherConfigurations)
        perPlatform.push_back(configurationScenarios(platform));
    const auto cellsOf = [&](std::size_t row) {
        std::vector<const StoredRun*> cells;
        for (std::vector<GridStudyScenario>& scenarios : perPlatform) {
            scenarios[row].completeWith(registry);
            cells.push_back(scenarios[row].firstRun(whole, W::kSynthetic));
        }
        return cells;
    };
    const std::vector<const StoredRun*> references = cellsOf(0);
    if (std::ranges::none_of(references, [](const StoredRun* run) { return run != nullptr; }))
        return;
    StudyTableBuilder builder("awrt", "scenario", kOtherConfigurations);
    builder.setColumnReferences(references);
    builder.addRow(perPlatform.front()[0].label, references, StudyTableBuilder::RowKind::Values);
    for (std::size_t row = 1; row < perPlatform.front().size(); ++row)
        builder.addRow(perPlatform.front()[row].label, cellsOf(row));
    tables.push_back({"AWRT of the featured pairs on syn on the other grid configurations, the trace's estimates",
                      "AWRT in s; first row: multi-site scheduling without overhead (grid-multisite, wide jobs kept "
                      "whole); impr %: improvement over it on the same configuration, in percent (positive = better)",
                      builder.table(StudyTableBuilder::Layout::ValueAndImprovement)});
}

// AWRT of the sweeps on every whole workload, one table per platform.
void addWholeSweepTables(std::vector<StudyTable>& tables, std::span<const StoredRun> runs)
{
    const std::vector<StoredRun> whole = select(runs, Estimates::Trace, {});
    for (const std::string& platform : kPlatforms) {
        const std::vector<StoredRun> here = onPlatform(whole, platform);
        std::vector<GridStudyScenario> rows = {sweepReference(platform)};
        for (const Pair& pair : sweepPairs(false))
            rows.push_back(economic(platform, pair, sweepWideRule(platform)));
        const GridStudyTables grid(rows, here);
        if (grid.columns().empty() || grid.metricTable("awrt").rows().size() <= 1)
            continue;
        tables.push_back({"AWRT of the owner and user function sweeps on " + platform +
                              ", every whole workload, the trace's estimates",
                          "AWRT in s; first row: FCFS with EASY (" +
                              std::string(platform == kGrid ? "job sharing, wide jobs split" : "easy") +
                              "); impr %: improvement over it on the same workload, in percent (positive = better)",
                          grid.metricTable("awrt")});
    }
}

}  // namespace

std::string EconomicStudy::title() const
{
    return "Economic scheduling (MF/UF pairs) against multi-site scheduling, job sharing and EASY on m128 and m512";
}

std::string EconomicStudy::description() const
{
    return "Source: Yahyapour (2002), PhD thesis, ch. 6 (§6.3.3, §6.4, Fig. 6.9). Policies: economic (central "
           "market simulation, 4 candidate starts, 4 bucket combinations, multi-site offers without overhead; "
           "on m128 the featured pairs also with the thesis's domain model: each machine a domain, a request "
           "sent to the domain of its origin site, which asks the others through a directory, the user taking "
           "the best offer of each domain, then the best of those). "
           "Featured pairs MF1-UF1, MF1-UF2 and MF2-UF2 on every grid workload (the CTC extracts 10_20k, 30_40k "
           "and 60_70k, 10,000 jobs each, and syn, 10,000 jobs of the CTC probability model, seed 1), jobs "
           "assigned to sites round-robin, once with the trace's estimates and once with exact run times (the "
           "thesis does not say which it used). On m128 (4 x 128 nodes) the reference is multi-site scheduling "
           "without overhead (grid-multisite, overhead 0), the one the thesis names, with wide jobs kept whole "
           "for it and for the economic runs; job sharing (wide jobs split into parts of 128 nodes) is shown "
           "beside it. On m512 the reference is EASY. The owner and user function sweeps, every MF1..MF6 with "
           "UF3 and every UF1..UF5 with MF2, run on every whole workload and on the first 5,000 jobs of 10_20k "
           "(range:1:5000; the reproduction report's claims use these) against FCFS "
           "with EASY (job sharing on m128, wide jobs split for both; easy on m512): the economic policy prices "
           "many offers per job, 1.2 to 22 ms of CPU per job depending on the pair. Tables: AWRT of the "
           "featured pairs per workload, platform and estimate mode with the improvement over the reference "
           "(positive = better), the work share and utilization per machine of the featured pairs on syn, and "
           "AWRT, AWWT and per-machine shares of the sweeps. Quick: the first 500 jobs of 10_20k, the pair "
           "MF1-UF1 as featured and MF1-UF3, MF2-UF3, MF2-UF1 as sweeps. The full study also runs the featured "
           "pairs, centrally and with domains, on syn on m64, m64-8, m256, m256-5 and m384 against multi-site "
           "scheduling without overhead (Yahyapour (2002), Table 5.1).";
}

std::vector<RunSpec> EconomicStudy::runs(const StudyOptions& options, TraceCache& cache) const
{
    StudyPlan plan(name(), group(options));
    // Featured pairs: every workload, both platforms, both estimate modes.
    for (const W::Workload& workload : featuredWorkloads(options, cache)) {
        for (const Estimates estimates : kEstimateModes) {
            for (const std::string& platform : kPlatforms) {
                for (const GridStudyScenario& scenario : featuredScenarios(platform, options.quick))
                    addRun(plan, workload, scenario, estimates);
            }
        }
    }
    // Sweeps: one cut extract, the trace's estimates. In the quick study the
    // featured workload is the same cut, so runs both parts share are added once.
    const std::string cut = options.quick ? kQuickRange : kRange;
    const W::Workload sweepWorkload{std::string(kExtract) + " " + cut, options.ctcTracePath,
                                    {std::string("extract:") + kExtract, cut}};
    std::vector<GridStudyScenario> scenarios;
    for (const std::string& platform : kPlatforms) {
        const GridStudyScenario reference = sweepReference(platform);
        const auto featured = featuredScenarios(platform, options.quick);
        const bool shared = options.quick && std::ranges::any_of(featured, [&](const GridStudyScenario& f) {
            return f.policy == reference.policy && f.wideRule == reference.wideRule && f.parameters.empty();
        });
        if (!shared)
            scenarios.push_back(reference);
    }
    for (const Pair& pair : sweepPairs(options.quick)) {
        for (const std::string& platform : kPlatforms)
            scenarios.push_back(economic(platform, pair, sweepWideRule(platform)));
    }
    W::addRuns(plan, {sweepWorkload}, scenarios);
    // The full study sweeps every whole workload too, as the thesis's §6.4
    // compares the functions.
    if (!options.quick) {
        const std::vector<W::Workload> whole = featuredWorkloads(options, cache);
        W::addRuns(plan, whole, wholeSweepScenarios());
        // The featured pairs on syn on the thesis's other configurations.
        std::vector<GridStudyScenario> configurations;
        for (const std::string& platform : kOtherConfigurations) {
            for (const GridStudyScenario& scenario : configurationScenarios(platform))
                configurations.push_back(scenario);
        }
        for (const W::Workload& workload : whole) {
            if (workload.label == W::kSynthetic)
                W::addRuns(plan, {workload}, configurations);
        }
    }
    return plan.take();
}

std::vector<StudyTable> EconomicStudy::tables(std::span<const StoredRun> runs) const
{
    std::vector<StudyTable> tables;
    // The quick study cuts the featured extract like its sweeps; the full one runs it whole.
    const bool quick = std::ranges::any_of(runs, [](const StoredRun& run) {
        return StudyRunFacts::hasTransform(run.description, StudyRunFacts::canonicalTransform(kQuickRange));
    });
    addFeaturedTables(tables, runs, quick ? StudyRunFacts::canonicalTransform(kQuickRange) : std::string());

    const std::string sweepCut = StudyRunFacts::canonicalTransform(quick ? kQuickRange : kRange);
    const std::vector<StoredRun> sweepRuns = select(runs, Estimates::Trace, sweepCut);
    const SweepLayout layout = placeSweeps(sweepRuns);
    const std::string workload = std::string("CTC ") + kExtract + ", " + sweepCut;
    for (const auto& [key, label] : std::vector<std::pair<std::string, std::string>>{{"awrt", "AWRT"}, {"awwt", "AWWT"}}) {
        StudyTableBuilder builder(key, "owner-user", kPlatforms);
        builder.setColumnReferences(layout.cells.front());
        for (std::size_t r = 0; r < layout.cells.size(); ++r)
            builder.addRow(layout.labels[r], layout.cells[r],
                           r == 0 ? StudyTableBuilder::RowKind::Values : StudyTableBuilder::RowKind::Compared);
        tables.push_back({label + " of the owner and user function sweeps on m128 and m512, " + workload,
                          label + " in s; first row: FCFS with EASY (job sharing on m128, easy on m512); impr %: "
                                  "improvement over it on the same platform, in percent (positive = better)",
                          builder.table(StudyTableBuilder::Layout::ValueAndImprovement)});
    }
    for (std::size_t p = 0; p < kPlatforms.size(); ++p) {
        std::vector<const StoredRun*> cells;
        for (const auto& row : layout.cells)
            cells.push_back(row[p]);
        tables.push_back({"Work share and utilization per machine on " + kPlatforms[p] + ", sweeps, " + workload,
                          "work %: the machine's share of all work (node-seconds); util %: its utilization",
                          MachineShareTable::build(layout.labels, cells)});
    }
    addWholeSweepTables(tables, runs);
    addConfigurationTable(tables, runs);
    return tables;
}

}  // namespace schedlab
