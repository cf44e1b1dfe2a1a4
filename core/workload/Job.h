#pragma once

#include "model/Types.h"

#include <algorithm>
#include <cstdint>
#include <span>
#include <vector>

namespace schedlab {

// The 18 fields of one Standard Workload Format record, as written in the
// file. -1 means "unknown", exactly as in SWF; nothing here is interpreted.
struct SwfRecord {
    std::int64_t jobNumber = -1;        // 1
    std::int64_t submitTime = -1;       // 2
    std::int64_t waitTime = -1;         // 3
    std::int64_t runTime = -1;          // 4
    std::int64_t allocatedProcs = -1;   // 5
    double averageCpuTime = -1;         // 6 (may be fractional)
    double usedMemory = -1;             // 7 (may be fractional)
    std::int64_t requestedProcs = -1;   // 8
    std::int64_t requestedTime = -1;    // 9
    double requestedMemory = -1;        // 10
    std::int64_t status = -1;           // 11
    std::int64_t userId = -1;           // 12
    std::int64_t groupId = -1;          // 13
    std::int64_t executable = -1;       // 14
    std::int64_t queue = -1;            // 15
    std::int64_t partition = -1;        // 16
    std::int64_t precedingJob = -1;     // 17
    std::int64_t thinkTime = -1;        // 18
};

// How firmly a deadline holds. Soft: a miss is recorded and the job still
// runs to its end ("non-critical"). Hard: the job is dropped when it has not
// finished by then ("critical", Phosphorus D5.2, 2007, sec. 2).
enum class DeadlineKind : std::uint8_t { None, Soft, Hard };

// The service a job's owner bought (Phosphorus D5.2, 2007, sec. 3):
// guaranteed service (GS) or best effort (BE).
enum class ServiceClass : std::uint8_t { Unspecified, Guaranteed, BestEffort };

// How a job survives a fault (Vanderster 2008, ch. 7, Table 7.1). Without
// recovery the job fails at the fault. Retry restarts it at once on the same
// nodes, from the beginning. Replica runs two copies side by side on twice
// the nodes; the faulty copy frees its nodes at the fault and the other ends
// on time.
enum class Recovery : std::uint8_t { None, Retry, Replica };

// One way a job can run, from which a policy picks at the start (Vanderster
// 2008, ch. 4: a task offers several (cluster, width, length) options).
struct JobOption {
    MachineIndex machine = kNoMachine;  // kNoMachine: any machine
    std::int32_t nodes = 1;
    Time runTime = 0;                   // work on a speed-1 machine, as Job::runTime
    Time estimate = 0;                  // > 0
    double diskMB = 0;                  // scratch disk it needs on the machine
    double value = -1;                  // credit if it completes this way; < 0: the job's
    // Chance of one fault while running this way (Vanderster 2008, ch. 7:
    // f_ij per task and cluster), and how it would be survived.
    double faultProbability = 0;
    Recovery recovery = Recovery::None;
    friend bool operator==(const JobOption&, const JobOption&) = default;
};

// The scratch disk a job holds on its machine while it runs as option
// `option` (-1: its own shape): that option's diskMB (Vanderster 2008, ch. 6:
// d_ij), and never less than the input, which is kept there.
[[nodiscard]] inline double diskNeedMB(double inputMB, std::span<const JobOption> options, int option)
{
    return option < 0 ? inputMB : std::max(inputMB, options[std::size_t(option)].diskMB);
}

// One job as the simulator sees it: the interpreted, validated view of a
// record. Every field a policy may use is always valid (> 0 where it says so).
struct Job {
    std::int64_t id = -1;      // SWF job number, shown to users
    Time submit = 0;           // release time r_i, seconds on the trace clock
    // Actual execution time p_i (>= 0) on a machine of speed 1: the job's
    // work. On a machine of speed v it runs runTime / v. With speeds in MIPS
    // this is the work in MI (Wiriyaprasit 2004; Phosphorus D5.2, 2007).
    Time runTime = 0;
    Time estimate = 0;         // user estimate e_i (> 0); see LoadOptions for unknowns
    std::int32_t nodes = 1;    // width m_i (> 0)
    std::int32_t user = -1;
    std::int32_t group = -1;
    std::int32_t queue = -1;
    std::int32_t partition = -1;
    std::int32_t status = -1;

    // Attributes of the grid, QoS and utility models (Wiriyaprasit 2004;
    // Phosphorus D5.2, 2007; Vanderster 2008). SWF has none of them; the
    // native workload format carries them all. "Not set" is kNoMachine,
    // kNoTime, a negative number or an empty list.
    MachineIndex originSite = kNoMachine;   // the site the job was submitted at
    Time deadline = kNoTime;                // absolute, on the trace clock
    DeadlineKind deadlineKind = DeadlineKind::None;
    ServiceClass serviceClass = ServiceClass::Unspecified;
    double value = -1;                      // credit the owner pays on completion
    double share = -1;                      // the owner's weight in fair sharing (> 0)
    double inputMB = 0;                     // data moved to the machine before the start
    double outputMB = 0;                    // data moved back after the end
    double faultProbability = 0;            // of one fault when run in its own shape (no recovery)
    // Ways the job offers to run; empty: the one way above (nodes, runTime).
    std::vector<JobOption> options;

    // The record this job came from, for writing SWF back out unchanged, and
    // its line in the source file for messages that point at the input.
    SwfRecord record;
    std::int64_t sourceLine = -1;

    // Set by overrun:kill on the jobs whose run time it cut to their
    // estimate. The record then says the job ran exactly its estimate, so
    // without this flag nothing downstream (jobs.csv, the GUI) could tell a
    // job killed at its walltime from one that happened to end right at it.
    bool killedAtEstimate = false;

    // Texts of the Batsim workload the job came from, as indexes into
    // Workload::labels (-1: none): its profile's name and its "metadata",
    // written back to Batsim workloads and jobs.csv.
    std::int32_t profileLabel = -1;
    std::int32_t metadataLabel = -1;
    // False for jobs outside the evaluation window (evaluate:skip:HEAD:TAIL):
    // simulated like any other, left out of the metrics.
    bool evaluated = true;

    [[nodiscard]] double diskMB(int option) const { return diskNeedMB(inputMB, options, option); }

    // Resource consumption, the weight of AWRT / AWWT (spec section 1).
    [[nodiscard]] double weight() const { return double(nodes) * double(runTime); }

    // Moves the job `shift` ticks on the trace clock: its submission, the
    // record's (SwfWriter writes it back) and its absolute deadline, so that
    // the relative deadline stays (rebase, scale-interarrival).
    void shiftSubmit(Time shift)
    {
        submit += shift;
        record.submitTime += shift;
        if (deadline != kNoTime)
            deadline += shift;
    }
};

// Job::estimate must be > 0. A record without a usable requested time gets
// its run time as estimate (LoadOptions::MissingEstimate::UseRunTime), and a
// job that ran 0 s then needs this floor.
inline constexpr Time kMinEstimate = 1;
[[nodiscard]] inline Time estimateFromRunTime(Time runTime) { return std::max(runTime, kMinEstimate); }

// Whether a job's estimate is still the one a reader made up for a source
// that gave none (SWF's -1, a native or Batsim job without one): writers
// then leave it out, so the file says what the source said and reads back
// the same.
[[nodiscard]] inline bool estimateStillUnknown(const Job& job)
{
    return job.record.requestedTime <= 0 && job.estimate == estimateFromRunTime(job.runTime);
}

}  // namespace schedlab
