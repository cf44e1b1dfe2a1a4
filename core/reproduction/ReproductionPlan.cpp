#include "reproduction/ReproductionPlan.h"

#include "experiment/TraceCache.h"
#include "reproduction/ReproductionClaims.h"
#include "reproduction/ReproductionMeasurements.h"
#include "study/Algorithms256Study.h"
#include "study/Study.h"
#include "study/StudyCatalog.h"

#include <array>
#include <stdexcept>

namespace schedlab {

namespace {

constexpr std::array kStudies = {ReproductionPlan::kAlgorithms, ReproductionPlan::kPfcfs, ReproductionPlan::kGrid};

}  // namespace

ReproductionPlan::ReproductionPlan(const StudyCatalog& catalog, StudyOptions options)
    : m_catalog(catalog), m_options(std::move(options))
{
}

const Study& ReproductionPlan::study(const char* name) const
{
    const Study* found = m_catalog.find(name);
    if (found == nullptr)
        throw std::logic_error(std::string("the reproduction report needs the study ") + name);
    return *found;
}

std::vector<RunSpec> ReproductionPlan::runs(TraceCache& cache) const
{
    std::vector<RunSpec> all;
    for (const char* name : kStudies) {
        std::vector<RunSpec> runs = study(name).runs(m_options, cache);
        all.insert(all.end(), std::make_move_iterator(runs.begin()), std::make_move_iterator(runs.end()));
    }
    return all;
}

ReproductionReport ReproductionPlan::report(std::span<const RunSpec> runs, std::span<const RunOutcome> outcomes,
                                            TraceCache& cache, ReproductionRunInfo info) const
{
    // A run belongs to the study whose group it carries.
    std::map<std::string, std::vector<StoredRun>> stored;
    std::string failure;
    for (std::size_t i = 0; i < runs.size() && i < outcomes.size(); ++i) {
        const RunOutcome& outcome = outcomes[i];
        if (outcome.status == RunOutcome::Status::Completed || outcome.status == RunOutcome::Status::Skipped)
            stored[runs[i].group].push_back(outcome.run);
        else if (failure.empty() && outcome.status == RunOutcome::Status::Failed)
            failure = runs[i].name + ": " + outcome.error;
    }
    const auto of = [&](const char* name) -> std::span<const StoredRun> {
        const auto it = stored.find(study(name).group(m_options));
        return it == stored.end() ? std::span<const StoredRun>() : std::span<const StoredRun>(it->second);
    };

    const TracePtr ctc = cache.get(m_options.ctcTracePath);
    ReproductionMeasurements::Inputs inputs;
    inputs.ctc = ctc->workload.get();
    inputs.algorithms = of(kAlgorithms);
    inputs.pfcfsMonths = of(kPfcfs);
    inputs.gridOverhead = of(kGrid);
    if (m_options.quick)
        inputs.missingReason = "not part of the quick report (run the full report)";
    else if (!failure.empty())
        inputs.missingReason = "run failed or cancelled; the first failure: " + failure;
    else
        inputs.missingReason = "run missing";

    info.quick = m_options.quick;
    info.seed = Algorithms256Study::kSeed;
    info.workloadNotes.push_back(
        "Tables 2.4-2.7: PSRS and SMART with unit weights in their Smith ratios for the unweighted rows and with "
        "area weights (nodes x estimate) for the weighted rows, separate runs as in the thesis; the weighted rows "
        "are sum w (t - r) / n.");
    if (m_options.quick) {
        info.workloadNotes.push_back(
            "Quick report: every kind of run on small workloads (the first 3,000 CTC jobs, 2,000-job generated "
            "workloads, the first two calendar months, two overheads per workload). Its numbers show that the "
            "pipeline works; they are not comparable with the publications.");
    } else {
        info.workloadNotes.push_back(
            "Generated workloads: 50,000 jobs each (seed " + std::to_string(info.seed) +
            "); conservative backfilling is not run on the randomized one (its queue grows without bound).");
    }
    return ReproductionReport(ReproductionMeasurements::measure(inputs), std::move(info),
                              ReproductionClaims::evaluate(inputs));
}

}  // namespace schedlab
