#include "store/JobBlobCodec.h"

#include "store/AllocationPacking.h"
#include "store/JobFieldNames.h"
#include "store/JobRows.h"
#include "store/PackedReader.h"
#include "store/PackedWriter.h"
#include "store/ZlibBlock.h"

#include <algorithm>
#include <array>
#include <optional>
#include <stdexcept>

namespace schedlab {

namespace {

// The columns of format 1, in the order they follow one another. Never
// reorder: stored blobs depend on it; a new field needs a new format.
// Columns up to kFirstMatched are differences of numbers, which zlib's run
// length strategy packs as well as its match search in half the time (CTC:
// 1.07 MB to 0.53 MB either way); from kFirstMatched on, repeated sequences
// (node ranges, round estimates, a user's runs of jobs) are worth the
// search (0.95 MB to 0.37 MB instead of 0.54 MB).
enum Column : std::size_t {
    kPresence,     // which optional values the job has (the kHas bits)
    kJobId,        // - the previous job's id
    kSubmit,       // - the previous job's submit time
    kStart,        // - submit
    kEnd,          // - start (or submit when it never started)
    kNodes,
    kFlags,        // kMultiSite, kPreempted
    kRunTime,      // - (end - start), or as it is without both
    kSourceLine,   // - the previous trace line
    kReasonJob,    // - the previous related job
    kReasonTime,   // - the previous related time (a shadow time holds for many jobs)
    kReasonCount,
    kDeadline,     // - submit
    kOption,
    kOriginSite,
    kReasonKind,   // names: start reason kind ("" unknown), end state,
    kEndState,     // deadline kind, service class: each column a list of
    kDeadlineKind, // the names it uses, then an index into it per job
    kServiceClass,
    kAllocation,   // AllocationPacking, unless kAllocationAsText
    kFirstMatched = kAllocation,
    kAllocationText,  // text, as StoredJob keeps it, for the others
    kEstimate,
    kUser,
    kSegments,     // text, as JobRows::segmentsText writes it
    kColumnCount
};

// Presence bits: which optional values a job has.
constexpr std::uint64_t kHasStart = 1U << 0U;
constexpr std::uint64_t kHasEnd = 1U << 1U;
constexpr std::uint64_t kHasRunTime = 1U << 2U;
constexpr std::uint64_t kHasEstimate = 1U << 3U;
constexpr std::uint64_t kHasUser = 1U << 4U;
constexpr std::uint64_t kHasSourceLine = 1U << 5U;
constexpr std::uint64_t kHasReasonJob = 1U << 6U;
constexpr std::uint64_t kHasReasonTime = 1U << 7U;
constexpr std::uint64_t kHasReasonCount = 1U << 8U;
constexpr std::uint64_t kHasDeadline = 1U << 9U;
constexpr std::uint64_t kHasOption = 1U << 10U;
constexpr std::uint64_t kHasOriginSite = 1U << 11U;
constexpr std::uint64_t kAllocationAsText = 1U << 12U;
constexpr std::uint64_t kEveryPresence = (1U << 13U) - 1U;

// Flag bits.
constexpr std::uint64_t kMultiSite = 1;
constexpr std::uint64_t kPreempted = 2;
constexpr std::uint64_t kEveryFlag = kMultiSite | kPreempted;

// Differences of times that may be anything a file holds: wrapping, never
// overflowing (PackedWriter::putDelta wraps the same way).
std::int64_t wrappedDifference(std::int64_t a, std::int64_t b)
{
    return static_cast<std::int64_t>(static_cast<std::uint64_t>(a) - static_cast<std::uint64_t>(b));
}

std::int64_t runTimePrediction(const StoredJob& job)
{
    return job.start != kNoTime && job.end != kNoTime ? wrappedDifference(job.end, job.start) : 0;
}

// A column of names: each distinct name once, then one index per job. The
// name of a value is looked up once per value, not once per job.
class NameColumnWriter {
public:
    template <typename NameOf>
    void add(std::size_t key, NameOf nameOf)
    {
        if (key >= m_indexOfKey.size())
            m_indexOfKey.resize(key + 1);
        if (!m_indexOfKey[key]) {
            m_indexOfKey[key] = m_names.size();
            m_names.push_back(nameOf());
        }
        m_indices.putUnsigned(*m_indexOfKey[key]);
    }

