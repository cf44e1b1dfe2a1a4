#pragma once

#include <nlohmann/json.hpp>

#include <span>

namespace schedlab {

class JobDifference;
class MetricComparison;
class PivotTable;
struct StoredRun;

// The --json form of `runs compare`: raw numbers (not the formatted text),
// NaN and missing improvements as null, so scripts need not parse tables.
class ComparisonJson {
public:
    [[nodiscard]] static nlohmann::json runs(std::span<const StoredRun> runs);
    [[nodiscard]] static nlohmann::json metrics(const MetricComparison& comparison);
    [[nodiscard]] static nlohmann::json pivot(const PivotTable& pivot);
    [[nodiscard]] static nlohmann::json jobs(const JobDifference& difference);
};

}  // namespace schedlab
