#pragma once

#include "engine/SimulationError.h"

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

namespace schedlab {

// The position of `name` among a parameter's choices, for the enums of the
// meta-scheduler's phases whose values follow their names' order; throws
// ConfigurationError naming `what` for an unknown name.
inline std::size_t choiceIndex(const std::vector<std::string>& names, const std::string& name,
                               const std::string& what)
{
    const auto it = std::find(names.begin(), names.end(), name);
    if (it == names.end())
        throw ConfigurationError("unknown " + what + " '" + name + "'");
    return std::size_t(it - names.begin());
}

}  // namespace schedlab
