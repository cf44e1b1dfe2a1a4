#include "validation/ScheduleValidator.h"

#include "engine/SimulationResult.h"
#include "platform/Platform.h"
#include "validation/EndStateRules.h"
#include "workload/DecimalSeconds.h"
#include "validation/DiskUsage.h"
#include "validation/NodeOccupancy.h"
#include "validation/SegmentReplay.h"
#include "workload/Workload.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <string>

namespace schedlab {

namespace {

// Nodes are space-shared: one executing job per node at any instant.
constexpr std::size_t kMaxRunningPerNode = 1;

std::string formatDouble(double value)
{
    constexpr std::size_t kEnoughForAnyDouble = 32;
    std::array<char, kEnoughForAnyDouble> buffer{};
    const auto result = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
    return {buffer.data(), result.ptr};
}

std::string rangeText(NodeId first, NodeId last)
{
    return first == last ? std::to_string(first) : std::to_string(first) + "-" + std::to_string(last);
}

// Counts every problem, keeps the first few messages.
class ProblemSink {
public:
    explicit ProblemSink(ValidationReport& report) : m_report(report) {}
    void add(std::string message)
    {
        ++m_report.problemCount;
        if (m_report.messages.size() < ValidationReport::kMaxMessages) {
            m_report.messages.push_back(std::move(message));
        }
    }

private:
    ValidationReport& m_report;
};

// One interval during which a job holds its nodes, for a sweep over time.
struct Interval {
    Time start = 0;
    Time end = 0;
    JobIndex job = kNoJob;
    const NodeSet* nodes = nullptr;  // where the job held nodes meanwhile
};

class Validator {
public:
    Validator(const Workload& workload, const Platform& platform, const SimulationResult& result,
              std::size_t residentPerNode, ValidationReport& report)
        : m_workload(workload), m_platform(platform), m_result(result), m_residentPerNode(residentPerNode),
          m_sink(report)
    {
    }

    void run()
    {
        if (m_result.jobs.size() != m_workload.jobs.size()) {
            m_sink.add("the result has " + std::to_string(m_result.jobs.size()) + " jobs but the workload has "
                       + std::to_string(m_workload.jobs.size()));
            return;
        }
        const std::vector<std::string> platformProblems = m_platform.problems();
        if (!platformProblems.empty()) {
            // Node placement cannot be judged against an impossible platform.
            for (const std::string& problem : platformProblems) {
                m_sink.add("platform: " + problem);
            }
            return;
        }
        for (std::size_t i = 0; i < m_workload.jobs.size(); ++i) {
            checkJob(JobIndex(i));
        }
        const std::size_t crowdedRunning = sweep(m_running, kMaxRunningPerNode);
        // Without preemption or moves every job is resident exactly while it
        // runs: the same intervals, and at most one job per node found above
        // means at most two are resident. The second sweep could only find
        // nothing, so it is skipped (it cost as much as the first).
        if (m_residentPerNode != Policy::kUnboundedResidents
            && (crowdedRunning > 0 || !sameIntervals(m_running, m_resident))) {
            (void)sweep(m_resident, m_residentPerNode);
        }
        for (std::string& problem : DiskUsage::problems(m_workload, m_platform, m_result))
            m_sink.add(std::move(problem));
    }

private:
    [[nodiscard]] std::string jobName(JobIndex job) const
    {
        return "job " + std::to_string(m_workload.jobs[job].id);
    }

    // The width and work the job ran with: its own, or those of the option
    // it was started as (`what` says which, for messages).
    struct Shape {
        int nodes = 0;
        Time runTime = 0;
        std::string what;
    };
    [[nodiscard]] static Shape shapeOf(const Job& job, const JobOutcome& out)
    {
        if (out.option == JobOutcome::kOwnShape || out.option < 0
            || std::size_t(out.option) >= job.options.size()) {
            return {job.nodes, job.runTime, {}};  // a bad option index is reported by checkOption
        }
        const JobOption& option = job.options[std::size_t(out.option)];
        return {option.nodes, option.runTime, " (option " + std::to_string(out.option) + ")"};
    }

