#pragma once

#include "reproduction/Measurement.h"

#include <map>
#include <span>
#include <string>

namespace schedlab {

struct StoredRun;
struct Workload;

// SchedLab's values for the published figures of the reproduction report,
// from the runs of the study presets that repeat them and from the CTC
// trace itself, keyed by figure id ("T2.5/U/PSRS/cons"):
//
// - Yahyapour (2002), Table 2.2: CTC jobs per month in US/Eastern, all,
//   at most 256 and at most 128 nodes; from the trace.
// - Tables 2.4-2.7: algorithms-256. Unweighted rows: ART with PSRS and
//   SMART at weight=unit; weighted rows: sum w (t - r) / n at weight=area.
// - Tables 4.3-4.5: pfcfs-months on 128 nodes: the change in % of makespan,
//   weighted completion time and weighted flow time against FCFS of the
//   same month (the thesis's sign: negative = better), and the Sum over
//   July 1996 to May 1997 as a ratio of sums. The printed PFCFS2 column is
//   compared with pfcfs3 and PFCFS3 with pfcfs2 (erratum E1, swapped
//   columns); asLabelled holds the other reading.
// - Tables 5.3 and 5.4: grid-overhead, multi-site on m128 with wide jobs
//   kept whole: multi-site jobs and their share of the work, by overhead.
//
// A figure whose run is missing gets no value and `missingReason`, or a
// more specific reason where one is known.
class ReproductionMeasurements {
public:
    struct Inputs {
        const Workload* ctc = nullptr;  // nullptr: Table 2.2 is not measured
        std::span<const StoredRun> algorithms;
        std::span<const StoredRun> pfcfsMonths;
        std::span<const StoredRun> gridOverhead;
        std::string missingReason = "no run";
    };

    // Every figure of the tables above gets an entry.
    [[nodiscard]] static std::map<std::string, Measurement> measure(const Inputs& inputs);
};

}  // namespace schedlab
