#pragma once

#include "engine/JobOutcome.h"
#include "engine/StartReason.h"
#include "engine/TimeSample.h"
#include "model/Types.h"
#include "run/RunDescription.h"
#include "workload/Job.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace schedlab {

// The per-job result kept with a run: everything the workbench shows of a
// job, so that a stored run reopens as it ran (StoredRunConversion).
// Runs stored before schema version 4 lack the fields marked "v4"; they
// read back as unknown (kNoTime, -1, empty, reasonKnown false).
struct StoredJob {
    std::int64_t jobId = 0;       // SWF job number
    Time submit = 0;
    Time start = kNoTime;         // kNoTime when the job never started
    Time end = kNoTime;
    std::int32_t nodes = 0;       // allocated width
    std::string allocation;       // NodeSet text, "0-3 8"
    bool multiSite = false;
    bool preempted = false;
    Time runTime = kNoTime;       // v4: the job's run time as the (transformed) trace gave it
    Time estimate = kNoTime;      // v4: the user's estimate
    std::int32_t user = -1;       // v4: SWF user id, -1 unknown
    std::int64_t sourceLine = -1; // v4: line of the trace file, -1 unknown
    // v4: every stretch the job executed, when there was more than one (a
    // preempted job); empty means the single stretch [start, end).
    std::vector<Segment> segments;
    bool reasonKnown = false;     // v4
    StartReason reason;           // v4: relatedJob is a position in StoredRun::jobs
    EndState endState = EndState::Completed;           // v5
    Time deadline = kNoTime;                           // v5
    DeadlineKind deadlineKind = DeadlineKind::None;    // v5
    int option = JobOutcome::kOwnShape;                 // v5: the option it ran as
    MachineIndex originSite = kNoMachine;               // v6: the grid site it was submitted at
    ServiceClass serviceClass = ServiceClass::Unspecified;  // v7: guaranteed or best effort
    friend bool operator==(const StoredJob&, const StoredJob&) = default;
};

// One run as the store keeps it.
struct StoredRun {
    std::int64_t id = 0;          // store row id; 0 until stored
    std::string uuid;             // global identity, kept through export, import and merge
    std::string runKey;           // RunKey::of(description): equal for equal descriptions
    std::string name;             // user-editable; defaults to "policy · platform · trace"
    std::string notes;            // user annotation
    std::vector<std::string> tags;
    std::string group;            // sweep or study that stored it first; empty for single runs
    // Every sweep or study the run belongs to: `group` first (when it has
    // one), then the groups that asked for it later, by name. Storing a run
    // makes it a member of `group` and of each of these.
    std::vector<std::string> groups;

    RunDescription description;

    std::string schedlabVersion;  // SCHEDLAB_VERSION of the program that ran it
    std::string startedAt;        // ISO 8601 UTC, "2026-11-22T10:15:00Z"
    double durationSeconds = 0;   // wall time of the whole run

    // Every metric of metricDefinitions(), by key, in the definition's unit.
    std::vector<std::pair<std::string, double>> metrics;
    std::string metricsJson;      // MetricsCalculator::toJson, incl. per machine and per user
    std::int64_t ticksPerSecond = 1;  // v7: of every time of the run (its workload's tick)

    // Empty in the summaries RunStore::list() returns; filled by load().
    std::vector<StoredJob> jobs;
    std::vector<TimeSample> samples;

    // The value of a metric by key; NaN when the run does not have it.
    [[nodiscard]] double metric(const std::string& key) const;
};

}  // namespace schedlab
