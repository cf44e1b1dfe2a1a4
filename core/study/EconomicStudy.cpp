#include "study/EconomicStudy.h"

#include "compare/ComparisonFormat.h"
#include "policies/PolicyRegistry.h"
#include "study/GridStudyScenario.h"
#include "study/GridStudyWorkloads.h"
#include "study/StudyPlan.h"
#include "study/StudyTableBuilder.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>

namespace schedlab {

namespace {

using W = GridStudyWorkloads;

const std::string kEconomic = "economic";
const std::string kOwner = "owner";
const std::string kUser = "user";
const std::string kGrid = "m128";
const std::vector<std::string> kPlatforms = {kGrid, W::kReferencePlatform};
// grid.md §4: every owner function with UF3, every user utility with MF2.
constexpr std::array kOwnerFunctions = {"MF1", "MF2", "MF3", "MF4", "MF5", "MF6"};
constexpr std::array kUserFunctions = {"UF1", "UF2", "UF3", "UF4", "UF5"};
const std::string kPairedUser = "UF3";
const std::string kPairedOwner = "MF2";
// Quick: one pair of each sweep besides the pair both share.
const std::vector<std::pair<std::string, std::string>> kQuickPairs = {{"MF1", "UF3"}, {"MF2", "UF3"}, {"MF2", "UF1"}};
const std::string kReferenceLabel = "FCFS + EASY (reference, value)";
const std::string kRangePrefix = "range:";
constexpr double kPercent = 100.0;

std::vector<std::pair<std::string, std::string>> pairs(bool quick)
{
    if (quick)
        return kQuickPairs;
    std::vector<std::pair<std::string, std::string>> result;
    for (const char* owner : kOwnerFunctions)
        result.emplace_back(owner, kPairedUser);
    for (const char* user : kUserFunctions) {
        if (user != kPairedUser)
            result.emplace_back(kPairedOwner, user);
    }
    return result;
}

// On the grid, FCFS with EASY is job sharing with EASY on every machine,
// which needs the wide jobs split (into parts of the largest machine); the
// economic runs get the same jobs. On m512 nothing is wide.
std::string wideRuleOn(const std::string& platform)
{
    return platform == kGrid ? W::kWideLargest : std::string();
}

GridStudyScenario reference(const std::string& platform)
{
    const std::string policy = platform == kGrid ? "grid-sharing" : W::kReferencePolicy;
    return {kReferenceLabel, platform, policy, {}, wideRuleOn(platform), true};
}

GridStudyScenario economic(const std::string& platform, const std::pair<std::string, std::string>& pair)
{
    return {pair.first + "-" + pair.second, platform, kEconomic, {{kOwner, pair.first}, {kUser, pair.second}},
            wideRuleOn(platform), false, true};
}

// Rows (reference first) x platforms: the runs found, first one wins.
struct Layout {
    std::vector<std::string> labels;
    std::vector<std::vector<const StoredRun*>> cells;  // [row][platform]
};

Layout place(std::span<const StoredRun> runs)
{
    const PolicyRegistry registry;
    Layout layout;
    const auto addRow = [&](const std::string& label, const std::vector<GridStudyScenario>& perPlatform) {
        std::vector<const StoredRun*> row(perPlatform.size(), nullptr);
        for (std::size_t p = 0; p < perPlatform.size(); ++p) {
            GridStudyScenario scenario = perPlatform[p];
            scenario.completeWith(registry);
            for (const StoredRun& run : runs) {
                if (W::labelOf(run.description) == EconomicStudy::kExtract && scenario.matches(run.description)) {
                    row[p] = &run;
                    break;
                }
            }
        }
        const bool any = std::ranges::any_of(row, [](const StoredRun* run) { return run != nullptr; });
        if (label == kReferenceLabel || any) {  // pairs without runs (quick) are left out
            layout.labels.push_back(label);
            layout.cells.push_back(std::move(row));
        }
    };
    std::vector<GridStudyScenario> references;
    for (const std::string& platform : kPlatforms)
        references.push_back(reference(platform));
    addRow(kReferenceLabel, references);
    for (const auto& pair : pairs(false)) {
        std::vector<GridStudyScenario> perPlatform;
        for (const std::string& platform : kPlatforms)
            perPlatform.push_back(economic(platform, pair));
        addRow(pair.first + "-" + pair.second, perPlatform);
    }
    return layout;
}

// Per machine of the platform: its share of the work and its utilization,
// from the run's metrics JSON (MetricsCalculator::toJson "perMachine").
CsvTable machineTable(const Layout& layout, std::size_t platform)
{
    std::vector<std::string> machines;
    for (const auto& row : layout.cells) {
        if (row[platform] == nullptr || !machines.empty())
            continue;
        const nlohmann::json json = nlohmann::json::parse(row[platform]->metricsJson, nullptr, false);
        if (json.is_object() && json.contains("perMachine")) {
            for (const auto& machine : json["perMachine"])
                machines.push_back(machine.value("name", std::string()));
        }
    }
    std::vector<std::string> headers = {"scenario"};
    for (const std::string& machine : machines) {
        headers.push_back(machine + " work %");
        headers.push_back(machine + " util %");
    }
    CsvTable table(std::move(headers));
    for (std::size_t r = 0; r < layout.cells.size(); ++r) {
        std::vector<std::string> cells = {layout.labels[r]};
        const StoredRun* run = layout.cells[r][platform];
        const nlohmann::json json =
            run ? nlohmann::json::parse(run->metricsJson, nullptr, false) : nlohmann::json();
        if (json.is_object() && json.contains("perMachine") && json["perMachine"].size() == machines.size()) {
            double total = 0;
            for (const auto& machine : json["perMachine"])
                total += machine.value("work", 0.0);
            for (const auto& machine : json["perMachine"]) {
                const double work = machine.value("work", 0.0);
                cells.push_back(ComparisonFormat::value(total > 0 ? work / total * kPercent : 0.0, false));
                cells.push_back(ComparisonFormat::value(machine.value("utilization", 0.0), false));
            }
        }
        table.addRow(std::move(cells));
    }
    return table;
}

// "CTC 10_20k, jobs 1 to 5000": the extract and the cut of the runs shown
// (the cut is the range transform after the extract's own).
std::string workloadLabel(const Layout& layout)
{
    std::string label = std::string("CTC ") + EconomicStudy::kExtract;
    for (const auto& row : layout.cells) {
        for (const StoredRun* run : row) {
            if (run == nullptr)
                continue;
            int ranges = 0;
            for (const std::string& transform : run->description.transforms) {
                if (transform.starts_with(kRangePrefix) && ++ranges == 2) {
                    const std::string bounds = transform.substr(kRangePrefix.size());
                    const auto colon = bounds.find(':');
                    return label + ", jobs " + bounds.substr(0, colon) + " to " + bounds.substr(colon + 1);
                }
            }
            return label;
        }
    }
    return label;
}

}  // namespace

std::string EconomicStudy::title() const
{
    return "Economic scheduling (MF/UF pairs) against FCFS with EASY on m128 and m512";
}

std::string EconomicStudy::description() const
{
    return "Source: grid.md §4 (Yahyapour's thesis ch. 6). Workload: the first 5,000 jobs of the CTC extract "
           "10_20k (extract:10_20k, range:1:5000), jobs assigned to sites round-robin: the economic policy "
           "prices many offers per job, 1.2 to 22 ms of CPU per job depending on the MF/UF pair against "
           "microseconds for EASY, and the whole extract took 23 CPU minutes, so one extract cut in half keeps "
           "the study to minutes. Platforms: m128 (4 x 128 nodes) and m512. Policies: economic (central market "
           "simulation, 4 candidate starts, 4 bucket combinations, multi-site offers allowed) with every machine "
           "owner function MF1..MF6 paired with the user utility UF3, and every UF1..UF5 paired with MF2; the "
           "reference is FCFS with EASY backfilling, which on m128 is job sharing (grid-sharing, EASY per "
           "machine) and on m512 is easy. On m128 wide jobs are split into parts of 128 nodes (wide:largest) "
           "for the reference and the economic runs alike, so both schedule the same jobs; on m512 nothing is "
           "wide. Tables: AWRT and AWWT per pair and platform with the improvement over the reference on the "
           "same platform (positive = better), and per machine the share of the work and the utilization. "
           "Quick: the first 500 jobs of 10_20k and the pairs MF1-UF3, MF2-UF3, MF2-UF1.";
}

std::vector<RunSpec> EconomicStudy::runs(const StudyOptions& options, TraceCache&) const
{
    const W::Workload workload{kExtract, options.ctcTracePath,
                               {std::string("extract:") + kExtract, options.quick ? kQuickRange : kRange}};
    std::vector<GridStudyScenario> scenarios;
    for (const std::string& platform : kPlatforms)
        scenarios.push_back(reference(platform));
    for (const auto& pair : pairs(options.quick)) {
        for (const std::string& platform : kPlatforms)
            scenarios.push_back(economic(platform, pair));
    }
    StudyPlan plan(name(), group(options));
    W::addRuns(plan, {workload}, scenarios);
    return plan.take();
}

std::vector<StudyTable> EconomicStudy::tables(std::span<const StoredRun> runs) const
{
    const Layout layout = place(runs);
    const std::string workload = workloadLabel(layout);
    std::vector<StudyTable> tables;
    for (const auto& [key, label] : std::vector<std::pair<std::string, std::string>>{{"awrt", "AWRT"}, {"awwt", "AWWT"}}) {
        StudyTableBuilder builder(key, "owner-user", kPlatforms);
        builder.setColumnReferences(layout.cells.front());
        for (std::size_t r = 0; r < layout.cells.size(); ++r)
            builder.addRow(layout.labels[r], layout.cells[r],
                           r == 0 ? StudyTableBuilder::RowKind::Values : StudyTableBuilder::RowKind::Compared);
        tables.push_back({label + " of economic scheduling on m128 and m512, " + workload,
                          label + " in s; first row: FCFS with EASY (job sharing on m128, easy on m512); impr %: "
                                  "improvement over it on the same platform, in percent (positive = better)",
                          builder.table(StudyTableBuilder::Layout::ValueAndImprovement)});
    }
    for (std::size_t p = 0; p < kPlatforms.size(); ++p) {
        tables.push_back({"Work share and utilization per machine on " + kPlatforms[p] + ", " + workload,
                          "work %: the machine's share of all work (node-seconds); util %: its utilization",
                          machineTable(layout, p)});
    }
    return tables;
}

}  // namespace schedlab