    // An option that exists, on the machine it names.
    void checkOption(JobIndex index)
    {
        const Job& job = m_workload.jobs[index];
        const JobOutcome& out = m_result.jobs[index];
        if (out.option == JobOutcome::kOwnShape) {
            return;
        }
        if (out.option < 0 || std::size_t(out.option) >= job.options.size()) {
            m_sink.add(about(index) + "ran as option " + std::to_string(out.option) + " but offers "
                       + std::to_string(job.options.size()));
            return;
        }
        const JobOption& option = job.options[std::size_t(out.option)];
        // A job that migrated may end on another machine than it started on.
        const bool moved = std::ranges::any_of(out.segments, [](const Segment& s) { return !s.nodes.empty(); });
        if (option.machine != kNoMachine && !moved && (out.multiSite || out.machine != option.machine)) {
            m_sink.add(about(index) + "option " + std::to_string(out.option) + " runs on machine "
                       + std::to_string(option.machine) + " but the job ran on "
                       + (out.multiSite ? std::string("several machines") : "machine " + std::to_string(out.machine)));
        }
    }

    // A duration in seconds, with the fraction a finer tick has.
    [[nodiscard]] std::string seconds(Time ticks) const
    {
        return DecimalSeconds::format(ticks, m_workload.ticksPerSecond);
    }

    // The start of every message about one job: "job 1234: ".
    [[nodiscard]] std::string about(JobIndex job) const
    {
        return jobName(job) + ": ";
    }

    void checkJob(JobIndex index)
    {
        const Job& job = m_workload.jobs[index];
        const JobOutcome& out = m_result.jobs[index];
        for (const std::string& problem : EndStateRules::problems(job, out)) {
            m_sink.add(about(index) + problem);
        }
        if (out.finished() && !ranToEnd(out.endState)) {
            checkEarlyEnd(index);
            return;
        }
        if (!out.started() || !out.finished()) {
            // A cancelled run stops with jobs waiting or running: not a fault.
            if (!m_result.cancelled) {
                m_sink.add(out.started()
                               ? about(index) + "started at " + std::to_string(out.start) + " but never finished"
                               : about(index) + "never ran");
            }
            return;
        }
        if (out.start < job.submit) {
            m_sink.add(about(index) + "starts at " + std::to_string(out.start) + ", before its submission at "
                       + std::to_string(job.submit));
        }
        checkOption(index);
        if (SegmentReplay::applies(job, out)) {
            // It moved, or may meet a fault: replayed segment by segment.
            if (checkSegments(index, SegmentEnd::AtJobEnd) && replay(index, true)) {
                occupy(index);
            }
            return;
        }
        const bool segmentsOk = checkSegments(index, SegmentEnd::AtJobEnd);
        const bool nodesOk = checkNodes(index);
        if (segmentsOk && nodesOk) {
            checkExecutedTime(index);
            occupy(index);
        }
    }

    // A job that left before finishing its work (dropped, rejected, failed):
    // if it ran, it did so on valid nodes, after its submission, and for no
    // longer than its work needs.
    void checkEarlyEnd(JobIndex index)
    {
        const Job& job = m_workload.jobs[index];
        const JobOutcome& out = m_result.jobs[index];
        if (!out.started()) {
            if (!out.segments.empty()) {
                m_sink.add(about(index) + "never started but has " + std::to_string(out.segments.size())
                           + " execution segment(s)");
            }
            return;
        }
        if (out.start < job.submit) {
            m_sink.add(about(index) + "starts at " + std::to_string(out.start) + ", before its submission at "
                       + std::to_string(job.submit));
        }
        if (SegmentReplay::applies(job, out)) {
            if (checkSegments(index, SegmentEnd::ByJobEnd) && replay(index, false)) {
                occupy(index);
            }
            return;
        }
        if (!checkSegments(index, SegmentEnd::ByJobEnd) || !checkNodes(index)) {
            return;
        }
        Time executed = 0;
        for (const Segment& segment : out.segments) {
            executed += segment.end - segment.start;
        }
        if (executed >= out.requiredTime) {
            m_sink.add(about(index) + "is " + endStateName(out.endState) + " but executed " + std::to_string(executed)
                       + " s, all of the " + std::to_string(out.requiredTime) + " s it needed");
        }
        occupy(index);
    }

