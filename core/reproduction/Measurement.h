#pragma once

#include <limits>
#include <string>

namespace schedlab {

// What SchedLab measured for one published figure. NaN means "no value".
struct Measurement {
    static constexpr double kNone = std::numeric_limits<double>::quiet_NaN();

    // SchedLab's value in the figure's unit: s, node s^2 per job, a count, a
    // share in %, or a change in % (Tables 4.3-4.5: of the strategy the
    // column really holds, erratum E1).
    double value = kNone;
    // SchedLab's value of the figure's reference cell (Tables 2.4-2.7: FCFS
    // with EASY backfilling of the same table and row group), for the
    // qualitative verdict and SchedLab's percentage. When NaN the report
    // takes the reference cell's own measurement.
    double reference = kNone;
    // Tables 4.3-4.5 only: SchedLab's change for the column as labelled
    // (printed PFCFS2 = pfcfs2, PFCFS3 = pfcfs3); NaN otherwise.
    double asLabelled = kNone;
    // Why value is missing (a failed or skipped run); printed with NOT RUN.
    std::string notRunReason;
};

}  // namespace schedlab
