#pragma once

#include "platform/Platform.h"

#include <optional>
#include <string>
#include <vector>

namespace schedlab {

struct PlatformPreset {
    std::string name;         // "ctc-sp2", "m128"
    std::string description;  // "CTC IBM SP2 batch partition, 338 nodes (PWA header)"
};

// Machine presets: ctc-sp2 (338), ctc-sp2-430, m64, m64-8, m128, m256,
// m256-5, m384, m512 (Yahyapour (2002), Table 5.1), the five-site grids
// wiriyaprasit-C-qN (AdaptiveGridPlatforms), the utility grids of Vanderster
// (2008) with vanderster-medium-speeds-SEED (cluster speeds U[0.5, 1.5] drawn
// with SEED, ch. 7), and "single:N" / "nodes:N" for one machine of N nodes.
class PlatformCatalog {
public:
    // The fixed presets; the families single:N, vanderster-medium-speeds-SEED
    // and wiriyaprasit-C-qN are
    // named by pattern (AdaptiveGridPlatforms::list() has the grids).
    [[nodiscard]] static std::vector<PlatformPreset> presets();
    [[nodiscard]] static std::optional<Platform> preset(const std::string& name);
    // As above; when there is no such preset, `error` says why ("unknown
    // platform preset ..." or "single:0: node count must be ...").
    [[nodiscard]] static std::optional<Platform> preset(const std::string& name, std::string& error);
    // "single:N" or "nodes:N" in form, whatever N is.
    [[nodiscard]] static bool isSingleMachineName(const std::string& name);
    [[nodiscard]] static Platform singleMachine(int nodes, const std::string& name = {});
};

}  // namespace schedlab
