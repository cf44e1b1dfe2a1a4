#pragma once

#include <string_view>

namespace schedlab {

// How well SchedLab reproduces a published figure.
enum class Verdict {
    Reproduced,     // R: within the tolerance (counts: exact)
    SameDirection,  // Q: outside the tolerance, but the same direction against the reference
    NotReproduced,  // N
    NotRun,         // no value: the run failed or was skipped
    Info,           // printed for information, no verdict
};

// "R", "Q", "N", "NOT RUN", "INFO": what the report prints.
[[nodiscard]] std::string_view verdictCode(Verdict verdict);

}  // namespace schedlab
