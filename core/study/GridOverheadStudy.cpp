#include "study/GridOverheadStudy.h"

#include "study/GridStudyTables.h"
#include "study/GridStudyWorkloads.h"
#include "study/StudyPlan.h"
#include "sweep/DecimalRange.h"

namespace schedlab {

namespace {

using W = GridStudyWorkloads;

const std::string kMultiSite = "grid-multisite";
const std::string kOverhead = "overhead";
constexpr double kOverheadFrom = 0;
constexpr double kOverheadTo = 60;
constexpr double kOverheadStep = 5;
constexpr std::size_t kMaxOverheads = 100;
const std::vector<std::string> kQuickOverheads = {"0", "30", "60"};

std::vector<std::string> overheads(bool quick)
{
    return quick ? kQuickOverheads : DecimalRange::expand(kOverheadFrom, kOverheadTo, kOverheadStep, kMaxOverheads);
}

// The rows: the reference, local, sharing, then multi-site by overhead.
std::vector<GridStudyScenario> scenarios(bool quick)
{
    const std::string m128 = GridOverheadStudy::kPlatform;
    std::vector<GridStudyScenario> rows = {
        {"m512 EASY (reference, value)", W::kReferencePlatform, W::kReferencePolicy, {}, {}, true},
        {"local (EASY per site)", m128, "grid-local", {}, W::kWideLocal},
        {"job sharing", m128, "grid-sharing", {}, W::kWideLargest},
    };
    for (const std::string& p : overheads(quick))
        rows.push_back({"multi-site p=" + p + " %", m128, kMultiSite, {{kOverhead, p}}, W::kWideKeep, false, true});
    // Yahyapour (2002), Fig. 5.5 compares multi-site with job sharing with
    // the wide jobs of both split to the largest machine (modification 2).
    for (const std::string& p : overheads(quick)) {
        rows.push_back({"multi-site p=" + p + " % (wide jobs split)", m128, kMultiSite, {{kOverhead, p}},
                        W::kWideLargest, false, true});
    }
    return rows;
}

}  // namespace

std::string GridOverheadStudy::title() const
{
    return "Local vs job sharing vs multi-site on m128 by multi-site overhead";
}

std::string GridOverheadStudy::description() const
{
    return "Source: Yahyapour (2002), PhD thesis, §5.6-5.8, Tables 5.3 and 5.4 and Fig. 5.5. Workloads: the CTC "
           "extracts 10_20k, 30_40k and 60_70k (extract:NAME, 10,000 jobs each) and syn, 10,000 jobs of the CTC "
           "probability model (seed 1, written once to the generated-workloads folder); jobs go to the four "
           "sites round-robin (sites:round-robin). Platform m128 (4 x 128 nodes). Scenarios: local job "
           "processing (grid-local, EASY on every site), job sharing (grid-sharing: best fit, EASY on every "
           "machine) and multi-site (grid-multisite: job sharing plus co-allocation) with overhead p = 0, 5, "
           "..., 60 %. Wide jobs (the thesis's modifications, §5.7.2): local processing splits them into parts "
           "of the local machine (1) and job sharing into parts of the largest machine (2); on m128 both give "
           "parts of 128 nodes, so the two run the same jobs; multi-site runs twice, keeping them whole (4, "
           "Tables 5.3 and 5.4) and split like job sharing (2, the setting of Fig. 5.5). Reference: EASY on one 512-node machine (m512) on "
           "the same extract, unsplit. Tables: AWRT per scenario and workload with its improvement over the "
           "m512 reference (positive = better), and the number of multi-site jobs and their share of the work "
           "per overhead. Quick: 10_20k and a 2,000-job syn, p = 0, 30, 60 %.";
}

std::vector<RunSpec> GridOverheadStudy::runs(const StudyOptions& options, TraceCache& cache) const
{
    StudyPlan plan(name(), group(options));
    W::addRuns(plan, W::prepare(options, cache), scenarios(options.quick));
    return plan.take();
}

std::vector<StudyTable> GridOverheadStudy::tables(std::span<const StoredRun> runs) const
{
    const GridStudyTables grid(scenarios(false), runs);
    return {
        {"AWRT on m128 against one 512-node machine, by scenario and workload",
         "AWRT in s; first row: EASY on m512 (the reference); impr %: improvement over it on the same workload, "
         "in percent (positive = better, negative = worse)",
         grid.metricTable("awrt")},
        {"Multi-site jobs on m128 by overhead, wide jobs kept whole",
         "jobs: jobs that ran on more than one machine; work %: their share of all work (node-seconds); "
         "Yahyapour (2002), Tables 5.3 and 5.4",
         grid.multiSiteTable(kMultiSite, W::kWideKeep)},
        {"Multi-site jobs on m128 by overhead, wide jobs split to the largest machine",
         "jobs: jobs that ran on more than one machine; work %: their share of all work (node-seconds)",
         grid.multiSiteTable(kMultiSite, W::kWideLargest)},
    };
}

}  // namespace schedlab
