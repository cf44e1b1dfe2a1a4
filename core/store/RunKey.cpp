#include "store/RunKey.h"

#include "store/StoredRun.h"
#include "util/JsonInput.h"
#include "util/Sha256.h"

#include <nlohmann/json.hpp>

namespace schedlab {

std::string RunKey::canonicalJson(const RunDescription& description)
{
    // Not (sound) JSON: the text itself is the identity.
    const nlohmann::json platform = JsonInput::parseOr(description.platformJson, description.platformJson);
    // nlohmann::json keeps object keys sorted, so dump() is canonical.
    nlohmann::json json = {{"traceSha256", description.traceSha256},
                           {"traceJobCount", description.traceJobCount},
                           {"transforms", description.transforms},
                           {"platform", platform},
                           {"policy", description.policy},
                           {"parameters", description.parameters},
                           {"seed", description.seed}};
    if (description.traceSha256.empty())
        json["tracePath"] = description.tracePath;
    return json.dump();
}

std::string RunKey::of(const RunDescription& description)
{
    return Sha256::hexOf(canonicalJson(description));
}

}  // namespace schedlab
