#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace schedlab {

// Why a record was skipped or changed while loading. The report is part of a
// load result and is shown to the user, so every issue is counted by reason
// and the first few occurrences keep their line number and a message.
enum class LoadIssue {
    // Records that are skipped (not simulated):
    WrongFieldCount,
    NonNumericField,
    UnknownRunTime,
    NegativeRunTime,
    NoNodes,            // width unknown, zero or negative
    NegativeSubmitTime,
    SubmitOutOfOrder,   // only when LoadOptions::outOfOrder == Skip
    // Records that are kept but adjusted (warnings):
    EstimateMissing,    // estimate unknown; replaced as LoadOptions says
    SubmitReordered,    // submit earlier than the previous record; sorted
    RunTimeExceedsEstimate,  // informational: the job overruns its estimate
    // Added after the first release of this enum (kept last so existing
    // values do not move): skipped because the estimate is unknown and
    // LoadOptions::missingEstimate == Skip.
    EstimateMissingSkipped,
    // Skipped: submit or run time above LoadLimits::kMaxSeconds (sums of
    // such times would overflow the engine's clock).
    TimeTooLarge,
    // Kept: an estimate above LoadLimits::kMaxSeconds ("unlimited" is often
    // written 2^31 - 1, which stays) is lowered to it.
    EstimateLowered,
    // Skipped lines of the native workload format (docs/workload-format.md):
    // not JSON, a field of the wrong type or out of its range, a required
    // field missing or an unknown field; and a job id an earlier line has.
    InvalidJobLine,
    DuplicateJobId,
    // Slurm accounting (sacct) records (docs/workloads.md, "Slurm
    // accounting"). Skipped: a job step (123.batch), not a job; a job still
    // pending, or still running, when the log was taken (no end, so no run
    // time); a job cancelled before it started (it never used the machine).
    JobStep,
    PendingAtEnd,
    RunningAtEnd,
    CancelledBeforeStart,
    // Kept: a further component of a heterogeneous job (123+1) merged into
    // the job of its first component.
    HetComponentMerged,
    // Skipped: a Batsim job whose profile gives no run time of its own (a
    // type other than "delay", or a profile the file does not define).
    UnsupportedProfile,
};

// The largest times SchedLab simulates: about 317 years, far beyond any
// real job, small enough that no sum of times in a run can overflow.
struct LoadLimits {
    static constexpr std::int64_t kMaxSeconds = 10'000'000'000;
};

// Every LoadIssue, in declaration order, for loops over all reasons.
inline constexpr LoadIssue kAllLoadIssues[] = {
    LoadIssue::WrongFieldCount,    LoadIssue::NonNumericField, LoadIssue::UnknownRunTime,
    LoadIssue::NegativeRunTime,    LoadIssue::NoNodes,         LoadIssue::NegativeSubmitTime,
    LoadIssue::SubmitOutOfOrder,   LoadIssue::EstimateMissing, LoadIssue::SubmitReordered,
    LoadIssue::RunTimeExceedsEstimate, LoadIssue::EstimateMissingSkipped, LoadIssue::TimeTooLarge,
    LoadIssue::EstimateLowered,    LoadIssue::InvalidJobLine,  LoadIssue::DuplicateJobId,
    LoadIssue::JobStep,            LoadIssue::PendingAtEnd,    LoadIssue::RunningAtEnd,
    LoadIssue::CancelledBeforeStart, LoadIssue::HetComponentMerged, LoadIssue::UnsupportedProfile,
};

[[nodiscard]] bool isSkipReason(LoadIssue issue);
[[nodiscard]] std::string loadIssueName(LoadIssue issue);   // stable key, e.g. "unknown-run-time"
[[nodiscard]] std::string loadIssueText(LoadIssue issue);   // human text, e.g. "unknown run time (field 4 is -1)"

struct LoadIssueExample {
    std::int64_t line = 0;
    std::string message;  // e.g. "field 4 (run time) is -1"
};

struct LoadReport {
    // How many examples per reason are kept; the counts are always complete.
    static constexpr std::size_t kExamplesPerIssue = 5;

    std::string file;
    std::int64_t linesRead = 0;
    std::int64_t commentLines = 0;
    std::int64_t recordsRead = 0;    // non-comment, non-blank lines
    std::int64_t jobsLoaded = 0;
    std::map<LoadIssue, std::int64_t> counts;
    std::map<LoadIssue, std::vector<LoadIssueExample>> examples;

    void add(LoadIssue issue, std::int64_t line, std::string message);
    // False once kExamplesPerIssue examples are kept: lets the reader skip
    // formatting a message nobody will see (large traces have 10^5 issues).
    [[nodiscard]] bool wantsExample(LoadIssue issue) const;
    // Counts one occurrence without an example message.
    void addCountOnly(LoadIssue issue);
    // Counts one occurrence; formats its message (makeMessage()) only while
    // examples of `issue` are still kept.
    template <typename MakeMessage>
    void note(LoadIssue issue, std::int64_t line, MakeMessage&& makeMessage)
    {
        if (wantsExample(issue))
            add(issue, line, makeMessage());
        else
            addCountOnly(issue);
    }
    [[nodiscard]] std::int64_t count(LoadIssue issue) const;
    [[nodiscard]] std::int64_t skipped() const;  // sum of skip reasons
    // Multi-line human-readable summary ("file:line: message" for examples).
    [[nodiscard]] std::string toText() const;
};

}  // namespace schedlab
