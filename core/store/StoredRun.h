#pragma once

#include "engine/TimeSample.h"
#include "model/Types.h"
#include "policies/ParameterSpec.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace schedlab {

// What a run simulated, complete enough to repeat it exactly. Two runs with
// equal descriptions give byte-identical schedules (the core is
// deterministic), which is what lets a sweep skip runs already stored.
struct RunDescription {
    std::string tracePath;                 // as given by the user
    std::string traceSha256;               // of the trace file's bytes
    std::int64_t traceJobCount = 0;        // jobs after loading, before transforms
    std::vector<std::string> transforms;   // canonical specs, in order
    std::string platformName;              // preset name, "single:N", or a file name
    std::string platformJson;              // PlatformJson::toJson of what ran
    std::string policy;                    // registry key, e.g. "easy"
    ParameterValues parameters;            // complete and normalised
    std::uint64_t seed = 0;
};

// The compact per-job result kept with a run: enough for the per-job
// difference view and for redrawing a Gantt chart.
struct StoredJob {
    std::int64_t jobId = 0;       // SWF job number
    Time submit = 0;
    Time start = kNoTime;         // kNoTime when the job never started
    Time end = kNoTime;
    std::int32_t nodes = 0;       // allocated width
    std::string allocation;       // NodeSet text, "0-3 8"
    bool multiSite = false;
    bool preempted = false;
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

    // Empty in the summaries RunStore::list() returns; filled by load().
    std::vector<StoredJob> jobs;
    std::vector<TimeSample> samples;

    // The value of a metric by key; NaN when the run does not have it.
    [[nodiscard]] double metric(const std::string& key) const;
};

}  // namespace schedlab
