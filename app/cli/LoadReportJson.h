#pragma once

#include <nlohmann/json.hpp>

namespace schedlab {

struct LoadReport;

// The load report as JSON for `inspect --json` and `run --json`.
class LoadReportJson {
public:
    [[nodiscard]] static nlohmann::json toJson(const LoadReport& report);
};

}  // namespace schedlab
