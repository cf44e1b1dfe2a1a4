#include "validation/DiskUsage.h"

#include "engine/SimulationResult.h"
#include "generators/ModelParameters.h"
#include "platform/Platform.h"
#include "workload/Workload.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <tuple>

namespace schedlab {

namespace {

constexpr double kMBPerGB = 1024;
// Inputs that add up to exactly a disk in decimal (0.1 + 0.2 of 0.3 GB) fit.
constexpr double kSlack = 1e-9;
constexpr double kHundredths = 100;

struct Event {
    Time time;
    bool isStart;
    MachineIndex machine;
    JobIndex job;
};

// To the hundredth, as short as it reads back ("1200", "0.5").
std::string megabytes(double mb)
{
    return ModelParameters::number(std::round(mb * kHundredths) / kHundredths);
}

} // namespace

std::vector<std::string> DiskUsage::problems(const Workload& workload, const Platform& platform,
                                             const SimulationResult& result)
{
    const bool limited = std::ranges::any_of(platform.machines(), [](const Machine& m) { return m.diskGB > 0; });
    if (!limited || result.jobs.size() != workload.jobs.size())
        return {};
    std::vector<Event> events;
    for (std::size_t i = 0; i < workload.jobs.size(); ++i) {
        const JobOutcome& out = result.jobs[i];
        if (workload.jobs[i].diskMB(out.option) <= 0 || !out.started())
            continue;
        for (const Segment& segment : out.segments) {
            if (segment.end <= segment.start)
                continue;
            for (const MachineShare& share : platform.nodesPerMachine(out.segmentNodes(segment))) {
                if (platform.machine(share.machine).diskGB <= 0)
                    continue;
                events.push_back({segment.start, true, share.machine, JobIndex(i)});
                events.push_back({segment.end, false, share.machine, JobIndex(i)});
            }
        }
    }
    // Half-open segments: ends before starts at the same instant.
    std::ranges::sort(events, [](const Event& a, const Event& b) {
        return std::tuple(a.time, a.isStart, a.machine, a.job) < std::tuple(b.time, b.isStart, b.machine, b.job);
    });
    std::vector<double> used(std::size_t(platform.machineCount()), 0.0);
    std::vector<std::set<JobIndex>> holders(used.size());
    std::vector<bool> reported(used.size(), false);
    std::vector<std::string> out;
    for (const Event& event : events) {
        const std::size_t k = std::size_t(event.machine);
        const double held = workload.jobs[std::size_t(event.job)].diskMB(result.jobs[event.job].option);
        if (!event.isStart) {
            used[k] -= held;
            holders[k].erase(event.job);
            continue;
        }
        used[k] += held;
        holders[k].insert(event.job);
        const double disk = platform.machine(event.machine).diskGB * kMBPerGB;
        if (used[k] > disk * (1 + kSlack) && !reported[k]) {
            reported[k] = true;
            std::string jobs;
            for (const JobIndex job : holders[k])
                jobs += (jobs.empty() ? "job " : ", job ") + std::to_string(workload.jobs[std::size_t(job)].id);
            out.push_back("machine \"" + platform.machine(event.machine).name + "\": its disk holds "
                          + megabytes(used[k]) + " MB at " + std::to_string(event.time) + " (" + jobs
                          + "), more than its " + megabytes(platform.machine(event.machine).diskGB) + " GB");
        }
    }
    return out;
}

} // namespace schedlab
