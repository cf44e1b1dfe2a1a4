#pragma once

#include "model/Types.h"

#include "workload/Job.h"

#include <cstdint>
#include <string>
#include <vector>

namespace schedlab {

// Mean and exact percentiles of one per-job quantity.
struct Distribution {
    double mean = 0;
    double p50 = 0;
    double p90 = 0;
    double p95 = 0;
    double p99 = 0;
    double max = 0;
};

struct MachineMetrics {
    std::string name;
    std::int64_t jobs = 0;        // jobs that ran (partly) on this machine
    double work = 0;              // node-seconds executed here (a multi-site job: its nodes here)
    double utilization = 0;
    double awrt = 0;
    double awwt = 0;
    std::int64_t multiSiteJobs = 0;
};

struct UserMetrics {
    std::int32_t user = -1;
    std::int64_t jobs = 0;
    double work = 0;              // node-seconds executed, as for machines
    double awrt = 0;
    double meanWait = 0;
    double meanBoundedSlowdown = 0;
    double meanResponse = 0;
    // Every job of the user that ended, however (`jobs` counts those run to
    // their end), and of those the deadline misses, the rejected and the
    // withheld ones: Phosphorus D5.2 (2007), §3.3's per-user percentages.
    std::int64_t ended = 0;
    std::int64_t deadlineMisses = 0;
    std::int64_t rejected = 0;
    std::int64_t withheld = 0;
    // The service class of the user's jobs when they all share one.
    ServiceClass serviceClass = ServiceClass::Unspecified;
    // Mean delay per MI of the user's executed tasks with a deadline (§2.3);
    // -1 when it has none.
    double miDelay = -1;
};

// Jobs by the site they were submitted at (Job::originSite), for the grid
// studies' per-site figures (Wiriyaprasit 2004, sec. 5).
struct SiteMetrics {
    std::int32_t site = -1;
    std::string name;             // the machine's name; empty if the platform lacks it
    std::int64_t jobs = 0;
    double meanResponse = 0;      // mean completion time from submission
    double awrt = 0;
    double meanWait = 0;
};

// The metrics of Yahyapour (2002), §3.1 for one simulation. Times in seconds.
struct MetricsReport {
    std::int64_t jobs = 0;               // evaluated (completed) jobs
    double art = 0;                      // average response (flow) time
    double awrt = 0;                     // average weighted response time, w = m*p
    double awwt = 0;                     // average weighted wait time
    double meanWait = 0;
    Time makespan = 0;                   // max t_i
    Time makespanSpan = 0;               // max t_i - min r_i
    double sumWeightedCompletion = 0;    // sum w_i t_i
    double sumFlowTime = 0;              // sum (t_i - r_i)
    double sumWeightedFlowTime = 0;      // sum w_i (t_i - r_i), the weighted flow time of Yahyapour (2002), §4.1
    // sum w_i (t_i - r_i) / n: the "weighted case" rows of Yahyapour (2002),
    // Tables 2.4-2.7, which divide by the number of jobs, not by the weights
    double weightedResponsePerJob = 0;
    double utilization = 0;              // busy node-s / (m * (makespan - first submit))
    double meanSlowdown = 0;
    double meanBoundedSlowdown = 0;      // tau = 10 s
    double schedulerCpuSeconds = 0;
    std::int64_t backfilledJobs = 0;
    std::int64_t preemptedJobs = 0;
    std::int64_t multiSiteJobs = 0;
    double multiSiteWorkShare = 0;       // share of executed node-seconds in multi-site jobs (0..1)
    // How jobs ended besides completing (engine/EndState.h). `jobs` above
    // counts those that ran to their end, late ones included.
    std::int64_t completedLateJobs = 0;  // soft deadline missed
    std::int64_t droppedJobs = 0;
    std::int64_t rejectedJobs = 0;
    std::int64_t failedJobs = 0;
    // Jobs that met a fault, whether they failed or recovered (Vanderster
    // 2008, ch. 7: % of tasks faulted), and jobs that continued on other
    // nodes, another machine or width after a checkpoint (ch. 4-6).
    std::int64_t faultedJobs = 0;
    // Jobs that ran in an option with retry or with a replica (ch. 7: the
    // mix of fault-tolerance techniques a policy chose).
    std::int64_t retryJobs = 0;
    std::int64_t replicaJobs = 0;
    std::int64_t migratedJobs = 0;
    // Time spent moving data: every job's first transfer of its input and
    // output, and the overhead of each move to other nodes after a
    // checkpoint, which a utility allocation pays to move the input again
    // (Vanderster 2008, ch. 6: total transfer time); a transfer cut short
    // by a move counts as far as it got. Seconds.
    double transferSeconds = 0;
    // Jobs with a deadline that did not complete by it: completed late, or
    // dropped (Phosphorus D5.2, 2007, sec. 4: deadline misses).
    std::int64_t deadlineMisses = 0;
    // Of these, the misses of guaranteed-service tasks, and the guaranteed
    // tasks a leaky bucket held back before they were sent (Phosphorus
    // D5.2, 2007, §3.3: GS deadline misses, backlogged GS tasks).
    std::int64_t guaranteedMisses = 0;
    std::int64_t withheldJobs = 0;
    // Tasks refused as infeasible that re-applied and ran later (§2.1's
    // baselines, qos-meta's refused = reapply).
    std::int64_t reappliedJobs = 0;
    // The spread of the resources' busy time (executed node-seconds per
    // node): how evenly a policy uses the machines (§3.3).
    double busyTimeStdDev = 0;
    // Mean time past the deadline of the jobs that completed late, D^c - D
    // (Phosphorus D5.2, 2007, eq. 17); 0 when none did.
    double meanExcessTime = 0;
    // Fairness across origin sites and across users: the standard deviation
    // of their mean response times (Wiriyaprasit 2004, sec. 5; Phosphorus
    // D5.2, 2007, sec. 4). 0 with fewer than two sites (users) with jobs.
    double siteResponseStdDev = 0;
    double userResponseStdDev = 0;
    // How the schedule treats tasks by their credit (Vanderster 2008,
    // ValueMetrics): the Pearson correlation of credit with startup delay
    // (eq. 4.12; -1 ideal) and the share of the credit earned (ch. 7). Both
    // 0 for workloads without credits.
    double valueDelayCorrelation = 0;
    double profitShare = 0;
    // Against the same workload under FCFS (sec. 4.4, paired runs; the run
    // pipeline's SpeedupReference): the mean speedup F_i / R_i and its
    // Pearson correlation with credit (eq. 4.12; positive when valuable
    // tasks gain most). Both 0 for workloads without credits.
    double meanSpeedup = 0;
    double valueSpeedupCorrelation = 0;
    // The rate metrics of Phosphorus D5.2 (2007), §2.1.10 (eq. 13), and the
    // per-MI delay of §2.3 with its spread across users, over the jobs with
    // a deadline (DeadlineRateMetrics); all 0 for workloads without any.
    double e1 = 0;
    double e2 = 0;
    double e3 = 0;
    double meanMiDelay = 0;         // s per MI
    double miDelayUserStdDev = 0;   // s per MI
    double delayStdDev = 0;         // of the task delay, executed tasks with a deadline
    double excessTimeStdDev = 0;    // of D^c - D over the tasks that completed late
    Distribution wait;
    Distribution response;
    Distribution boundedSlowdown;
    std::vector<MachineMetrics> perMachine;
    std::vector<UserMetrics> perUser;    // sorted by user id; every user with a job that ended
    std::vector<SiteMetrics> perSite;    // by origin site; empty when no job has one
};

// A metric by key, for tables, comparisons and JSON: the one list every view
// iterates so that a new metric appears everywhere at once.
struct MetricDefinition {
    std::string key;        // "awrt"
    std::string label;      // "AWRT"
    std::string unit;       // "s", "%", ""
    bool lowerIsBetter = true;
    // Returns the metric in `unit` (a share is given in percent when the
    // unit is "%", although MetricsReport stores it as a fraction).
    double (*value)(const MetricsReport&) = nullptr;
    bool integral = false;  // a count or a time in whole seconds: print without decimals
    // Something most runs never have (dropped jobs, deadline misses): tables
    // for people leave it out while it is 0; JSON and the store keep it.
    bool quietWhenZero = false;
    [[nodiscard]] bool shownFor(const MetricsReport& report) const
    {
        return !quietWhenZero || value(report) != 0.0;
    }
};

[[nodiscard]] const std::vector<MetricDefinition>& metricDefinitions();

}  // namespace schedlab