    void writeTo(PackedWriter& column) const
    {
        column.putUnsigned(m_names.size());
        for (const std::string& name : m_names)
            column.putText(name);
        column.putBytes(m_indices.bytes());
    }

private:
    std::vector<std::optional<std::size_t>> m_indexOfKey;
    std::vector<std::string> m_names;
    PackedWriter m_indices;
};

// Reads a name column's names, each turned into a value once.
template <typename Value, typename FromName>
std::vector<Value> readNames(PackedReader& column, FromName fromName)
{
    const std::uint64_t count = column.getUnsigned();
    if (count > column.remaining())
        throw std::invalid_argument("a list of names is longer than its column");
    std::vector<Value> values;
    values.reserve(static_cast<std::size_t>(count));
    for (std::uint64_t i = 0; i < count; ++i)
        values.push_back(fromName(std::string(column.getText())));
    return values;
}

template <typename Value>
const Value& readIndexed(PackedReader& column, const std::vector<Value>& values)
{
    const std::uint64_t index = column.getUnsigned();
    if (index >= values.size())
        throw std::invalid_argument("a name index is out of range");
    return values[static_cast<std::size_t>(index)];
}

std::uint64_t presenceOf(const StoredJob& job)
{
    std::uint64_t presence = 0;
    const auto mark = [&presence](bool has, std::uint64_t bit) {
        if (has)
            presence |= bit;
    };
    mark(job.start != kNoTime, kHasStart);
    mark(job.end != kNoTime, kHasEnd);
    mark(job.runTime != kNoTime, kHasRunTime);
    mark(job.estimate != kNoTime, kHasEstimate);
    mark(job.user != -1, kHasUser);
    mark(job.sourceLine != -1, kHasSourceLine);
    // What a row of schema 4 to 7 kept of a reason it did not know: nothing.
    mark(job.reasonKnown && job.reason.relatedJob != kNoJob, kHasReasonJob);
    mark(job.reasonKnown && job.reason.relatedTime != kNoTime, kHasReasonTime);
    mark(job.reasonKnown && job.reason.relatedCount != -1, kHasReasonCount);
    mark(job.deadline != kNoTime, kHasDeadline);
    mark(job.option != JobOutcome::kOwnShape, kHasOption);
    mark(job.originSite != kNoMachine, kHasOriginSite);
    return presence;
}

}  // namespace

std::string JobBlobCodec::encode(const std::vector<StoredJob>& jobs)
{
    std::array<PackedWriter, kColumnCount> columns;
    NameColumnWriter reasonKinds;
    NameColumnWriter endStates;
    NameColumnWriter deadlineKinds;
    NameColumnWriter serviceClasses;
    std::int64_t previousJobId = 0;
    Time previousSubmit = 0;
    std::int64_t previousSourceLine = 0;
    std::int64_t previousReasonJob = 0;
    Time previousReasonTime = 0;
    for (std::size_t position = 0; position < jobs.size(); ++position) {
        const StoredJob& job = jobs[position];
        std::uint64_t presence = presenceOf(job);
        if (!AllocationPacking::pack(job.allocation, columns[kAllocation])) {
            presence |= kAllocationAsText;
            columns[kAllocationText].putText(job.allocation);
        }
        columns[kPresence].putUnsigned(presence);
        columns[kJobId].putDelta(job.jobId, previousJobId);
        columns[kSubmit].putDelta(job.submit, previousSubmit);
        previousJobId = job.jobId;
        previousSubmit = job.submit;
        if ((presence & kHasStart) != 0)
            columns[kStart].putDelta(job.start, job.submit);
        if ((presence & kHasEnd) != 0)
            columns[kEnd].putDelta(job.end, job.start != kNoTime ? job.start : job.submit);
        columns[kNodes].putSigned(job.nodes);
        columns[kFlags].putUnsigned((job.multiSite ? kMultiSite : 0) | (job.preempted ? kPreempted : 0));
        if ((presence & kHasRunTime) != 0)
            columns[kRunTime].putDelta(job.runTime, runTimePrediction(job));
        if ((presence & kHasEstimate) != 0)
            columns[kEstimate].putSigned(job.estimate);
        if ((presence & kHasUser) != 0)
            columns[kUser].putSigned(job.user);
        if ((presence & kHasSourceLine) != 0) {
            columns[kSourceLine].putDelta(job.sourceLine, previousSourceLine);
            previousSourceLine = job.sourceLine;
        }
        if ((presence & kHasReasonJob) != 0) {
            columns[kReasonJob].putDelta(job.reason.relatedJob, previousReasonJob);
            previousReasonJob = job.reason.relatedJob;
        }
        if ((presence & kHasReasonTime) != 0) {
            columns[kReasonTime].putDelta(job.reason.relatedTime, previousReasonTime);
            previousReasonTime = job.reason.relatedTime;
        }
        if ((presence & kHasReasonCount) != 0)
            columns[kReasonCount].putSigned(job.reason.relatedCount);
        if ((presence & kHasDeadline) != 0)
            columns[kDeadline].putDelta(job.deadline, job.submit);
        if ((presence & kHasOption) != 0)
            columns[kOption].putSigned(job.option);
        if ((presence & kHasOriginSite) != 0)
            columns[kOriginSite].putSigned(job.originSite);
        // Key 0 is "no reason known"; kinds follow from 1.
        const std::size_t reasonKey = job.reasonKnown ? static_cast<std::size_t>(job.reason.kind) + 1 : 0;
        reasonKinds.add(reasonKey, [&job] { return job.reasonKnown ? startKindName(job.reason.kind) : std::string(); });
        endStates.add(static_cast<std::size_t>(job.endState), [&job] { return endStateName(job.endState); });
        deadlineKinds.add(static_cast<std::size_t>(job.deadlineKind),
                          [&job] { return JobFieldNames::deadlineKindName(job.deadlineKind); });
        serviceClasses.add(static_cast<std::size_t>(job.serviceClass),
                           [&job] { return JobFieldNames::serviceClassName(job.serviceClass); });
        columns[kSegments].putText(job.segments.empty() ? std::string() : JobRows::segmentsText(job.segments));
    }
    reasonKinds.writeTo(columns[kReasonKind]);
    endStates.writeTo(columns[kEndState]);
    deadlineKinds.writeTo(columns[kDeadlineKind]);
    serviceClasses.writeTo(columns[kServiceClass]);

    PackedWriter header;
    header.putUnsigned(kColumnCount);
    for (const PackedWriter& column : columns)
        header.putUnsigned(column.size());
    std::array<std::string_view, kColumnCount + 1> pieces;
    pieces[0] = header.bytes();
    for (std::size_t column = 0; column < kColumnCount; ++column)
        pieces[column + 1] = columns[column].bytes();
    return ZlibBlock::compress(pieces, kFirstMatched + 1);
}

std::vector<StoredJob> JobBlobCodec::decode(std::string_view blob, std::int64_t jobCount)
{
    const std::string raw = ZlibBlock::decompress(blob);
    PackedReader header(raw);
    const std::uint64_t columnCount = header.getUnsigned();
    if (columnCount != kColumnCount) {
        throw std::invalid_argument("it has " + std::to_string(columnCount) + " columns instead of " +
                                    std::to_string(std::size_t {kColumnCount}));
    }
    std::array<std::uint64_t, kColumnCount> lengths {};
    for (std::uint64_t& length : lengths)
        length = header.getUnsigned();
    std::vector<PackedReader> columns;
    columns.reserve(kColumnCount);
    for (const std::uint64_t length : lengths)
        columns.emplace_back(header.getBytes(length));
    if (!header.atEnd())
        throw std::invalid_argument("it has bytes after its last column");
    // Every job takes at least one byte in each of these columns: a count
    // beyond that is damage, refused before reserving memory for it (a few
    // KB of zlib can claim megabytes of zeros).
    std::uint64_t leastLength = lengths[kAllocation] + lengths[kAllocationText];
    for (const Column column : {kPresence, kJobId, kSubmit, kNodes, kFlags, kReasonKind, kEndState,
                                kDeadlineKind, kServiceClass, kSegments})
        leastLength = std::min(leastLength, lengths[column]);
    if (jobCount < 0 || static_cast<std::uint64_t>(jobCount) > leastLength)
        throw std::invalid_argument("its job count " + std::to_string(jobCount) + " does not match its data");

    const auto reasonKinds = readNames<std::optional<StartKind>>(columns[kReasonKind], startKindFromName);
    // A state this version does not know (a newer store) reads as completed.
    const auto endStates = readNames<EndState>(
        columns[kEndState], [](const std::string& name) { return endStateFromName(name).value_or(EndState::Completed); });
    const auto deadlineKinds = readNames<DeadlineKind>(columns[kDeadlineKind], JobFieldNames::deadlineKindFromName);
    const auto serviceClasses = readNames<ServiceClass>(columns[kServiceClass], JobFieldNames::serviceClassFromName);

    std::vector<StoredJob> jobs(static_cast<std::size_t>(jobCount));
    std::int64_t previousJobId = 0;
    Time previousSubmit = 0;
    std::int64_t previousSourceLine = 0;
    std::int64_t previousReasonJob = 0;
    Time previousReasonTime = 0;
    for (std::size_t position = 0; position < jobs.size(); ++position) {
        StoredJob& job = jobs[position];
        const std::uint64_t presence = columns[kPresence].getUnsigned();
        if ((presence & ~kEveryPresence) != 0)
            throw std::invalid_argument("job position " + std::to_string(position) + " has unknown presence bits");
        job.jobId = previousJobId = columns[kJobId].getDelta(previousJobId);
        job.submit = previousSubmit = columns[kSubmit].getDelta(previousSubmit);
        if ((presence & kHasStart) != 0)
            job.start = columns[kStart].getDelta(job.submit);
        if ((presence & kHasEnd) != 0)
            job.end = columns[kEnd].getDelta(job.start != kNoTime ? job.start : job.submit);
        job.nodes = static_cast<std::int32_t>(columns[kNodes].getSigned());
        const std::uint64_t flags = columns[kFlags].getUnsigned();
        if ((flags & ~kEveryFlag) != 0)
            throw std::invalid_argument("job position " + std::to_string(position) + " has unknown flags");
        job.multiSite = (flags & kMultiSite) != 0;
        job.preempted = (flags & kPreempted) != 0;
        if ((presence & kHasRunTime) != 0)
            job.runTime = columns[kRunTime].getDelta(runTimePrediction(job));
        if ((presence & kHasEstimate) != 0)
            job.estimate = columns[kEstimate].getSigned();
        if ((presence & kHasUser) != 0)
            job.user = static_cast<std::int32_t>(columns[kUser].getSigned());
        if ((presence & kHasSourceLine) != 0)
            job.sourceLine = previousSourceLine = columns[kSourceLine].getDelta(previousSourceLine);
        const std::optional<StartKind>& reasonKind = readIndexed(columns[kReasonKind], reasonKinds);
        if (reasonKind) {
            job.reasonKnown = true;
            job.reason.kind = *reasonKind;
        }
        if ((presence & kHasReasonJob) != 0) {
            previousReasonJob = columns[kReasonJob].getDelta(previousReasonJob);
            job.reason.relatedJob = static_cast<JobIndex>(previousReasonJob);
        }
        if ((presence & kHasReasonTime) != 0)
            job.reason.relatedTime = previousReasonTime = columns[kReasonTime].getDelta(previousReasonTime);
        if ((presence & kHasReasonCount) != 0)
            job.reason.relatedCount = static_cast<int>(columns[kReasonCount].getSigned());
        if (!job.reasonKnown)
            job.reason = StartReason();  // as a row of schema 4 to 7 read back
        if ((presence & kHasDeadline) != 0)
            job.deadline = columns[kDeadline].getDelta(job.submit);
        if ((presence & kHasOption) != 0)
            job.option = static_cast<int>(columns[kOption].getSigned());
        if ((presence & kHasOriginSite) != 0)
            job.originSite = static_cast<MachineIndex>(columns[kOriginSite].getSigned());
        job.endState = readIndexed(columns[kEndState], endStates);
        job.deadlineKind = readIndexed(columns[kDeadlineKind], deadlineKinds);
        job.serviceClass = readIndexed(columns[kServiceClass], serviceClasses);
        if ((presence & kAllocationAsText) != 0)
            job.allocation = columns[kAllocationText].getText();
        else
            AllocationPacking::unpack(columns[kAllocation], job.allocation);
        const std::string_view segments = columns[kSegments].getText();
        if (!segments.empty()) {
            auto parsed = JobRows::parseSegments(std::string(segments));
            if (!parsed)
                throw std::invalid_argument("job " + std::to_string(job.jobId) + " has unreadable segments");
            job.segments = std::move(*parsed);
        }
    }
    for (const PackedReader& column : columns) {
        if (!column.atEnd())
            throw std::invalid_argument("it holds more than " + std::to_string(jobCount) + " jobs");
    }
    return jobs;
}

}  // namespace schedlab
