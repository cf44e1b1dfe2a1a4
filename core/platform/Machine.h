#pragma once

#include <cstdint>
#include <string>

namespace schedlab {

// How a site orders the jobs a grid broker places on it (Wiriyaprasit 2004,
// sec. 3.3): one FIFO queue, or local jobs (those submitted at this site)
// strictly before remote ones, each FIFO, never preempting.
enum class LocalQueue : std::uint8_t { Single, LocalFirst };

// One parallel machine (a site): identical nodes, space-shared.
struct Machine {
    std::string name;
    int nodes = 0;
    // Relative speed: a job of run time p takes p / speed seconds here.
    // 1.0 is the speed the trace was recorded at.
    double speed = 1.0;
    // MB/s between the machine and the jobs' data: a job's input and output
    // (Job::inputMB, outputMB) take (in + out) / bandwidth seconds on its
    // nodes (Phosphorus D5.2, 2007: transfer delays count in a task's
    // delay). 0: data moves without cost, as in every SWF study.
    double bandwidthMBps = 0.0;
    // Scratch disk in GB (1 GB = 1024 MB) for the input data of the jobs
    // running on the machine: a job holds Job::inputMB of it while it runs
    // (Vanderster (2008), ch. 6: disk is the knapsack's second resource).
    // 0: no limit, as in every SWF study. Policies that do not plan disk
    // ignore it; the validator checks it.
    double diskGB = 0.0;
    // The site's local queue under a grid broker (grid-mct, grid-wmct);
    // other policies ignore it.
    LocalQueue queue = LocalQueue::Single;
    // The economic scheduling domain the machine belongs to (Yahyapour
    // (2002), ch. 6: one scheduler per domain answers requests with offers).
    // Empty: a domain of its own, named after the machine. Other policies
    // ignore it.
    std::string domain = {};
    // The machine's resource type under the guaranteed-service policy
    // qos-gsbe (Phosphorus D5.2, 2007, §3): "gs", "be", "gs-be-equal" or
    // "gs-be-priority". Empty: the policy's resource-types parameter
    // decides, gs-be-priority when that is empty too. Other policies ignore it.
    std::string qosType = {};

    friend bool operator==(const Machine&, const Machine&) = default;
};

}  // namespace schedlab
