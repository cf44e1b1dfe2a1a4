#include "validation/SegmentReplay.h"

#include "engine/DataTransfer.h"
#include "engine/ExecutionRate.h"
#include "engine/FaultDraw.h"
#include "engine/JobOutcome.h"
#include "platform/Platform.h"
#include "workload/DecimalSeconds.h"
#include "workload/Workload.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace schedlab {

namespace {

// What the job was started as: its own shape or one of its options.
struct StartedShape {
    int nodes = 0;
    Time runTime = 0;
    double faultProbability = 0;
    Recovery recovery = Recovery::None;
};

StartedShape startedShape(const Job& job, const JobOutcome& out)
{
    if (out.option >= 0 && std::size_t(out.option) < job.options.size()) {
        const JobOption& option = job.options[std::size_t(out.option)];
        return {option.nodes, option.runTime, option.faultProbability, option.recovery};
    }
    return {job.nodes, job.runTime, job.faultProbability, Recovery::None};
}

class Replay {
public:
    Replay(const Workload& workload, const Platform& platform, std::uint64_t faultSeed, JobIndex index,
           const JobOutcome& out)
        : m_workload(workload)
        , m_platform(platform)
        , m_seed(faultSeed)
        , m_index(index)
        , m_job(workload.jobs[index])
        , m_out(out)
        , m_shape(startedShape(m_job, out))
    {
    }

    std::vector<std::string> run(bool ranToEnd)
    {
        if (m_out.segments.empty() || !nodesValid())
            return std::move(m_problems);
        const NodeSet& first = m_out.segmentNodes(m_out.segments.front());
        const int copies = m_shape.recovery == Recovery::Replica ? 2 : 1;
        if (first.size() != m_shape.nodes * copies) {
            add("starts on " + std::to_string(first.size()) + " node(s) but its width is " +
                std::to_string(m_shape.nodes) + (copies > 1 ? " times 2 copies" : ""));
            return std::move(m_problems);
        }
        replay(first, copies, ranToEnd);
        return std::move(m_problems);
    }

private:
    void add(std::string message) { m_problems.push_back(std::move(message)); }
    [[nodiscard]] std::string seconds(Time ticks) const
    {
        return DecimalSeconds::format(ticks, m_workload.ticksPerSecond) + " s";
    }

    // Every segment within the platform and on one machine, except the
    // multi-site job's own, unmoved node set.
    bool nodesValid()
    {
        const NodeSet& first = m_out.segmentNodes(m_out.segments.front());
        for (std::size_t k = 0; k < m_out.segments.size(); ++k) {
            const NodeSet& nodes = m_out.segmentNodes(m_out.segments[k]);
            const auto& ranges = nodes.ranges();
            if (ranges.empty() || ranges.front().first < 0 || ranges.back().last >= m_platform.totalNodes()) {
                add("segment " + std::to_string(k) + " runs on nodes '" + nodes.toString() +
                    "', not within the platform");
                return false;
            }
            const bool spanning = m_platform.nodesPerMachine(nodes).size() > 1;
            if (spanning && !(m_out.multiSite && nodes == first)) {
                add("segment " + std::to_string(k) + " spans machines (nodes " + nodes.toString() +
                    ") but only a multi-site job's own nodes may");
            }
        }
        return true;
    }

    [[nodiscard]] double factorOn(const NodeSet& nodes, const NodeSet& first) const
    {
        return m_out.multiSite && nodes == first ? m_out.overheadFactor : 1.0;
    }

    [[nodiscard]] Time freshRequirement(const NodeSet& nodes, double factor, Time transfer) const
    {
        const double speed = SegmentReplay::slowestSpeed(m_platform, nodes);
        if (factor == 1.0 && speed == 1.0)
            return m_shape.runTime + transfer;
        return Time(std::ceil(double(m_shape.runTime) * factor / speed)) + transfer;
    }

