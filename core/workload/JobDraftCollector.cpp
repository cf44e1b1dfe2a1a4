#include "workload/JobDraftCollector.h"

#include "workload/DecimalSeconds.h"

#include <algorithm>

namespace schedlab {

namespace {

constexpr std::int64_t kMaxMicros = LoadLimits::kMaxSeconds * DecimalSeconds::kMicrosPerSecond;
constexpr std::string_view kOptionsField = "options";

std::string fieldName(std::string_view name)
{
    return "field \"" + std::string(name) + "\"";
}

}  // namespace

std::string JobDraftCollector::estimateMissing() const
{
    return fieldName(m_names.estimate) + " is missing";
}

void JobDraftCollector::keep(NativeJobDraft draft, std::int64_t lineNumber)
{
    Job& job = draft.job;
    if (const auto earlier = m_idLines.find(job.id); earlier != m_idLines.end()) {
        m_report.note(LoadIssue::DuplicateJobId, lineNumber, [&] {
            return fieldName(m_names.id) + " is " + std::to_string(job.id) + ", the id of line " +
                   std::to_string(earlier->second);
        });
        return;
    }
    const bool outOfOrder = m_haveKept && job.submit < m_latestSubmit;
    const auto orderMessage = [&] {
        return fieldName(m_names.submit) + " is " + DecimalSeconds::formatMicros(job.submit) + ", earlier than " +
               DecimalSeconds::formatMicros(m_latestSubmit) + " on line " + std::to_string(m_latestSubmitLine);
    };
    if (outOfOrder && m_options.outOfOrder == LoadOptions::OutOfOrder::Skip) {
        m_report.note(LoadIssue::SubmitOutOfOrder, lineNumber, orderMessage);
        return;
    }
    if (!draft.estimateGiven && m_options.missingEstimate == LoadOptions::MissingEstimate::Skip) {
        m_report.note(LoadIssue::EstimateMissingSkipped, lineNumber, [&] { return estimateMissing(); });
        return;
    }

    if (outOfOrder) {
        m_report.note(LoadIssue::SubmitReordered, lineNumber, orderMessage);
        m_anyReordered = true;
    }
    noteEstimates(draft, lineNumber);
    if (!m_haveKept || job.submit > m_latestSubmit) {
        m_latestSubmit = job.submit;
        m_latestSubmitLine = lineNumber;
    }
    m_haveKept = true;
    m_idLines.emplace(job.id, lineNumber);
    m_maxDecimals = std::max(m_maxDecimals, draft.decimals);
    job.sourceLine = lineNumber;
    m_drafts.push_back(std::move(draft));
}

// Lowers estimates beyond LoadLimits (as SwfReader does) and says what is
// missing or overrun.
void JobDraftCollector::noteEstimates(NativeJobDraft& draft, std::int64_t lineNumber)
{
    Job& job = draft.job;
    const auto lowered = [&](const std::string& field, Time& estimate) {
        if (estimate <= kMaxMicros)
            return;
        m_report.note(LoadIssue::EstimateLowered, lineNumber, [&] {
            // Not the value itself: beyond 10^12 s it is only known to be huge.
            return fieldName(field) + " is above the limit of " + std::to_string(LoadLimits::kMaxSeconds) +
                   " s, lowered to it";
        });
        estimate = kMaxMicros;
    };
    if (draft.estimateGiven)
        lowered(std::string(m_names.estimate), job.estimate);
    for (std::size_t i = 0; i < job.options.size(); ++i)
        if (draft.optionEstimateGiven[i])
            lowered(std::string(kOptionsField) + "[" + std::to_string(i) + "]." + std::string(m_names.estimate),
                    job.options[i].estimate);
    if (!draft.estimateGiven) {
        m_report.note(LoadIssue::EstimateMissing, lineNumber, [&] { return estimateMissing(); });
    } else if (job.runTime > job.estimate) {
        m_report.note(LoadIssue::RunTimeExceedsEstimate, lineNumber, [&] {
            return fieldName(m_names.runTime) + " " + DecimalSeconds::formatMicros(job.runTime) + " exceeds " +
                   fieldName(m_names.estimate) + " " + DecimalSeconds::formatMicros(job.estimate);
        });
    }
}

void JobDraftCollector::finish(std::optional<native::Tick> fileTick)
{
    const native::Tick tick = fileTick ? *fileTick : *native::tickForDecimals(m_maxDecimals);
    const std::int64_t microsPerTick = DecimalSeconds::kMicrosPerSecond / tick.perSecond;
    m_workload.ticksPerSecond = tick.perSecond;
    m_workload.jobs.reserve(m_drafts.size());
    for (NativeJobDraft& draft : m_drafts) {
        toTicks(draft, microsPerTick);
        draft.job.record = swfRecordOf(draft, tick.perSecond);
        m_workload.jobs.push_back(std::move(draft.job));
    }
    m_drafts.clear();
    if (m_anyReordered) {
        // Stable: jobs submitted at the same instant keep file order.
        std::stable_sort(m_workload.jobs.begin(), m_workload.jobs.end(),
                         [](const Job& a, const Job& b) { return a.submit < b.submit; });
    }
    m_report.jobsLoaded = static_cast<std::int64_t>(m_workload.jobs.size());
}

// Exact: no kept time has more decimals than the tick resolves. A missing
// estimate becomes the run time, at least one tick, as in SWF.
void JobDraftCollector::toTicks(NativeJobDraft& draft, std::int64_t microsPerTick)
{
    Job& job = draft.job;
    job.submit /= microsPerTick;
    job.runTime /= microsPerTick;
    job.estimate = draft.estimateGiven ? job.estimate / microsPerTick : estimateFromRunTime(job.runTime);
    if (job.deadline != kNoTime)
        job.deadline /= microsPerTick;
    for (std::size_t i = 0; i < job.options.size(); ++i) {
        JobOption& option = job.options[i];
        option.runTime /= microsPerTick;
        option.estimate =
            draft.optionEstimateGiven[i] ? option.estimate / microsPerTick : estimateFromRunTime(option.runTime);
    }
}

// The SWF view of the job, so that SwfWriter can write it: whole seconds,
// submit rounded down, durations up (a 0.4 s job did run).
SwfRecord JobDraftCollector::swfRecordOf(const NativeJobDraft& draft, std::int64_t ticksPerSecond)
{
    const Job& job = draft.job;
    const auto up = [ticksPerSecond](Time ticks) { return (ticks + ticksPerSecond - 1) / ticksPerSecond; };
    SwfRecord r;
    r.jobNumber = job.id;
    r.submitTime = job.submit / ticksPerSecond;
    r.runTime = up(job.runTime);
    r.allocatedProcs = job.nodes;
    r.requestedProcs = job.nodes;
    r.requestedTime = draft.estimateGiven ? up(job.estimate) : -1;
    r.status = job.status;
    r.userId = job.user;
    r.groupId = job.group;
    r.queue = job.queue;
    r.partition = job.partition;
    return r;
}

}  // namespace schedlab