    bool replay(JobIndex index, bool ranToEnd)
    {
        const std::vector<std::string> problems = SegmentReplay::problems(m_workload, m_platform, m_result.faultSeed,
                                                                          index, m_result.jobs[index], ranToEnd);
        for (const std::string& problem : problems) {
            m_sink.add(about(index) + problem);
        }
        return problems.empty();
    }

    // A job is resident on a node set from the first segment there to the
    // last (or to its end): a preempted job keeps its nodes reserved until
    // it resumes, but not once it has moved elsewhere.
    void occupy(JobIndex index)
    {
        const JobOutcome& out = m_result.jobs[index];
        std::size_t groupStart = 0;
        for (std::size_t k = 0; k < out.segments.size(); ++k) {
            const Segment& segment = out.segments[k];
            const NodeSet& nodes = out.segmentNodes(segment);
            m_running.push_back({segment.start, segment.end, index, &nodes});
            // A job continued from a checkpoint held no nodes in between.
            const bool lastOnTheseNodes = k + 1 == out.segments.size()
                || out.segmentNodes(out.segments[k + 1]) != nodes || out.segments[k + 1].migrated;
            if (lastOnTheseNodes) {
                const Time from = groupStart == 0 ? out.start : out.segments[groupStart].start;
                const Time to = k + 1 == out.segments.size() ? out.end : segment.end;
                m_resident.push_back({from, to, index, &nodes});
                groupStart = k + 1;
            }
        }
    }

    // Whether the last segment must end with the job (it ran to its end, or
    // was stopped while running) or may end before (preempted, then dropped).
    enum class SegmentEnd { AtJobEnd, ByJobEnd };

    // Segments: present, each non-negative, ordered and disjoint, and
    // spanning from the job's start to its end.
    bool checkSegments(JobIndex index, SegmentEnd lastEnd)
    {
        const JobOutcome& out = m_result.jobs[index];
        if (out.segments.empty()) {
            m_sink.add(about(index) + "finished but has no execution segments");
            return false;
        }
        bool ok = true;
        for (std::size_t k = 0; k < out.segments.size(); ++k) {
            const Segment& segment = out.segments[k];
            if (segment.end < segment.start) {
                m_sink.add(about(index) + "segment " + std::to_string(k) + " ends at " + std::to_string(segment.end)
                           + ", before it starts at " + std::to_string(segment.start));
                ok = false;
            }
            if (k > 0 && segment.start < out.segments[k - 1].end) {
                m_sink.add(about(index) + "segment " + std::to_string(k) + " starts at " + std::to_string(segment.start)
                           + ", before segment " + std::to_string(k - 1) + " ends at "
                           + std::to_string(out.segments[k - 1].end));
                ok = false;
            }
        }
        if (out.segments.front().start != out.start) {
            m_sink.add(about(index) + "first segment starts at " + std::to_string(out.segments.front().start)
                       + ", not at the job's start " + std::to_string(out.start));
            ok = false;
        }
        const bool endOk = lastEnd == SegmentEnd::AtJobEnd ? out.segments.back().end == out.end
                                                            : out.segments.back().end <= out.end;
        if (!endOk) {
            m_sink.add(about(index) + "last segment ends at " + std::to_string(out.segments.back().end)
                       + ", not at the job's end " + std::to_string(out.end));
            ok = false;
        }
        return ok;
    }