    void replay(const NodeSet& first, int copies, bool ranToEnd)
    {
        const Time transfer = SegmentReplay::transferTime(m_platform, m_job, first, m_workload.ticksPerSecond);
        Time left = freshRequirement(first, factorOn(first, first), transfer);
        // Of the transfer and overheads paid before the work, what is not
        // done yet; a move to other nodes drops it (the engine's rule).
        Time overheadLeft = transfer;
        const std::optional<Time> fault = FaultDraw::offset(m_seed, m_index, m_shape.faultProbability, left);
        Time executedBeforeFault = 0;  // in the first execution, until its fault
        bool faultSeen = false;
        Time overheads = 0;
        Time executed = 0;
        ExecutionRate rate = ExecutionRate::of(first.size(), copies, SegmentReplay::slowestSpeed(m_platform, first),
                                               factorOn(first, first));
        for (std::size_t k = 0; k < m_out.segments.size(); ++k) {
            const Segment& segment = m_out.segments[k];
            const NodeSet& nodes = m_out.segmentNodes(segment);
            const std::string name = "segment " + std::to_string(k);
            if (k == 0 && segment.overhead != 0)
                add(name + " is the first but records an overhead of " + seconds(segment.overhead));
            if (k > 0) {
                const Segment& previous = m_out.segments[k - 1];
                const NodeSet& before = m_out.segmentNodes(previous);
                if (previous.faulted) {
                    if (!continueAfterFault(k, segment, previous, nodes, before, copies, left, transfer, first))
                        return;
                    if (m_shape.recovery == Recovery::Retry)
                        overheadLeft = transfer;
                } else if (nodes != before) {
                    // A move to another machine drops what was left of the
                    // transfer and overheads (the engine's rule).
                    if (DataTransfer::changesMachine(m_platform, before, nodes)) {
                        left -= overheadLeft;
                        overheadLeft = 0;
                    }
                    const ExecutionRate to = ExecutionRate::of(
                        nodes.size(), copies, SegmentReplay::slowestSpeed(m_platform, nodes), factorOn(nodes, first));
                    // Only the work changes with the rate (the engine's rule).
                    left = ExecutionRate::carryOver(left - overheadLeft, rate, to) + overheadLeft;
                }
                if (segment.overhead < 0)
                    add(name + " records a negative overhead");
                left += segment.overhead;
                overheadLeft += segment.overhead;
                overheads += segment.overhead;
            }
            rate = ExecutionRate::of(nodes.size(), copies, SegmentReplay::slowestSpeed(m_platform, nodes),
                                     factorOn(nodes, first));
            const Time length = segment.end - segment.start;
            const bool last = k + 1 == m_out.segments.size();
            if (segment.faulted) {
                checkFault(name, length, left, executedBeforeFault, fault, faultSeen);
                faultSeen = true;
            } else if (last && ranToEnd && length != left) {
                add(name + " runs " + seconds(length) + " but " + seconds(left) + " of work were left");
            } else if (length > left) {
                add(name + " runs " + seconds(length) + ", past the " + seconds(left) + " of work left");
            }
            if (!faultSeen)
                executedBeforeFault += length;
            left -= length;
            executed += length;
            overheadLeft = std::max<Time>(0, overheadLeft - length);
        }
        if (fault && !faultSeen && executedBeforeFault > *fault) {
            add("ran " + seconds(executedBeforeFault) + " without the fault the run's seed puts after " +
                seconds(*fault));
        }
        if (ranToEnd) {
            if (m_out.penalty != overheads) {
                add("records penalties of " + seconds(m_out.penalty) + " but its segments paid " + seconds(overheads));
            }
            if (m_out.requiredTime != executed) {
                add("records requiredTime " + seconds(m_out.requiredTime) + " but executed " + seconds(executed));
            }
        }
    }

