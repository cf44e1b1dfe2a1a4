#pragma once

#include "engine/EndState.h"
#include "engine/StartReason.h"
#include "model/NodeSet.h"
#include "model/Types.h"

#include <vector>

namespace schedlab {

// One stretch of time a job spent executing. A job that was never preempted
// has exactly one segment. A job that moved (migrated to other nodes or
// another machine, resized, or shed a faulty replica) keeps where each
// segment ran; segmentNodes() resolves it.
struct Segment {
    Segment() = default;
    Segment(Time startTime, Time endTime) : start(startTime), end(endTime) {}

    Time start = 0;
    Time end = 0;
    // Where this segment ran; empty when on JobOutcome::nodes (always so for
    // a job that never moved, which keeps one allocation per job).
    NodeSet nodes;
    // Migration overhead paid at the start of this segment (e.g. moving the
    // job's input to the new machine), included in end - start.
    Time overhead = 0;
    // The execution in this segment ended in a fault (it may be retried).
    bool faulted = false;
    // The segment continued the job from a checkpoint (migrate), on any
    // nodes, rather than resuming it on nodes kept for it: in between the
    // job held no nodes.
    bool migrated = false;
    friend bool operator==(const Segment&, const Segment&) = default;
};

// What happened to one job in a simulation.
struct JobOutcome {
    Time start = kNoTime;       // first start s_i
    // Completion t_i, or when the job left otherwise (dropped, rejected,
    // failed); endState says which.
    Time end = kNoTime;
    EndState endState = EndState::Completed;
    // Execution time the job needed on the nodes it got: its run time scaled
    // by machine speed and any multi-site overhead, plus its data transfers
    // and preemption penalties.
    Time requiredTime = 0;
    Time penalty = 0;           // total preemption penalty included above
    Time transferTime = 0;      // moving its input and output data, included above
    double overheadFactor = 1.0;  // multi-site (1 + p); 1.0 otherwise
    MachineIndex machine = kNoMachine;  // kNoMachine when it spans machines
    // The option it ran as (Job::options); kOwnShape for the job's own width and length.
    static constexpr int kOwnShape = -1;
    int option = kOwnShape;
    bool multiSite = false;
    NodeSet nodes;              // platform-global node ids; of the last segment if it moved
    StartReason reason;
    std::vector<Segment> segments;

    [[nodiscard]] bool started() const { return start != kNoTime; }
    [[nodiscard]] bool finished() const { return end != kNoTime; }
    [[nodiscard]] bool preempted() const { return segments.size() > 1; }
    // The nodes `segment` (one of `segments`) ran on.
    [[nodiscard]] const NodeSet& segmentNodes(const Segment& segment) const
    {
        return segment.nodes.empty() ? nodes : segment.nodes;
    }
    // It ran its work to the end and counts in response-time metrics.
    [[nodiscard]] bool completed() const { return finished() && ranToEnd(endState); }
};

}  // namespace schedlab
