#pragma once

#include "policies/PfcfsSettings.h"

#include <string>
#include <vector>

namespace schedlab {

// A named PFCFS setting from the literature, registered as a policy of its
// own ("pfcfs1", "pfcfs-best128", ...) so that the CLI, the workbench and
// sweeps pick it by key. Its parameters keep the full PFCFS schema with the
// preset's values as defaults, so a sweep can vary one of them.
struct PfcfsPreset {
    std::string key;
    std::string title;
    std::string mapping;  // how the spec's prose maps to parameter values
    PfcfsSettings settings;

    [[nodiscard]] static std::vector<PfcfsPreset> all();
};

}  // namespace schedlab
