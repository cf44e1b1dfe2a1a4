#pragma once

#include "parameters/ParameterSpec.h"
#include "run/RunDescription.h"

#include <optional>
#include <string>
#include <vector>

namespace schedlab {

// One scheduling scheme of the utility studies (Vanderster 2008, ch. 4):
// a baseline (FCFS, BF, m-m, Gang(tau)) or UM / UM+BF with a utility P1-P5 and a
// period. Knows its policy and parameters, its row label, and finds itself
// again in a stored run's description.
struct UtilityStudyScheme {
    std::string policy;
    ParameterValues parameters;  // only those that differ from the defaults
    std::string label;           // "UM+BF P1, 6 h"

    // The thesis's periods tau of UM and Gang (h), and the quick studies' one.
    [[nodiscard]] static const std::vector<std::string>& periods(bool quick);
    // The baselines (Gang once per period), then UM and UM+BF with P1-P5 for
    // each period (hours).
    [[nodiscard]] static std::vector<UtilityStudyScheme> all(const std::vector<std::string>& periods);
    // Only UM with P1-P5 for each period, and UM+BF too if `withBackfill`.
    [[nodiscard]] static std::vector<UtilityStudyScheme> um(const std::vector<std::string>& periods,
                                                            bool withBackfill);
    // The scheme a stored run ran, if it is one of these.
    [[nodiscard]] static std::optional<std::string> labelOf(const RunDescription& description);
};

}  // namespace schedlab
