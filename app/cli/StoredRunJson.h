#pragma once

#include <nlohmann/json.hpp>

namespace schedlab {

struct StoredRun;

// A stored run as JSON for `runs list --json` and `runs show --json`: its
// identity, description and metric values by key (NaN as null). The full
// metrics report (per machine, per user) is `runs show`'s "metrics".
class StoredRunJson {
public:
    [[nodiscard]] static nlohmann::ordered_json summary(const StoredRun& run);
};

}  // namespace schedlab
