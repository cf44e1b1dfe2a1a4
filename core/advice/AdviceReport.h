#pragma once

#include "advice/AdviceAnalysis.h"
#include "advice/AdviceGains.h"
#include "advice/AdvicePlan.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace schedlab {

// Everything the advice report shows.
struct AdviceReportInput {
    AdviceOptions options;
    AdvicePlan plan;
    AdviceResult result;
    std::optional<AdviceGains> gains;     // none when the recommendation is the baseline
    std::vector<std::int64_t> wholeRunIds;  // stored run id of each candidate's whole-log run, 0 if none
    double wallSeconds = 0;
};

// The advice as text (the CLI's summary) and as a self-contained HTML page
// (tables and an inline SVG chart; no scripts, no external resources).
class AdviceReport {
public:
    static constexpr int kScoreDecimals = 2;  // "1.19": a percent of difference is what matters

    [[nodiscard]] static std::string text(const AdviceReportInput& input);
    [[nodiscard]] static std::string html(const AdviceReportInput& input);
    // The command that repeats one candidate's whole-log run.
    [[nodiscard]] static std::string command(const AdviceReportInput& input, std::size_t candidate);
    // "mean wait", "mean wait ×2 + utilization".
    [[nodiscard]] static std::string objectivesText(const std::vector<WeightedObjective>& objectives);
    // An objective's value with its unit: "4 h 12 min 03 s", "84.1 %", "55.54".
    [[nodiscard]] static std::string valueText(AdviceObjective objective, double value);
};

}  // namespace schedlab
