#pragma once

#include "reproduction/Verdict.h"

namespace schedlab {

// How many figures got each verdict: the summary line of a table and of the report.
struct VerdictCounts {
    int reproduced = 0;
    int sameDirection = 0;
    int notReproduced = 0;
    int notRun = 0;
    int info = 0;

    void add(Verdict verdict);
    VerdictCounts& operator+=(const VerdictCounts& other);
    [[nodiscard]] int of(Verdict verdict) const;
    // Every scored figure (INFO lines carry no verdict and are not counted).
    [[nodiscard]] int total() const { return reproduced + sameDirection + notReproduced + notRun; }
    bool operator==(const VerdictCounts&) const = default;
};

}  // namespace schedlab
