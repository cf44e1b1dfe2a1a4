#pragma once

#include "reproduction/Measurement.h"
#include "reproduction/Verdict.h"

#include <string>

namespace schedlab {

// One published figure in the report, formatted; renderers print it as it is.
struct ReportRow {
    std::string id;          // "T2.5/U/FCFS/cons"
    std::string citation;    // "Yahyapour (2002), Table 2.5, unweighted case, FCFS, conservative backfilling"
    std::string published;   // as printed: "6.70E+05"
    std::string ours;        // SchedLab's value in the same notation; empty when not run
    std::string difference;  // "+5.3%" (absolute), "-1.2 pt" (change), "-2080" (count)
    // Tables 2.4-2.7: the published percentage as printed and SchedLab's by the same rule.
    std::string publishedPercent;
    std::string oursPercent;
    // Tables 4.3-4.5: SchedLab's change for the column as labelled, and its verdict (erratum E1).
    std::string asLabelled;
    Verdict asLabelledVerdict = Verdict::NotRun;
    Verdict verdict = Verdict::NotRun;
    // The NOT RUN reason, a remark of the source on this figure, or why the verdict.
    std::string note;

    // The numbers behind published and ours, for charts (NaN when not run).
    double publishedValue = Measurement::kNone;
    double oursValue = Measurement::kNone;
};

}  // namespace schedlab
