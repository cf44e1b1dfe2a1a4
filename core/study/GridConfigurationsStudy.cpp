#include "study/GridConfigurationsStudy.h"

#include "study/GridStudyTables.h"
#include "study/GridStudyWorkloads.h"
#include "study/StudyPlan.h"

namespace schedlab {

namespace {

using W = GridStudyWorkloads;

const std::string kSharing = "grid-sharing";
const std::string kMultiSite = "grid-multisite";
const std::string kOverheadParameter = "overhead";
// Yahyapour (2002), Table 5.1, without the reference m512, largest machine ascending.
const std::vector<std::string> kConfigurations = {"m64", "m64-8", "m128", "m256", "m256-5", "m384"};
// Quick: a configuration of many unequal machines and one of equal ones.
const std::vector<std::string> kQuickConfigurations = {"m64", "m128"};

std::vector<GridStudyScenario> scenarios(bool quick)
{
    std::vector<GridStudyScenario> rows = {
        {"m512 EASY (reference, value)", W::kReferencePlatform, W::kReferencePolicy, {}, {}, true}};
    for (const std::string& configuration : quick ? kQuickConfigurations : kConfigurations) {
        rows.push_back({configuration + " job sharing", configuration, kSharing, {}, W::kWideLargest, false, true});
        rows.push_back({configuration + " multi-site", configuration, kMultiSite,
                        {{kOverheadParameter, GridConfigurationsStudy::kOverhead}}, W::kWideKeep, false, true});
    }
    return rows;
}

}  // namespace

std::string GridConfigurationsStudy::title() const
{
    return "Job sharing and multi-site on the seven 512-node grid configurations";
}

std::string GridConfigurationsStudy::description() const
{
    return "Source: Yahyapour (2002), PhD thesis, §5.6-5.8 and Table 5.1 (the effect of the machine configuration). "
           "Workloads: the CTC extracts 10_20k, 30_40k, 60_70k and the 10,000-job syn workload of the CTC "
           "probability model (seed 1), jobs assigned to sites round-robin. Configurations m64, m64-8, m128, m256, "
           "m256-5 and m384 (512 nodes each, PlatformCatalog), with m512 as the reference (EASY on one machine "
           "of 512 nodes: job sharing and multi-site on a single machine are EASY). Scenarios: job sharing "
           "(grid-sharing, best fit, EASY per machine) with wide jobs split into parts of the configuration's "
           "largest machine (wide:largest, the thesis's modification 2 of §5.7.2, our choice: the split that loses the least "
           "parallelism while every part fits some machine), and multi-site (grid-multisite) with wide jobs "
           "unchanged (wide:keep) and overhead p = 0, so the configurations are compared by their shape alone "
           "(the grid-overhead study varies p). Tables: AWRT and AWWT per configuration, scenario and workload "
           "with the improvement over m512 (positive = better), and multi-site jobs with their share of the "
           "work. Quick: m64 and m128, 10_20k and a 2,000-job syn.";
}

std::vector<RunSpec> GridConfigurationsStudy::runs(const StudyOptions& options, TraceCache& cache) const
{
    StudyPlan plan(name(), group(options));
    W::addRuns(plan, W::prepare(options, cache), scenarios(options.quick));
    return plan.take();
}

std::vector<StudyTable> GridConfigurationsStudy::tables(std::span<const StoredRun> runs) const
{
    const GridStudyTables grid(scenarios(false), runs);
    const std::string note = " in s; first row: EASY on m512 (the reference); impr %: improvement over it on the "
                             "same workload, in percent (positive = better, negative = worse)";
    return {
        {"AWRT by grid configuration and workload", "AWRT" + note, grid.metricTable("awrt")},
        {"AWWT by grid configuration and workload", "AWWT" + note, grid.metricTable("awwt")},
        {"Multi-site jobs by grid configuration",
         "jobs: jobs that ran on more than one machine; work %: their share of all work (node-seconds); p = 0",
         grid.multiSiteTable(kMultiSite)},
    };
}

}  // namespace schedlab
