#pragma once

#include <optional>
#include <string>

namespace schedlab {

// How a published figure is judged against SchedLab's value.
enum class FigureKind {
    ExactCount,  // read straight off the workload: only an exact match reproduces it
    Absolute,    // a simulation result: reproduced within a relative tolerance
    Change,      // a change in % against a reference run (the PFCFS tables)
};

// How the publication prints the figure. SchedLab's value is printed the same
// way, so the two columns of the report read alike.
enum class FigureNotation {
    Integer,           // 7544
    Scientific,        // 6.70E+05
    SignedOneDecimal,  // +63.0
    TwoDecimals,       // 60.46
};

// One number of a published table, with what the report needs to judge it.
struct PublishedFigure {
    std::string id;        // "T2.5/U/FCFS/cons"
    std::string tableKey;  // "2.5"
    std::string citation;  // "Yahyapour (2002), Table 2.5, unweighted case, FCFS, conservative backfilling"
    FigureKind kind = FigureKind::Absolute;
    FigureNotation notation = FigureNotation::Integer;
    std::string printed;  // exactly as printed: "6.70E+05", "+63.0", "22.19"
    double value = 0.0;   // the printed number

    // Tables 2.4-2.7 print a percentage next to each value; kept as printed,
    // typos included (the report notes them, see remark).
    std::string printedPercent;              // "-69.6%"; empty for the other tables
    std::optional<double> publishedPercent;  // -69.6

    // The cell the qualitative verdict compares directions against (FCFS with
    // EASY backfilling of the same table and row group); empty: none.
    std::string referenceId;
    // The cell the printed percentage is against: the reference, except in
    // Table 2.4 whose percentages compare exact with estimated run times
    // (the same cell of Table 2.5). Empty when there is no percentage.
    std::string percentBaseId;
    // An erratum of the source concerning this very figure ("E2: sign typo, +69.6 %").
    std::string remark;

    [[nodiscard]] bool hasReference() const { return !referenceId.empty(); }
    // The reference cell trivially goes the same way as itself, so it can
    // never be judged "same direction".
    [[nodiscard]] bool isReference() const { return referenceId == id; }
};

}  // namespace schedlab
