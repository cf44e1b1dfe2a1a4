#include "study/Algorithms256Study.h"

#include "compare/PolicyVariant.h"
#include "study/GeneratedWorkloadFile.h"
#include "study/StudyPlan.h"
#include "study/StudyRunFacts.h"
#include "study/StudyTableBuilder.h"

#include <array>
#include <map>
#include <tuple>

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
};

// The rows of the thesis's tables, in its order. Garey & Graham has only a
// list form: backfilling adds nothing to first fit (single-machine.md §4.3).
constexpr std::array kFamilies = {
    Family{"fcfs", "FCFS", "fcfs", "conservative", "easy"},
    Family{"psrs", "PSRS", "psrs", "psrs-cons", "psrs-easy"},
    Family{"smart-ffia", "SMART-FFIA", "smart-ffia", "smart-ffia-cons", "smart-ffia-easy"},
    Family{"smart-nfiw", "SMART-NFIW", "smart-nfiw", "smart-nfiw-cons", "smart-nfiw-easy"},
    Family{"garey-graham", "Garey & Graham", "garey-graham", "", ""},
};
const std::vector<std::string> kVariants = {PolicyVariant::kList, PolicyVariant::kConservative, PolicyVariant::kEasy};
const std::vector<std::string> kVariantLabels = {"list", "conservative", "EASY"};
const std::string kReferenceFamily = "fcfs";
const std::string kReferenceVariant = PolicyVariant::kEasy;

enum class WorkloadKind { Ctc, Probabilistic, Randomized };
constexpr std::array kWorkloads = {WorkloadKind::Ctc, WorkloadKind::Probabilistic, WorkloadKind::Randomized};
enum class Estimates { Estimated, Exact };
constexpr std::array kEstimates = {Estimates::Estimated, Estimates::Exact};
const std::vector<std::pair<std::string, std::string>> kMetrics = {{"art", "ART"}, {"awrt", "AWRT"}};

WorkloadKind workloadOf(const RunDescription& description)
{
    if (GeneratedWorkloadFile::isGenerated(description.tracePath, GeneratedWorkloadFile::Model::Probabilistic))
        return WorkloadKind::Probabilistic;
    if (GeneratedWorkloadFile::isGenerated(description.tracePath, GeneratedWorkloadFile::Model::Randomized))
        return WorkloadKind::Randomized;
    return WorkloadKind::Ctc;
}

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
    return "Source: single-machine.md §4 (Yahyapour's thesis, ch. 4: list scheduling orders with and "
           "without backfilling). Workloads: the CTC SP2 trace on one machine of 256 nodes with the jobs wider "
           "than 256 removed (drop-wider:256), a probability-distributed workload of 50,000 jobs from the CTC "
           "model (256 nodes) and a randomized workload (uniform, widths 1..256) of 5,000 jobs instead of the "
           "thesis's 50,000: it offers about six times what 256 nodes can do, so its queue grows without end and "
           "conservative backfilling alone would take hours on 50,000 jobs; both are seed 1 and written once to "
           "the generated-workloads folder. Every workload runs once with the users' "
           "estimates and once with exact run times (exact-estimates). Policies: FCFS (fcfs, conservative, easy), "
           "PSRS (psrs, psrs-cons, psrs-easy), SMART-FFIA and SMART-NFIW (smart-ffia[-cons|-easy], "
           "smart-nfiw[-cons|-easy]), each as a list scheduler, with conservative and with EASY backfilling, "
           "at their defaults (gamma 2, recomputation threshold 2/3), plus Garey & Graham (list only: "
           "backfilling adds nothing to first fit). Tables: ART and AWRT per workload and estimate mode, one row "
           "per policy family, columns list / conservative / EASY, each value with its improvement over FCFS "
           "with EASY backfilling on the same workload and estimates (positive = better). Quick: the first 3,000 "
           "CTC jobs and 2,000-job generated workloads, every policy and table kept.";
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
        for (const Estimates estimates : kEstimates) {
            std::vector<std::string> transforms = base;
            if (estimates == Estimates::Exact)
                transforms.push_back(kExact);
            const std::string label = workloadLabel(workload) + (estimates == Estimates::Exact ? " · exact" : "");
            for (const Family& family : kFamilies) {
                for (const char* policy : {family.list, family.conservative, family.easy}) {
                    if (*policy != '\0')
                        plan.add({trace, transforms, kPlatform, policy, {}, label});
                }
            }
        }
    }
    return plan.take();
}

std::vector<StudyTable> Algorithms256Study::tables(std::span<const StoredRun> runs) const
{
    const std::string exact = StudyRunFacts::canonicalTransform(kExact);
    // (workload, estimates, family, variant) -> the first run given.
    using Key = std::tuple<WorkloadKind, Estimates, std::string, std::string>;
    std::map<Key, const StoredRun*> cells;
    std::map<WorkloadKind, std::int64_t> jobs;
    for (const StoredRun& run : runs) {
        const RunDescription& d = run.description;
        if (d.platformName != kPlatform)
            continue;
        const WorkloadKind workload = workloadOf(d);
        const Estimates estimates = StudyRunFacts::hasTransform(d, exact) ? Estimates::Exact : Estimates::Estimated;
        const PolicyVariant variant = PolicyVariant::of(d);
        cells.emplace(Key{workload, estimates, variant.family, variant.variant}, &run);
        jobs.emplace(workload, d.traceJobCount);
    }
    const auto find = [&cells](WorkloadKind w, Estimates e, const std::string& family, const std::string& variant) {
        const auto it = cells.find(Key{w, e, family, variant});
        return it == cells.end() ? nullptr : it->second;
    };

    std::vector<StudyTable> tables;
    for (const WorkloadKind workload : kWorkloads) {
        const auto count = jobs.find(workload);
        const std::string workloadText =
            workloadTitle(workload, workload == WorkloadKind::Ctc || count == jobs.end() ? 0 : count->second);
        for (const Estimates estimates : kEstimates) {
            for (const auto& [metricKey, metricLabel] : kMetrics) {
                StudyTableBuilder builder(metricKey, "policy", kVariantLabels);
                builder.setReference(find(workload, estimates, kReferenceFamily, kReferenceVariant));
                for (const Family& family : kFamilies) {
                    std::vector<const StoredRun*> row;
                    for (const std::string& variant : kVariants)
                        row.push_back(find(workload, estimates, family.key, variant));
                    builder.addRow(family.label, std::move(row));
                }
                tables.push_back(
                    {metricLabel + " on 256 nodes, " + workloadText + ", " +
                         (estimates == Estimates::Exact ? "exact run times" : "estimated run times"),
                     metricLabel + " in s; impr %: improvement over FCFS with EASY backfilling on the same "
                                   "workload, in percent (positive = better, negative = worse)",
                     builder.table(StudyTableBuilder::Layout::ValueAndImprovement)});
            }
        }
    }
    return tables;
}

}  // namespace schedlab
