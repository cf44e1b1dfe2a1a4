#pragma once

#include <nlohmann/json.hpp>

namespace schedlab {

struct FinishedRun;

// What a run simulated, recorded next to its results so that it can be
// repeated exactly: the trace (path and SHA-256 of its bytes), the
// transforms applied, the platform, the policy and its complete parameters.
class RunRecord {
public:
    [[nodiscard]] static nlohmann::json toJson(const FinishedRun& run);
};

}  // namespace schedlab