    // Width, platform bounds, machine membership and the multi-site flag.
    bool checkNodes(JobIndex index)
    {
        const Job& job = m_workload.jobs[index];
        const JobOutcome& out = m_result.jobs[index];
        const int total = m_platform.totalNodes();
        const auto& ranges = out.nodes.ranges();
        const Shape shape = shapeOf(job, out);
        if (out.nodes.size() != shape.nodes) {
            m_sink.add(about(index) + "holds " + std::to_string(out.nodes.size()) + " node(s) (" + out.nodes.toString()
                       + ") but its width is " + std::to_string(shape.nodes) + shape.what);
        }
        if (!ranges.empty() && (ranges.front().first < 0 || ranges.back().last >= total)) {
            m_sink.add(about(index) + "nodes " + out.nodes.toString() + " are not all within the platform (nodes 0-"
                       + std::to_string(total - 1) + ")");
            return false;  // the sweeps only take nodes that exist
        }
        if (out.multiSite) {
            return true;
        }
        // One machine cannot be spanned (the nodes are within the platform,
        // checked above): skip building the shares for every job.
        const std::vector<MachineShare> shares =
            m_platform.machineCount() > 1 ? m_platform.nodesPerMachine(out.nodes) : std::vector<MachineShare>{};
        if (shares.size() > 1) {
            // Spanning machines already means leaving its own: one message.
            m_sink.add(about(index) + "runs on " + std::to_string(shares.size()) + " machines (nodes "
                       + out.nodes.toString() + ") but is not flagged multi-site");
            return true;
        }
        if (out.machine < 0 || out.machine >= m_platform.machineCount()) {
            m_sink.add(about(index) + "machine " + std::to_string(out.machine) + " does not exist (the platform has "
                       + std::to_string(m_platform.machineCount()) + " machines)");
            return true;
        }
        const Machine& machine = m_platform.machine(out.machine);
        const NodeId first = m_platform.firstNode(out.machine);
        const NodeId last = first + machine.nodes - 1;
        if (!ranges.empty() && (ranges.front().first < first || ranges.back().last > last)) {
            m_sink.add(about(index) + "nodes " + out.nodes.toString() + " are not all on its machine "
                       + std::to_string(out.machine) + " (\"" + machine.name + "\", nodes " + rangeText(first, last)
                       + ")");
        }
        return true;
    }

    // Executed time must be the run time scaled by the (slowest) machine's
    // speed and the multi-site overhead, rounded up to whole seconds, plus
    // the penalty; the recorded requiredTime must say the same. The rule is
    // recomputed here from the workload, never taken from the engine.
    void checkExecutedTime(JobIndex index)
    {
        const Job& job = m_workload.jobs[index];
        const JobOutcome& out = m_result.jobs[index];

        double speed = 0;
        if (out.multiSite) {
            bool first = true;
            for (const MachineShare& share : m_platform.nodesPerMachine(out.nodes)) {
                const double s = m_platform.machine(share.machine).speed;
                speed = first ? s : std::min(speed, s);
                first = false;
            }
        } else if (out.machine >= 0 && out.machine < m_platform.machineCount()) {
            speed = m_platform.machine(out.machine).speed;
        }
        if (speed <= 0) {
            return;  // no machine to measure against: reported by checkNodes
        }
        // Only a multi-site job pays the overhead; a single-site job is
        // measured at factor 1 whatever the outcome says.
        const double factor = out.multiSite ? out.overheadFactor : 1.0;
        if (!std::isfinite(factor) || factor < 1.0) {
            m_sink.add(about(index) + "multi-site overhead factor " + formatDouble(factor)
                       + " must be finite and >= 1");
            return;
        }
        if (out.penalty < 0) {
            m_sink.add(about(index) + "negative preemption penalty " + std::to_string(out.penalty));
            return;
        }
        if (out.penalty > 0 && !out.preempted()) {
            // The penalty is paid on resuming (spec 4.6 `s`): a job that ran
            // in one piece cannot owe one.
            m_sink.add(about(index) + "has a preemption penalty of " + std::to_string(out.penalty)
                       + " s but was never preempted");
            return;
        }
        const Shape shape = shapeOf(job, out);
        const Time scaled = Time(std::ceil(double(shape.runTime) * factor / speed));
        const Time transfer = transferTime(job, out.nodes);
        const Time required = scaled + transfer + out.penalty;
        Time executed = 0;
        for (const Segment& segment : out.segments) {
            executed += segment.end - segment.start;
        }
        if (executed == required && out.requiredTime == required && out.transferTime == transfer) {
            return;  // the common case: build no strings
        }
        const std::string rule = " (run time " + seconds(shape.runTime) + shape.what + " at speed " + formatDouble(speed)
            + ", overhead factor " + formatDouble(factor)
            + (transfer > 0 ? ", transfers " + seconds(transfer) + " s" : std::string()) + ", penalty "
            + std::to_string(out.penalty) + ")";
        if (out.transferTime != transfer) {
            m_sink.add(about(index) + "records transfers of " + std::to_string(out.transferTime) + " but "
                       + formatDouble(job.inputMB + job.outputMB) + " MB need " + std::to_string(transfer));
        }
        if (executed != required) {
            m_sink.add(about(index) + "executed " + seconds(executed) + " s but needs " + seconds(required) + " s"
                       + rule);
        }
        if (out.requiredTime != required) {
            m_sink.add(about(index) + "records requiredTime " + std::to_string(out.requiredTime) + " but needs "
                       + std::to_string(required) + rule);
        }
    }

