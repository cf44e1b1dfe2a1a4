#pragma once

#include "workload/LoadOptions.h"
#include "workload/NativeJobParser.h"
#include "workload/NativeWorkloadFormat.h"
#include "workload/Workload.h"

#include <cstdint>
#include <optional>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace schedlab {

// The names a file gives the fields the collector's messages talk about:
// "submit" in the native format, "subtime" in Batsim's.
struct DraftFieldNames {
    std::string_view id;
    std::string_view submit;
    std::string_view estimate;
    std::string_view runTime;
};

// What a reader of a JSON workload does with a job once its fields are
// checked: unique ids, submission order and the LoadOptions, in SwfReader's
// order (every skip reason before any warning, so that a skipped job raises
// no warning), estimates lowered to LoadLimits and noted; then, with every
// job read, the tick and every time in it. Shared by the native and the
// Batsim readers so that both treat a job exactly alike. One instance per
// load.
class JobDraftCollector {
public:
    JobDraftCollector(const LoadOptions& options, DraftFieldNames names, Workload& workload)
        : m_options(options), m_names(names), m_workload(workload), m_report(workload.report)
    {
    }

    // `lineNumber`: where the job is in its file, for the report.
    void keep(NativeJobDraft draft, std::int64_t lineNumber);

    // `tick`: the file's own when it names one, else the coarsest that
    // holds every kept time exactly. Sets Workload::ticksPerSecond, moves
    // the jobs in (sorted by submit, stably, when any came out of order)
    // and LoadReport::jobsLoaded.
    void finish(std::optional<native::Tick> tick);

private:
    void noteEstimates(NativeJobDraft& draft, std::int64_t lineNumber);
    static void toTicks(NativeJobDraft& draft, std::int64_t microsPerTick);
    static SwfRecord swfRecordOf(const NativeJobDraft& draft, std::int64_t ticksPerSecond);
    [[nodiscard]] std::string estimateMissing() const;

    const LoadOptions& m_options;
    DraftFieldNames m_names;
    Workload& m_workload;
    LoadReport& m_report;
    std::vector<NativeJobDraft> m_drafts;
    std::unordered_map<std::int64_t, std::int64_t> m_idLines;  // id -> line of the job kept with it
    int m_maxDecimals = 0;
    bool m_haveKept = false;
    bool m_anyReordered = false;
    Time m_latestSubmit = 0;  // microseconds
    std::int64_t m_latestSubmitLine = 0;
};

}  // namespace schedlab
