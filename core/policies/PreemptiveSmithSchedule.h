#pragma once

#include "model/Types.h"
#include "policies/FirstFitIndex.h"

#include <functional>
#include <queue>
#include <span>
#include <utility>
#include <vector>

namespace schedlab {

// The preemptive PSRS schedule (spec §4.5 step 2) of a list of jobs on an
// empty machine of `machineNodes` nodes, from time 0, on planned durations.
// Only its completion times are used: they place each job into a bin.
//
// - Small jobs (2 * nodes <= machineNodes) are list scheduled greedily in the
//   sense of Garey & Graham: whenever nodes are free, the first job of the
//   list that fits starts.
// - Wide jobs are taken one at a time in list order. A wide job that fits
//   when its turn in that first fit comes starts like any job. Once every
//   job ahead of it in the list has started, it waits at most
//   wideWait x its duration (rounded up to whole seconds) for enough free
//   nodes while small jobs behind it keep filling the machine; then it
//   preempts all running jobs and runs alone, and they resume afterwards
//   with their remaining time. Nothing starts while it runs alone.
class PreemptiveSmithSchedule {
public:
    struct Job {
        int nodes = 1;
        Time duration = 1;
    };

    // Completion time of each job of `jobs` (same positions).
    [[nodiscard]] static std::vector<Time> completionTimes(std::span<const Job> jobs,
                                                           int machineNodes, double wideWait);

private:
    using Running = std::pair<Time, std::size_t>;  // end, position: ties by list position

    PreemptiveSmithSchedule(std::span<const Job> jobs, int machineNodes, double wideWait);
    std::vector<Time> run();

    [[nodiscard]] bool isWide(std::size_t i) const { return 2 * m_jobs[i].nodes > m_machineNodes; }
    [[nodiscard]] bool widePending() const { return m_nextWide < m_wide.size() && !m_wideStarted; }
    void begin(std::size_t i, Time now);
    void startWhatFits(Time now);
    void preemptForWide(Time now);
    [[nodiscard]] Time nextEvent() const;
    void completeWide(std::size_t i, Time now);
    void processEventsAt(Time now);

    std::span<const Job> m_jobs;
    int m_machineNodes;
    double m_wideWait;
    int m_free;
    FirstFitIndex m_smallFit;         // small jobs not started yet, by list position
    std::vector<std::size_t> m_wide;  // positions of the wide jobs, in list order
    std::size_t m_nextWide = 0;       // the first wide job not completed
    bool m_wideStarted = false;
    Time m_wideDeadline = kForever;   // when the pending wide job preempts
    bool m_wideAlone = false;
    Time m_wideAloneEnd = 0;
    std::priority_queue<Running, std::vector<Running>, std::greater<>> m_running;
    std::vector<std::pair<std::size_t, Time>> m_suspended;  // position, remaining time
    std::vector<Time> m_completion;
    std::size_t m_done = 0;
};

}  // namespace schedlab