    [[nodiscard]] Time transferTime(const Job& job, const NodeSet& nodes) const
    {
        return SegmentReplay::transferTime(m_platform, job, nodes, m_workload.ticksPerSecond);
    }

    [[nodiscard]] static bool sameIntervals(const std::vector<Interval>& a, const std::vector<Interval>& b)
    {
        return std::ranges::equal(a, b, [](const Interval& x, const Interval& y) {
            return x.start == y.start && x.end == y.end && x.job == y.job && x.nodes == y.nodes;
        });
    }

    // Sweeps the intervals in time order; at each start the job's nodes must
    // hold at most `limit` jobs. Intervals are half-open, so ends are
    // processed before starts at the same instant, and an empty interval
    // never meets anything.
    // Returns how many crowded node pieces it reported.
    std::size_t sweep(std::vector<Interval>& intervals, std::size_t limit)
    {
        struct Event {
            Time time;
            bool isStart;
            JobIndex job;
            const NodeSet* nodes;
        };
        std::vector<Event> events;
        events.reserve(2 * intervals.size());
        for (const Interval& interval : intervals) {
            if (interval.end > interval.start) {
                events.push_back({interval.start, true, interval.job, interval.nodes});
                events.push_back({interval.end, false, interval.job, interval.nodes});
            }
        }
        std::sort(events.begin(), events.end(), [](const Event& a, const Event& b) {
            if (a.time != b.time) {
                return a.time < b.time;
            }
            if (a.isStart != b.isStart) {
                return !a.isStart;
            }
            return a.job < b.job;
        });
        NodeOccupancy occupancy(m_platform.totalNodes());
        std::size_t crowded = 0;
        for (const Event& event : events) {
            if (!event.isStart) {
                occupancy.remove(event.job, *event.nodes);
                continue;
            }
            for (const NodeOccupancy::Crowding& crowd : occupancy.add(event.job, *event.nodes, limit)) {
                reportCrowding(event.job, event.time, crowd, limit);
                ++crowded;
            }
        }
        return crowded;
    }

    void reportCrowding(JobIndex job, Time time, const NodeOccupancy::Crowding& crowd, std::size_t limit)
    {
        std::string others;
        for (const JobIndex other : crowd.occupants) {
            if (other != job) {
                others += (others.empty() ? "" : ", ") + jobName(other);
            }
        }
        const std::string nodes = "node" + std::string(crowd.first == crowd.last ? " " : "s ")
            + rangeText(crowd.first, crowd.last);
        if (limit == kMaxRunningPerNode) {
            m_sink.add(jobName(job) + ": runs on " + nodes + " at " + std::to_string(time) + " while " + others
                       + " also runs there");
        } else {
            m_sink.add(jobName(job) + ": becomes resident on " + nodes + " at " + std::to_string(time) + " where "
                       + others + " are already resident (at most " + std::to_string(limit) + " jobs per node)");
        }
    }

    const Workload& m_workload;
    const Platform& m_platform;
    const SimulationResult& m_result;
    std::size_t m_residentPerNode;
    ProblemSink m_sink;
    std::vector<Interval> m_running;   // execution segments
    std::vector<Interval> m_resident;  // first start to final end
};

}  // namespace

std::string ValidationReport::toText() const
{
    if (ok()) {
        return "schedule valid";
    }
    std::string text = std::to_string(problemCount) + (problemCount == 1 ? " problem" : " problems") + ":\n";
    for (const std::string& message : messages) {
        text += "  " + message + "\n";
    }
    const std::int64_t hidden = problemCount - std::int64_t(messages.size());
    if (hidden > 0) {
        text += "  ... and " + std::to_string(hidden) + " more\n";
    }
    return text;
}

ValidationReport ScheduleValidator::validate(const Workload& workload, const Platform& platform,
                                             const SimulationResult& result, std::size_t residentPerNode)
{
    ValidationReport report;
    Validator(workload, platform, result, residentPerNode, report).run();
    return report;
}

}  // namespace schedlab
