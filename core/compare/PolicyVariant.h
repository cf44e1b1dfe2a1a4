#pragma once

#include <string>

namespace schedlab {

struct RunDescription;

// The policy family and backfilling variant of a run: the rows and columns
// of the literature's tables ("list scheduler", "backfilling",
// "EASY-backfilling" for FCFS, PSRS, SMART, ...).
//
// THE RULE, first match wins:
//  1. The baseline keys form the FCFS family: "fcfs" is (fcfs, list),
//     "conservative" is (fcfs, conservative), "easy" is (fcfs, easy).
//  2. A key ending in "-easy" is (key without it, easy); one ending in
//     "-cons" or "-conservative" is (key without it, conservative); one
//     ending in "-list" is (key without it, list). So smart-ffia,
//     smart-ffia-cons and smart-ffia-easy share the row smart-ffia.
//  3. A policy with a parameter "backfilling" or "start" (in that order of
//     preference) is (key, that parameter's value): one policy whose variant
//     is a parameter still spreads over the columns.
//  4. Anything else is (key, list): plain list scheduling.
struct PolicyVariant {
    static constexpr const char* kList = "list";
    static constexpr const char* kConservative = "conservative";
    static constexpr const char* kEasy = "easy";

    std::string family;
    std::string variant;

    [[nodiscard]] static PolicyVariant of(const RunDescription& description);
    // Column order of the tables: list, conservative, easy, then others (1000).
    [[nodiscard]] static int columnRank(const std::string& variant);
};

}  // namespace schedlab
