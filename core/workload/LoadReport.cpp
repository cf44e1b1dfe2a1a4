#include "workload/LoadReport.h"

#include <sstream>

namespace schedlab {

bool isSkipReason(LoadIssue issue)
{
    switch (issue) {
    case LoadIssue::WrongFieldCount:
    case LoadIssue::NonNumericField:
    case LoadIssue::UnknownRunTime:
    case LoadIssue::NegativeRunTime:
    case LoadIssue::NoNodes:
    case LoadIssue::NegativeSubmitTime:
    case LoadIssue::SubmitOutOfOrder:
    case LoadIssue::EstimateMissingSkipped:
    case LoadIssue::TimeTooLarge:
    case LoadIssue::InvalidJobLine:
    case LoadIssue::DuplicateJobId:
    case LoadIssue::JobStep:
    case LoadIssue::PendingAtEnd:
    case LoadIssue::RunningAtEnd:
    case LoadIssue::CancelledBeforeStart:
    case LoadIssue::UnsupportedProfile:
        return true;
    case LoadIssue::HetComponentMerged:
    case LoadIssue::EstimateLowered:
    case LoadIssue::EstimateMissing:
    case LoadIssue::SubmitReordered:
    case LoadIssue::RunTimeExceedsEstimate:
        return false;
    }
    return false;
}

std::string loadIssueName(LoadIssue issue)
{
    switch (issue) {
    case LoadIssue::WrongFieldCount: return "wrong-field-count";
    case LoadIssue::NonNumericField: return "non-numeric-field";
    case LoadIssue::UnknownRunTime: return "unknown-run-time";
    case LoadIssue::NegativeRunTime: return "negative-run-time";
    case LoadIssue::NoNodes: return "no-nodes";
    case LoadIssue::NegativeSubmitTime: return "negative-submit-time";
    case LoadIssue::SubmitOutOfOrder: return "submit-out-of-order";
    case LoadIssue::EstimateMissing: return "estimate-missing";
    case LoadIssue::SubmitReordered: return "submit-reordered";
    case LoadIssue::RunTimeExceedsEstimate: return "run-time-exceeds-estimate";
    case LoadIssue::EstimateMissingSkipped: return "estimate-missing-skipped";
    case LoadIssue::TimeTooLarge: return "time-too-large";
    case LoadIssue::EstimateLowered: return "estimate-lowered";
    case LoadIssue::InvalidJobLine: return "invalid-job-line";
    case LoadIssue::DuplicateJobId: return "duplicate-job-id";
    case LoadIssue::JobStep: return "job-step";
    case LoadIssue::PendingAtEnd: return "pending-at-end";
    case LoadIssue::RunningAtEnd: return "running-at-end";
    case LoadIssue::CancelledBeforeStart: return "cancelled-before-start";
    case LoadIssue::HetComponentMerged: return "het-component-merged";
    case LoadIssue::UnsupportedProfile: return "unsupported-profile";
    }
    return "unknown-issue";
}

std::string loadIssueText(LoadIssue issue)
{
    // One text for both trace formats: the field as SWF numbers it, and as
    // the native format names it where the issue can arise there too.
    switch (issue) {
    case LoadIssue::WrongFieldCount: return "wrong number of fields (SWF has 18; sacct output, as many as its header line)";
    case LoadIssue::NonNumericField: return "a field is not a number";
    case LoadIssue::UnknownRunTime: return "unknown run time (field 4 is -1)";
    case LoadIssue::NegativeRunTime: return "negative run time (SWF field 4, native \"run_time\")";
    case LoadIssue::NoNodes: return "no processors (SWF fields 5 and 8 unknown, zero or negative; native \"nodes\")";
    case LoadIssue::NegativeSubmitTime: return "negative submit time (SWF field 2, native \"submit\")";
    case LoadIssue::SubmitOutOfOrder: return "submitted before an earlier record (skipped)";
    case LoadIssue::EstimateMissing: return "unknown requested time (SWF field 9, native \"estimate\", sacct Timelimit); run time used as estimate";
    case LoadIssue::SubmitReordered: return "submitted before an earlier record; sorted into place";
    case LoadIssue::RunTimeExceedsEstimate: return "run time longer than the estimate (SWF field 4 > field 9)";
    case LoadIssue::EstimateMissingSkipped: return "unknown requested time (SWF field 9, native \"estimate\"; skipped)";
    case LoadIssue::TimeTooLarge: return "submit or run time above 10^10 s, the largest simulated (SWF fields 2, 4)";
    case LoadIssue::EstimateLowered: return "requested time above 10^10 s; lowered to 10^10 s (SWF field 9, native \"estimate\")";
    case LoadIssue::InvalidJobLine:
        return "invalid job line (not JSON, a field missing, of the wrong type or range, or unknown)";
    case LoadIssue::DuplicateJobId: return "job id of an earlier line (skipped)";
    case LoadIssue::JobStep: return "job step, not a job (sacct JobID 123.batch; use sacct -X)";
    case LoadIssue::PendingAtEnd: return "still pending when the log was taken (sacct State PENDING)";
    case LoadIssue::RunningAtEnd: return "still running when the log was taken (sacct End Unknown)";
    case LoadIssue::CancelledBeforeStart: return "cancelled before it started (sacct Start None)";
    case LoadIssue::HetComponentMerged:
        return "component of a heterogeneous job merged into its first component (sacct JobID 123+1)";
    case LoadIssue::UnsupportedProfile:
        return "Batsim profile without a run time of its own (only \"delay\" profiles can be simulated)";
    }
    return "unknown issue";
}

bool LoadReport::wantsExample(LoadIssue issue) const
{
    const auto it = examples.find(issue);
    return it == examples.end() || it->second.size() < kExamplesPerIssue;
}

void LoadReport::addCountOnly(LoadIssue issue)
{
    ++counts[issue];
}

void LoadReport::add(LoadIssue issue, std::int64_t line, std::string message)
{
    ++counts[issue];
    auto& kept = examples[issue];
    if (kept.size() < kExamplesPerIssue)
        kept.push_back({line, std::move(message)});
}

std::int64_t LoadReport::count(LoadIssue issue) const
{
    const auto it = counts.find(issue);
    return it == counts.end() ? 0 : it->second;
}

std::int64_t LoadReport::skipped() const
{
    std::int64_t total = 0;
    for (const auto& [issue, n] : counts)
        if (isSkipReason(issue))
            total += n;
    return total;
}

std::string LoadReport::toText() const
{
    std::ostringstream out;
    out << file << ": " << recordsRead << " records in " << linesRead << " lines; " << jobsLoaded
        << " jobs loaded, " << skipped() << " skipped\n";
    // Skip reasons first: they change what is simulated; warnings after.
    for (const bool skipReasons : {true, false}) {
        for (const auto& [issue, n] : counts) {
            if (isSkipReason(issue) != skipReasons || n == 0)
                continue;
            out << "  " << (skipReasons ? "skipped" : "warning") << ": " << n << " x " << loadIssueText(issue)
                << '\n';
            const auto it = examples.find(issue);
            if (it == examples.end())
                continue;
            for (const auto& example : it->second)
                out << "    " << file << ':' << example.line << ": " << example.message << '\n';
            if (static_cast<std::size_t>(n) > it->second.size())
                out << "    ... and " << (n - static_cast<std::int64_t>(it->second.size())) << " more\n";
        }
    }
    return out.str();
}

}  // namespace schedlab
