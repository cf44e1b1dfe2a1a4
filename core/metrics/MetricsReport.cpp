#include "metrics/MetricsReport.h"

#include "model/Units.h"

namespace schedlab {

namespace {

using units::kPercent;
constexpr bool kLower = true;    // lower is better
constexpr bool kHigher = false;  // higher is better (or purely informational)
constexpr bool kWhole = true;    // integral
constexpr bool kQuiet = true;    // left out of tables while 0

using R = MetricsReport;

}  // namespace

const std::vector<MetricDefinition>& metricDefinitions()
{
    // Built once and never modified: safe to read from any thread.
    static const std::vector<MetricDefinition> list = {
        {"jobs", "Jobs", "", kHigher, [](const R& r) { return double(r.jobs); }, kWhole},
        {"art", "ART", "s", kLower, [](const R& r) { return r.art; }},
        {"awrt", "AWRT", "s", kLower, [](const R& r) { return r.awrt; }},
        {"awwt", "AWWT", "s", kLower, [](const R& r) { return r.awwt; }},
        {"meanWait", "Mean wait", "s", kLower, [](const R& r) { return r.meanWait; }},
        {"makespan", "Makespan", "s", kLower, [](const R& r) { return double(r.makespan); }, kWhole},
        {"makespanSpan", "Makespan - first submit", "s", kLower,
         [](const R& r) { return double(r.makespanSpan); }, kWhole},
        {"sumWeightedCompletion", "Sum of weighted completion times", "node-s^2", kLower,
         [](const R& r) { return r.sumWeightedCompletion; }},
        {"sumFlowTime", "Sum of flow times", "s", kLower, [](const R& r) { return r.sumFlowTime; }},
        {"sumWeightedFlowTime", "Weighted flow time", "node-s^2", kLower,
         [](const R& r) { return r.sumWeightedFlowTime; }},
        {"weightedResponsePerJob", "Weighted response per job", "node-s^2", kLower,
         [](const R& r) { return r.weightedResponsePerJob; }},
        {"utilization", "Utilization", "%", kHigher, [](const R& r) { return r.utilization * kPercent; }},
        {"meanSlowdown", "Mean slowdown", "", kLower, [](const R& r) { return r.meanSlowdown; }},
        {"meanBoundedSlowdown", "Mean bounded slowdown", "", kLower,
         [](const R& r) { return r.meanBoundedSlowdown; }},
        {"schedulerCpuSeconds", "Scheduler CPU time", "s", kLower,
         [](const R& r) { return r.schedulerCpuSeconds; }},
        {"backfilledJobs", "Backfilled jobs", "", kHigher, [](const R& r) { return double(r.backfilledJobs); },
         kWhole},
        {"preemptedJobs", "Preempted jobs", "", kLower, [](const R& r) { return double(r.preemptedJobs); },
         kWhole},
        {"multiSiteJobs", "Multi-site jobs", "", kLower, [](const R& r) { return double(r.multiSiteJobs); },
         kWhole},
        {"multiSiteWorkShare", "Multi-site work share", "%", kLower,
         [](const R& r) { return r.multiSiteWorkShare * kPercent; }},
        {"completedLateJobs", "Completed late", "", kLower,
         [](const R& r) { return double(r.completedLateJobs); }, kWhole, kQuiet},
        {"droppedJobs", "Dropped jobs", "", kLower, [](const R& r) { return double(r.droppedJobs); }, kWhole,
         kQuiet},
        {"rejectedJobs", "Rejected jobs", "", kLower, [](const R& r) { return double(r.rejectedJobs); }, kWhole,
         kQuiet},
        {"failedJobs", "Failed jobs", "", kLower, [](const R& r) { return double(r.failedJobs); }, kWhole, kQuiet},
        {"faultedJobs", "Jobs with a fault", "", kLower, [](const R& r) { return double(r.faultedJobs); }, kWhole,
         kQuiet},
        {"retryJobs", "Jobs run with retry", "", kHigher, [](const R& r) { return double(r.retryJobs); }, kWhole,
         kQuiet},
        {"replicaJobs", "Jobs run with a replica", "", kHigher, [](const R& r) { return double(r.replicaJobs); },
         kWhole, kQuiet},
        {"migratedJobs", "Migrated jobs", "", kLower, [](const R& r) { return double(r.migratedJobs); }, kWhole,
         kQuiet},
        {"transferTime", "Data transfer time", "s", kLower, [](const R& r) { return r.transferSeconds; }, false,
         kQuiet},
        {"deadlineMisses", "Deadline misses", "", kLower, [](const R& r) { return double(r.deadlineMisses); },
         kWhole, kQuiet},
        {"guaranteedMisses", "Guaranteed deadline misses", "", kLower,
         [](const R& r) { return double(r.guaranteedMisses); }, kWhole, kQuiet},
        {"withheldJobs", "Guaranteed tasks withheld", "", kLower, [](const R& r) { return double(r.withheldJobs); },
         kWhole, kQuiet},
        {"reappliedJobs", "Refused tasks re-applied", "", kLower,
         [](const R& r) { return double(r.reappliedJobs); }, kWhole, kQuiet},
        {"busyTimeStdDev", "Std. dev. of machine busy time", "s", kLower,
         [](const R& r) { return r.busyTimeStdDev; }, false, kQuiet},
        {"meanExcessTime", "Mean time past deadline", "s", kLower, [](const R& r) { return r.meanExcessTime; },
         false, kQuiet},
        {"siteResponseStdDev", "Std. dev. of site mean response", "s", kLower,
         [](const R& r) { return r.siteResponseStdDev; }, false, kQuiet},
        {"userResponseStdDev", "Std. dev. of user mean response", "s", kLower,
         [](const R& r) { return r.userResponseStdDev; }},
        {"valueDelayCorrelation", "Value-delay correlation", "", kLower,
         [](const R& r) { return r.valueDelayCorrelation; }, false, kQuiet},
        {"meanSpeedup", "Mean speedup against FCFS", "", kHigher, [](const R& r) { return r.meanSpeedup; }, false,
         kQuiet},
        {"valueSpeedupCorrelation", "Value-speedup correlation", "", kHigher,
         [](const R& r) { return r.valueSpeedupCorrelation; }, false, kQuiet},
        {"profitShare", "Profit earned", "%", kHigher, [](const R& r) { return r.profitShare * kPercent; }, false,
         kQuiet},
        {"e1", "E1 (sum of rate shortfalls)", "", kLower, [](const R& r) { return r.e1; }, false, kQuiet},
        {"e2", "E2 (served rate over capacity)", "", kHigher, [](const R& r) { return r.e2; }, false, kQuiet},
        {"e3", "E3 (mean relative lateness)", "", kLower, [](const R& r) { return r.e3; }, false, kQuiet},
        {"meanMiDelay", "Mean delay per MI", "s/MI", kLower, [](const R& r) { return r.meanMiDelay; }, false,
         kQuiet},
        {"miDelayUserStdDev", "Std. dev. of user delay per MI", "s/MI", kLower,
         [](const R& r) { return r.miDelayUserStdDev; }, false, kQuiet},
        {"delayStdDev", "Std. dev. of task delay", "s", kLower, [](const R& r) { return r.delayStdDev; }, false,
         kQuiet},
        {"excessTimeStdDev", "Std. dev. of time past deadline", "s", kLower,
         [](const R& r) { return r.excessTimeStdDev; }, false, kQuiet},
        {"waitP50", "Wait p50", "s", kLower, [](const R& r) { return r.wait.p50; }},
        {"waitP95", "Wait p95", "s", kLower, [](const R& r) { return r.wait.p95; }},
        {"waitP99", "Wait p99", "s", kLower, [](const R& r) { return r.wait.p99; }},
        {"responseP50", "Response p50", "s", kLower, [](const R& r) { return r.response.p50; }},
        {"responseP95", "Response p95", "s", kLower, [](const R& r) { return r.response.p95; }},
        {"responseP99", "Response p99", "s", kLower, [](const R& r) { return r.response.p99; }},
        {"bsldP50", "Bounded slowdown p50", "", kLower, [](const R& r) { return r.boundedSlowdown.p50; }},
        {"bsldP95", "Bounded slowdown p95", "", kLower, [](const R& r) { return r.boundedSlowdown.p95; }},
        {"bsldP99", "Bounded slowdown p99", "", kLower, [](const R& r) { return r.boundedSlowdown.p99; }},
    };
    return list;
}

}  // namespace schedlab
