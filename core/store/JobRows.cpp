#include "store/JobRows.h"

#include "store/JobBlobCodec.h"
#include "store/JobFieldNames.h"
#include "store/SqliteStatement.h"
#include "store/StoreError.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <stdexcept>

namespace schedlab {

namespace {

// run_jobs.flags bits.
constexpr std::int64_t kFlagMultiSite = 1;
constexpr std::int64_t kFlagPreempted = 2;

constexpr char kSegmentSeparator = ' ';
constexpr char kStartEndSeparator = ':';
// Optional suffixes of a segment, in this order: "@0-3,8" the nodes it ran on
// when the job moved (NodeSet text with ',' for ' '), "+30" its overhead,
// "!" a fault ended it, ">" it began with a migration. Plain "100:250" is
// what schema 4 wrote.
constexpr char kNodesMark = '@';
constexpr char kOverheadMark = '+';
constexpr char kFaultMark = '!';
constexpr char kMigratedMark = '>';
constexpr char kRangeSeparator = ',';

// Reads the suffixes after "start:end"; false on anything else.
bool parseSegmentSuffixes(const char*& position, const char* end, Segment& segment)
{
    if (position < end && *position == kNodesMark) {
        const char* last = position + 1;
        while (last < end && *last != kOverheadMark && *last != kFaultMark && *last != kMigratedMark &&
               *last != kSegmentSeparator)
            ++last;
        std::string text(position + 1, last);
        std::ranges::replace(text, kRangeSeparator, ' ');
        try {
            segment.nodes = NodeSet::parse(text);
        } catch (const std::invalid_argument&) {
            return false;
        }
        if (segment.nodes.empty())
            return false;
        position = last;
    }
    if (position < end && *position == kOverheadMark) {
        const auto parsed = std::from_chars(position + 1, end, segment.overhead);
        if (parsed.ec != std::errc() || segment.overhead < 0)
            return false;
        position = parsed.ptr;
    }
    if (position < end && *position == kFaultMark) {
        segment.faulted = true;
        ++position;
    }
    if (position < end && *position == kMigratedMark) {
        segment.migrated = true;
        ++position;
    }
    return true;
}

enum JobColumn : int {
    kJobId,
    kSubmit,
    kStart,
    kEnd,
    kNodes,
    kAllocation,
    kFlags,
    kRunTime,
    kEstimate,
    kUser,
    kSourceLine,
    kSegments,
    kReason,
    kReasonJob,
    kReasonTime,
    kReasonCount,
};

// Unknown values are NULL in the table: kNoTime, -1 and kNoJob alike.
std::int64_t columnOptional(const SqliteStatement& statement, int column, std::int64_t unknown)
{
    return statement.isNull(column) ? unknown : statement.columnInt(column);
}

void loadEnds(sqlite3* db, const std::string& path, std::int64_t runId, std::vector<StoredJob>& jobs)
{
    SqliteStatement rows(db,
                         "SELECT position, end_state, deadline, deadline_kind, option_index FROM run_job_ends "
                         "WHERE run_id = ?1",
                         path);
    rows.bindInt(1, runId);
    while (rows.step()) {
        const std::int64_t position = rows.columnInt(0);
        if (position < 0 || position >= std::int64_t(jobs.size())) {
            throw StoreError(StoreError::Kind::Corrupt, "run store '" + path + "': run " + std::to_string(runId) +
                                                            " has an end state for job position " +
                                                            std::to_string(position) + ", which it lacks");
        }
        StoredJob& job = jobs[std::size_t(position)];
        // A state this version does not know (a newer store) reads as completed.
        job.endState = endStateFromName(rows.columnText(1)).value_or(EndState::Completed);
        job.deadline = columnOptional(rows, 2, kNoTime);
        job.deadlineKind = JobFieldNames::deadlineKindFromName(rows.columnText(3));
        job.option = static_cast<int>(columnOptional(rows, 4, JobOutcome::kOwnShape));
    }
}

void loadClasses(sqlite3* db, const std::string& path, std::int64_t runId, std::vector<StoredJob>& jobs)
{
    SqliteStatement rows(db, "SELECT position, service_class FROM run_job_classes WHERE run_id = ?1", path);
    rows.bindInt(1, runId);
    while (rows.step()) {
        const std::int64_t position = rows.columnInt(0);
        if (position < 0 || position >= std::int64_t(jobs.size())) {
            throw StoreError(StoreError::Kind::Corrupt, "run store '" + path + "': run " + std::to_string(runId) +
                                                            " has a service class for job position " +
                                                            std::to_string(position) + ", which it lacks");
        }
        jobs[std::size_t(position)].serviceClass = JobFieldNames::serviceClassFromName(rows.columnText(1));
    }
}

void loadSites(sqlite3* db, const std::string& path, std::int64_t runId, std::vector<StoredJob>& jobs)
{
    SqliteStatement rows(db, "SELECT position, origin_site FROM run_job_sites WHERE run_id = ?1", path);
    rows.bindInt(1, runId);
    while (rows.step()) {
        const std::int64_t position = rows.columnInt(0);
        const std::int64_t site = rows.columnInt(1);
        if (position < 0 || position >= std::int64_t(jobs.size()) || site < 0) {
            throw StoreError(StoreError::Kind::Corrupt, "run store '" + path + "': run " + std::to_string(runId) +
                                                            " has origin site " + std::to_string(site) +
                                                            " for job position " + std::to_string(position) +
                                                            ", which is not valid");
        }
        jobs[std::size_t(position)].originSite = static_cast<MachineIndex>(site);
    }
}

}  // namespace

std::string JobRows::segmentsText(const std::vector<Segment>& segments)
{
    std::string text;
    for (const Segment& segment : segments) {
        if (!text.empty())
            text += kSegmentSeparator;
        text += std::to_string(segment.start) + kStartEndSeparator + std::to_string(segment.end);
        if (!segment.nodes.empty()) {
            std::string nodes = segment.nodes.toString();
            std::ranges::replace(nodes, ' ', kRangeSeparator);
            text += kNodesMark + nodes;
        }
        if (segment.overhead > 0)
            text += kOverheadMark + std::to_string(segment.overhead);
        if (segment.faulted)
            text += kFaultMark;
        if (segment.migrated)
            text += kMigratedMark;
    }
    return text;
}

std::optional<std::vector<Segment>> JobRows::parseSegments(const std::string& text)
{
    std::vector<Segment> segments;
    const char* position = text.data();
    const char* const end = text.data() + text.size();
    while (position < end) {
        Segment segment;
        auto parsed = std::from_chars(position, end, segment.start);
        if (parsed.ec != std::errc() || parsed.ptr == end || *parsed.ptr != kStartEndSeparator)
            return std::nullopt;
        parsed = std::from_chars(parsed.ptr + 1, end, segment.end);
        if (parsed.ec != std::errc() || segment.end < segment.start)
            return std::nullopt;
        position = parsed.ptr;
        if (!parseSegmentSuffixes(position, end, segment))
            return std::nullopt;
        segments.push_back(std::move(segment));
        if (position < end && *position++ != kSegmentSeparator)
            return std::nullopt;
    }
    return segments;
}

void JobRows::insert(sqlite3* db, const std::string& path, std::int64_t runId, const std::vector<StoredJob>& jobs)
{
    // One blob per run instead of one row per job: issue 19 found the rows
    // to be 95 % of a stored run's size and time.
    SqliteStatement statement(
        db, "INSERT INTO run_job_blobs (run_id, format, job_count, data) VALUES (?1, ?2, ?3, ?4)", path);
    statement.bindInt(1, runId)
        .bindInt(2, JobBlobCodec::kFormat)
        .bindInt(3, static_cast<std::int64_t>(jobs.size()))
        .bindBlob(4, JobBlobCodec::encode(jobs));
    statement.run();
}

std::vector<StoredJob> JobRows::load(sqlite3* db, const std::string& path, std::int64_t runId)
{
    SqliteStatement blob(db, "SELECT format, job_count, data FROM run_job_blobs WHERE run_id = ?1", path);
    blob.bindInt(1, runId);
    const std::string context = "run store '" + path + "': run " + std::to_string(runId);
    if (!blob.step()) {
        std::vector<StoredJob> jobs = loadRows(db, path, runId);  // stored before schema 8
        // Every run since schema 8 has a blob, even one without jobs; a run
        // that counted jobs and has neither blob nor rows lost them. Reading
        // it as a run without jobs would show an empty schedule as if true.
        SqliteStatement counted(db, "SELECT value FROM run_metrics WHERE run_id = ?1 AND key = 'jobs'", path);
        counted.bindInt(1, runId);
        if (jobs.empty() && counted.step() && !counted.isNull(0) && counted.columnReal(0) > 0) {
            throw StoreError(StoreError::Kind::Corrupt,
                             context + " ran " + std::to_string(std::llround(counted.columnReal(0))) +
                                 " jobs, but its per-job data is missing; its metrics are intact");
        }
        return jobs;
    }
    const std::int64_t format = blob.columnInt(0);
    if (format != JobBlobCodec::kFormat) {
        throw StoreError(StoreError::Kind::Corrupt, context + " keeps its jobs in format " + std::to_string(format) +
                                                        ", which this SchedLab does not read");
    }
    try {
        return JobBlobCodec::decode(blob.columnBlob(2), blob.columnInt(1));
    } catch (const std::invalid_argument& e) {
        throw StoreError(StoreError::Kind::Corrupt, context + " has damaged per-job data: " + e.what());
    }
}

std::vector<StoredJob> JobRows::loadRows(sqlite3* db, const std::string& path, std::int64_t runId)
{
    SqliteStatement rows(db,
                         "SELECT job_id, submit, start_time, end_time, nodes, allocation, flags, run_time, "
                         "estimate, user_id, source_line, segments, reason, reason_job, reason_time, "
                         "reason_count FROM run_jobs WHERE run_id = ?1 ORDER BY position",
                         path);
    rows.bindInt(1, runId);
    std::vector<StoredJob> jobs;
    while (rows.step()) {
        StoredJob job;
        job.jobId = rows.columnInt(kJobId);
        job.submit = rows.columnInt(kSubmit);
        job.start = columnOptional(rows, kStart, kNoTime);
        job.end = columnOptional(rows, kEnd, kNoTime);
        job.nodes = static_cast<std::int32_t>(rows.columnInt(kNodes));
        job.allocation = rows.columnText(kAllocation);
        const std::int64_t flags = rows.columnInt(kFlags);
        job.multiSite = (flags & kFlagMultiSite) != 0;
        job.preempted = (flags & kFlagPreempted) != 0;
        job.runTime = columnOptional(rows, kRunTime, kNoTime);
        job.estimate = columnOptional(rows, kEstimate, kNoTime);
        job.user = static_cast<std::int32_t>(columnOptional(rows, kUser, -1));
        job.sourceLine = columnOptional(rows, kSourceLine, -1);
        const auto segments = parseSegments(rows.columnText(kSegments));
        if (!segments) {
            throw StoreError(StoreError::Kind::Corrupt, "run store '" + path + "': run " + std::to_string(runId) +
                                                            ", job " + std::to_string(job.jobId) +
                                                            " has unreadable segments");
        }
        job.segments = *segments;
        // A kind this version does not know (a newer store) reads as unknown.
        if (const auto kind = startKindFromName(rows.columnText(kReason))) {
            job.reasonKnown = true;
            job.reason.kind = *kind;
            job.reason.relatedJob = static_cast<JobIndex>(columnOptional(rows, kReasonJob, kNoJob));
            job.reason.relatedTime = columnOptional(rows, kReasonTime, kNoTime);
            job.reason.relatedCount = static_cast<int>(columnOptional(rows, kReasonCount, -1));
        }
        jobs.push_back(std::move(job));
    }
    loadEnds(db, path, runId, jobs);
    loadSites(db, path, runId, jobs);
    loadClasses(db, path, runId, jobs);
    return jobs;
}

}  // namespace schedlab
