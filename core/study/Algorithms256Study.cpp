#include "study/Algorithms256Study.h"

#include "study/Algorithms256Cells.h"

#include "compare/PolicyVariant.h"
#include "study/GeneratedWorkloadFile.h"
#include "study/StudyPlan.h"
#include "study/StudyRunFacts.h"
#include "study/StudyTableBuilder.h"

#include <array>

namespace schedlab {

namespace {

const std::string kPlatform = "single:" + std::to_string(Algorithms256Study::kMachineNodes);
const std::string kDropWider = "drop-wider:" + std::to_string(Algorithms256Study::kMachineNodes);
const std::string kExact = "exact-estimates";
// Quick: the first jobs of CTC instead of the whole year (June 1996 and
// most of July), enough for every policy to build a queue.
const std::string kQuickCtcRange = "range:1:3000";

struct Family {
    const char* key;    // PolicyVariant family
    const char* label;  // row label
    const char* list;   // policy keys; empty: the family has no such variant
    const char* conservative;
    const char* easy;
    bool weighted;      // takes the "weight" parameter of its Smith ratios
};

// The rows of the thesis's tables, in its order. Garey & Graham has only a
// list form: backfilling adds nothing to first fit (Yahyapour 2002, ch. 2).
constexpr std::array kFamilies = {
    Family{"fcfs", "FCFS", "fcfs", "conservative", "easy", false},
    Family{"psrs", "PSRS", "psrs", "psrs-cons", "psrs-easy", true},
    Family{"smart-ffia", "SMART-FFIA", "smart-ffia", "smart-ffia-cons", "smart-ffia-easy", true},
    Family{"smart-nfiw", "SMART-NFIW", "smart-nfiw", "smart-nfiw-cons", "smart-nfiw-easy", true},
    Family{"garey-graham", "Garey & Graham", "garey-graham", "", "", false},
};
const std::vector<std::string> kVariants = {PolicyVariant::kList, PolicyVariant::kConservative, PolicyVariant::kEasy};
const std::vector<std::string> kVariantLabels = {"list", "conservative", "EASY"};
const std::string kReferenceFamily = "fcfs";
const std::string kReferenceVariant = PolicyVariant::kEasy;

// The thesis's "unweighted case" rows were computed with unit weights in
// the Smith ratios and its "weighted case" rows with area weights, as two
// separate runs (its Table 2.8 times each case on its own).
const std::string kWeightParameter = "weight";
struct Case {
    const char* weight;  // the weight of PSRS and SMART in this case
    const char* label;
};
constexpr Case kUnweighted{"unit", "unweighted case"};
constexpr Case kWeighted{"area", "weighted case"};

using WorkloadKind = Algorithms256Cells::Workload;
constexpr std::array kWorkloads = {WorkloadKind::Ctc, WorkloadKind::Probabilistic, WorkloadKind::Randomized};
enum class Estimates { Estimated, Exact };
constexpr std::array kEstimates = {Estimates::Estimated, Estimates::Exact};

struct Metric {
    const char* key;
    const char* label;
    const char* unit;
    const Case* weightCase;
};
// "Average Response Time" in both row groups of the thesis: ART for the
// unweighted case, sum w (t - r) / n for the weighted one (it divides by the
// number of jobs), and AWRT beside it, the weighted mean SchedLab reports
// elsewhere.
const std::vector<Metric> kMetrics = {
    {"art", "ART", "s", &kUnweighted},
    {"weightedResponsePerJob", "Weighted response per job (sum w (t - r) / n)", "node-s^2", &kWeighted},
    {"awrt", "AWRT", "s", &kWeighted},
};

std::string workloadTitle(WorkloadKind workload, std::int64_t jobs)
{
    const std::string count = jobs > 0 ? std::to_string(jobs) + " jobs, " : std::string();
    switch (workload) {
    case WorkloadKind::Ctc:
        return "CTC (jobs wider than 256 removed)";
    case WorkloadKind::Probabilistic:
        return "probability-distributed workload (" + count + "CTC model)";
    case WorkloadKind::Randomized:
        return "randomized workload (" + count + "uniform model)";
    }
    return {};
}

std::string workloadLabel(WorkloadKind workload)
{
    switch (workload) {
    case WorkloadKind::Ctc:
        return "CTC";
    case WorkloadKind::Probabilistic:
        return "probabilistic";
    case WorkloadKind::Randomized:
        return "randomized";
    }
    return {};
}

}  // namespace

std::string Algorithms256Study::title() const
{
    return "FCFS, PSRS, SMART and Garey & Graham with and without backfilling on 256 nodes";
}

std::string Algorithms256Study::description() const
{
    return "Source: Yahyapour (2002), PhD thesis, §2.8, Tables 2.4-2.7 (list scheduling orders with and without "
           "backfilling on 256 nodes). Workloads: the CTC SP2 trace on one machine of 256 nodes with the jobs "
           "wider than 256 removed (drop-wider:256), a probability-distributed workload of 50,000 jobs from the "
           "CTC model (256 nodes) and a randomized workload of 50,000 jobs (Table 2.3: uniform widths 1..256, "
           "limits 5 min-24 h); both are seed 1 and written once to the generated-workloads folder. The randomized "
           "workload offers about six times what 256 nodes can do, so its queue grows without end; conservative "
           "backfilling, which replans every waiting job whenever a job ends, would take hours per run there and "
           "is left out of those tables (said in their notes). Every workload runs once with the users' estimates "
           "and once with exact run times (exact-estimates). Policies: FCFS (fcfs, conservative, easy), PSRS "
           "(psrs, psrs-cons, psrs-easy), SMART-FFIA and SMART-NFIW (smart-ffia[-cons|-easy], "
           "smart-nfiw[-cons|-easy]), each as a list scheduler, with conservative and with EASY backfilling, plus "
           "Garey & Graham (list only: backfilling adds nothing to first fit). PSRS and SMART run twice: with "
           "weight=unit for the thesis's unweighted case and weight=area for its weighted case, as the thesis "
           "computed them. Tables per workload and estimate mode: ART (unweighted case), sum w (t - r) / n as the "
           "thesis prints its weighted case, and AWRT (weighted case), one row per policy family, columns list / "
           "conservative / EASY, each value with its improvement over FCFS with EASY backfilling on the same "
           "workload and estimates (positive = better). Quick: the first 3,000 CTC jobs and 2,000-job generated "
           "workloads, every policy and table kept.";
}

std::vector<RunSpec> Algorithms256Study::runs(const StudyOptions& options, TraceCache& cache) const
{
    const std::size_t generatedJobs = options.quick ? kQuickGeneratedJobs : kProbabilisticJobs;
    const std::size_t randomizedJobs = options.quick ? kQuickGeneratedJobs : kRandomizedJobs;
    const std::string probabilistic =
        GeneratedWorkloadFile::probabilistic(options.ctcTracePath, kMachineNodes, generatedJobs, kSeed)
            .ensure(options.generatedDirectory, cache);
    const std::string randomized = GeneratedWorkloadFile::randomized(kMachineNodes, randomizedJobs, kSeed)
                                       .ensure(options.generatedDirectory, cache);

    StudyPlan plan(name(), group(options));
    for (const WorkloadKind workload : kWorkloads) {
        std::string trace = options.ctcTracePath;
        std::vector<std::string> base;
        if (workload == WorkloadKind::Ctc) {
            base = options.quick ? std::vector<std::string>{kQuickCtcRange, kDropWider}
                                 : std::vector<std::string>{kDropWider};
        } else {
            trace = workload == WorkloadKind::Probabilistic ? probabilistic : randomized;
        }
        // See kRandomizedJobs: conservative backfilling on the full
        // randomized workload does not finish in the study's time.
        const bool skipConservative = workload == WorkloadKind::Randomized && !options.quick;
        for (const Estimates estimates : kEstimates) {
            std::vector<std::string> transforms = base;
            if (estimates == Estimates::Exact)
                transforms.push_back(kExact);
            const std::string label = workloadLabel(workload) + (estimates == Estimates::Exact ? " · exact" : "");
            for (const Family& family : kFamilies) {
                for (const char* policy : {family.list, family.conservative, family.easy}) {
                    if (*policy == '\0' || (skipConservative && policy == family.conservative))
                        continue;
                    if (!family.weighted) {
                        plan.add({trace, transforms, kPlatform, policy, {}, label});
                        continue;
                    }
                    for (const Case* weightCase : {&kUnweighted, &kWeighted}) {
                        plan.add({trace, transforms, kPlatform, policy, {{kWeightParameter, weightCase->weight}},
                                  label + " · " + weightCase->label});
                    }
                }
            }
        }
    }
    return plan.take();
}

std::vector<StudyTable> Algorithms256Study::tables(std::span<const StoredRun> runs) const
{
    const Algorithms256Cells cells(runs);
    const auto find = [&cells](WorkloadKind w, Estimates e, const Family& family, const std::string& variant,
                               const Case& weightCase) {
        return cells.find(w, e == Estimates::Exact, family.key, variant, family.weighted ? weightCase.weight : "");
    };
    const Family& reference = kFamilies.front();

    std::vector<StudyTable> tables;
    for (const WorkloadKind workload : kWorkloads) {
        const std::string workloadText =
            workloadTitle(workload, workload == WorkloadKind::Ctc ? 0 : cells.jobs(workload));
        for (const Estimates estimates : kEstimates) {
            for (const Metric& metric : kMetrics) {
                const Case& weightCase = *metric.weightCase;
                StudyTableBuilder builder(metric.key, "policy", kVariantLabels);
                builder.setReference(find(workload, estimates, reference, kReferenceVariant, weightCase));
                for (const Family& family : kFamilies) {
                    std::vector<const StoredRun*> row;
                    for (const std::string& variant : kVariants)
                        row.push_back(find(workload, estimates, family, variant, weightCase));
                    builder.addRow(family.label, std::move(row));
                }
                std::string note = std::string(metric.label) + " in " + metric.unit + "; " + weightCase.label +
                                   ": PSRS and SMART with weight=" + weightCase.weight +
                                   "; impr %: improvement over FCFS with EASY backfilling on the same workload, "
                                   "in percent (positive = better, negative = worse)";
                if (workload == WorkloadKind::Randomized &&
                    find(workload, estimates, reference, PolicyVariant::kConservative, weightCase) == nullptr)
                    note += ". " + std::string(kRandomizedConservativeNote);
                tables.push_back({std::string(metric.label) + ", " + weightCase.label + ", on 256 nodes, " +
                                      workloadText + ", " +
                                      (estimates == Estimates::Exact ? "exact run times" : "estimated run times"),
                                  std::move(note), builder.table(StudyTableBuilder::Layout::ValueAndImprovement)});
            }
        }
    }
    return tables;
}

}  // namespace schedlab