    // After a fault: a retry starts over at once on the same nodes; a
    // replica continues at once on its first copy. False when the replay
    // cannot go on.
    bool continueAfterFault(std::size_t k, const Segment& segment, const Segment& previous, const NodeSet& nodes,
                            const NodeSet& before, int& copies, Time& left, Time transfer, const NodeSet& first)
    {
        const std::string name = "segment " + std::to_string(k);
        if (m_shape.recovery == Recovery::None) {
            add(name + " continues after a fault, but the job has no recovery");
            return false;
        }
        if (segment.start != previous.end)
            add(name + " starts at " + std::to_string(segment.start) + ", not at once at the fault");
        if (segment.overhead != 0)
            add(name + " follows a fault but records an overhead");
        if (m_shape.recovery == Recovery::Retry) {
            if (nodes != before)
                add(name + " retries on nodes " + nodes.toString() + ", not on its own " + before.toString());
            left = freshRequirement(nodes, factorOn(nodes, first), transfer);
            return true;
        }
        const NodeSet survivor = before.splitAt(before.size() / copies).first;
        if (copies != 2 || nodes != survivor) {
            add(name + " should continue on the first replica's nodes " + survivor.toString() + ", not " +
                nodes.toString());
        }
        copies = 1;  // the rate per copy is unchanged: `left` carries over as it is
        return true;
    }

    void checkFault(const std::string& name, Time length, Time left, Time executedBeforeFault,
                    const std::optional<Time>& fault, bool faultSeen)
    {
        if (faultSeen) {
            add(name + " meets a second fault; a job meets at most one");
        } else if (!fault) {
            add(name + " ends in a fault, but the run's seed gives this job none");
        } else if (executedBeforeFault + length != *fault) {
            add(name + " ends in a fault after " + seconds(executedBeforeFault + length) +
                " of execution; the run's seed puts it after " + seconds(*fault));
        }
        if (length >= left)
            add(name + " ends in a fault after its work was done");
    }

    const Workload& m_workload;
    const Platform& m_platform;
    std::uint64_t m_seed;
    JobIndex m_index;
    const Job& m_job;
    const JobOutcome& m_out;
    StartedShape m_shape;
    std::vector<std::string> m_problems;
};

}  // namespace

bool SegmentReplay::applies(const Job& job, const JobOutcome& outcome)
{
    const StartedShape shape = startedShape(job, outcome);
    if (shape.faultProbability > 0 || shape.recovery != Recovery::None)
        return true;
    return std::ranges::any_of(outcome.segments,
                               [](const Segment& s) { return !s.nodes.empty() || s.faulted; });
}

std::vector<std::string> SegmentReplay::problems(const Workload& workload, const Platform& platform,
                                                 std::uint64_t faultSeed, JobIndex index, const JobOutcome& outcome,
                                                 bool ranToEnd)
{
    return Replay(workload, platform, faultSeed, index, outcome).run(ranToEnd);
}

Time SegmentReplay::transferTime(const Platform& platform, const Job& job, const NodeSet& nodes,
                                 std::int64_t ticksPerSecond)
{
    const double megabytes = job.inputMB + job.outputMB;
    if (megabytes <= 0)
        return 0;
    double bandwidth = 0;
    for (const MachineShare& share : platform.nodesPerMachine(nodes)) {
        const double b = platform.machine(share.machine).bandwidthMBps;
        if (b > 0)
            bandwidth = bandwidth == 0 ? b : std::min(bandwidth, b);  // 0 is unlimited, never the bottleneck
    }
    if (bandwidth <= 0)
        return 0;
    return Time(std::ceil(megabytes / bandwidth * double(ticksPerSecond)));
}

double SegmentReplay::slowestSpeed(const Platform& platform, const NodeSet& nodes)
{
    double slowest = 0;
    for (const MachineShare& share : platform.nodesPerMachine(nodes)) {
        const double speed = platform.machine(share.machine).speed;
        slowest = slowest == 0 ? speed : std::min(slowest, speed);
    }
    return slowest;
}

}  // namespace schedlab
