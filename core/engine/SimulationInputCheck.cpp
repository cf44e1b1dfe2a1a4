#include "engine/SimulationInputCheck.h"

#include "engine/Policy.h"
#include "engine/SimulationError.h"
#include "platform/Platform.h"
#include "workload/Workload.h"

#include <algorithm>
#include <sstream>

namespace schedlab {

namespace {

// What to do about jobs wider than `widest` nodes. On a grid (several
// machines) a wide job need not be dropped: the wide-job transforms split it
// into parts that fit, and a multi-site policy runs it whole across
// machines, which is only worth suggesting when the policy in use is not one
// and every job fits on the whole grid (`widestJob`: the widest job's nodes).
std::string tooWideAdvice(const Platform& platform, int widest, int widestJob)
{
    const bool grid = platform.machineCount() > 1;
    if (!grid)
        return "Remove them with the drop-wider transform (--drop-wider) or choose a larger "
               "platform.";
    std::string advice =
        "Remove them with the drop-wider transform (--drop-wider), split them into parts that "
        "fit with --transform wide:largest (parts of the largest machine) or --transform "
        "wide:max:N (parts of at most N nodes)";
    if (widest < platform.totalNodes() && widestJob <= platform.totalNodes()) {
        advice += ", keep them whole with --transform wide:keep and the multi-site policy "
                  "grid-multisite";
    }
    return advice + ", or choose a larger platform.";
}

}  // namespace

void SimulationInputCheck::check(const Workload& workload, const Platform& platform, const Policy& policy,
                                 const std::string& policyLabel)
{
    const std::vector<std::string> problems = platform.problems();
    if (!problems.empty()) {
        std::string message = "platform '" + platform.name() + "' cannot be simulated:";
        for (const std::string& p : problems)
            message += "\n  " + p;
        throw ConfigurationError(message);
    }

    const int widest = policy.widestRunnableJob(platform);
    std::int64_t tooWide = 0;
    const Job* first = nullptr;
    int widestJob = 0;
    for (const Job& job : workload.jobs) {
        // A job that offers a narrower option can still run (Vanderster 2008).
        int narrowest = job.nodes;
        for (const JobOption& option : job.options)
            narrowest = std::min(narrowest, option.nodes);
        widestJob = std::max(widestJob, narrowest);
        if (narrowest > widest) {
            ++tooWide;
            if (first == nullptr)
                first = &job;
        }
    }
    if (tooWide > 0) {
        std::ostringstream out;
        out << tooWide << " of " << workload.jobs.size() << " jobs need more than the " << widest
            << " nodes that " << policyLabel << " can give one job on platform '"
            << platform.name() << "'; the first is job " << first->id << " (" << first->nodes
            << " nodes";
        if (first->sourceLine > 0)
            out << ", " << workload.sourceName << " line " << first->sourceLine;
        out << "). " << tooWideAdvice(platform, widest, widestJob);
        throw ConfigurationError(out.str());
    }

    if (!policy.handlesWithdrawnJobs()) {
        const auto hard = std::find_if(workload.jobs.begin(), workload.jobs.end(), [](const Job& job) {
            return job.deadlineKind == DeadlineKind::Hard;
        });
        if (hard != workload.jobs.end()) {
            throw ConfigurationError(
                policyLabel + " cannot drop waiting jobs, but job " + std::to_string(hard->id) +
                " of workload '" + workload.sourceName +
                "' has a hard deadline. Choose a policy that handles hard deadlines (the single-machine "
                "list policies do), or make the deadlines soft.");
        }
    }

    for (std::size_t i = 1; i < workload.jobs.size(); ++i) {
        if (workload.jobs[i].submit < workload.jobs[i - 1].submit) {
            throw ConfigurationError("workload '" + workload.sourceName +
                                     "' is not in submission order at job " +
                                     std::to_string(workload.jobs[i].id));
        }
    }
}

}  // namespace schedlab
