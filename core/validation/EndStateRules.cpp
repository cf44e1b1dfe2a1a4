#include "validation/EndStateRules.h"

#include "engine/JobOutcome.h"
#include "workload/Job.h"

namespace schedlab {

namespace {

std::string at(Time time)
{
    return std::to_string(time);
}

}  // namespace

std::vector<std::string> EndStateRules::problems(const Job& job, const JobOutcome& outcome)
{
    std::vector<std::string> found;
    if (!outcome.finished())
        return found;
    const std::string state = endStateName(outcome.endState);
    const bool hasDeadline = job.deadlineKind != DeadlineKind::None;
    const bool pastDeadline = hasDeadline && outcome.end > job.deadline;

    // A job that ran is checked against its submission by its start.
    if (!outcome.started() && outcome.end < job.submit)
        found.push_back("is " + state + " at " + at(outcome.end) + ", before its submission at " + at(job.submit));
    if (job.deadlineKind == DeadlineKind::Hard && pastDeadline) {
        found.push_back("is " + state + " at " + at(outcome.end) + ", after its hard deadline " +
                        at(job.deadline) + " (it must be dropped by then)");
    }
    switch (outcome.endState) {
    case EndState::Completed:
        if (pastDeadline) {
            found.push_back("completed at " + at(outcome.end) + ", after its deadline " + at(job.deadline) +
                            ", but is not marked completed-late");
        }
        break;
    case EndState::CompletedLate:
        if (job.deadlineKind != DeadlineKind::Soft || !pastDeadline) {
            found.push_back("is marked completed-late but " +
                            (job.deadlineKind != DeadlineKind::Soft ? std::string("has no soft deadline")
                                                                    : "completed at " + at(outcome.end) +
                                                                          ", by its deadline " + at(job.deadline)));
        }
        break;
    case EndState::KilledAtEstimate:
    case EndState::Dropped:
        break;
    case EndState::Failed:
        // Only a fault without recovery fails a job (Vanderster 2008, ch. 7).
        if (outcome.segments.empty() || !outcome.segments.back().faulted || outcome.segments.back().end != outcome.end)
            found.push_back("is marked failed but did not end in a fault");
        break;
    case EndState::Rejected:
        if (outcome.started())
            found.push_back("is marked rejected but started at " + at(outcome.start));
        break;
    }
    if (outcome.endState != EndState::Failed && !outcome.segments.empty() && outcome.segments.back().faulted &&
        outcome.segments.back().end == outcome.end)
        found.push_back("ends in a fault but is marked " + state);
    // Only the overrun:kill transform cuts jobs at their estimate, and it
    // marks them; the two must agree (a killed job still runs to its cut end).
    if (job.killedAtEstimate && outcome.endState != EndState::KilledAtEstimate && ranToEnd(outcome.endState))
        found.push_back("was cut at its estimate by overrun:kill but is marked " + state);
    if (!job.killedAtEstimate && outcome.endState == EndState::KilledAtEstimate)
        found.push_back("is marked killed-at-estimate but overrun:kill did not cut it");
    return found;
}

}  // namespace schedlab
