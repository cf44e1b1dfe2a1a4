#pragma once

#include "qos/GsResource.h"

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

namespace schedlab {

// What a guaranteed user declares when it registers (Phosphorus D5.2,
// Varvarigos, Kokkinos et al., 2007, §3): a trace records no such thing, so
// the run names it. Users register in the order given, each at the first
// GS-capable resource that admits it (18)-(19).
struct GsContract {
    std::int32_t user = -1;  // the jobs' user id
    GsUser terms;            // ρ (MIPS), σ (MI), weight, J_i^max (MI)
    // When the user deregisters (s; §3.3's dynamic registration); infinity:
    // never.
    double until = std::numeric_limits<double>::infinity();
};

// "USER:RATE:BURST:MAXTASK[:WEIGHT[:UNTIL]],..." (rates in MIPS, sizes in
// MI, UNTIL in seconds; the weight defaults to 1, UNTIL to never). Empty
// text: no contracts. Throws ConfigurationError naming the entry and the
// field.
[[nodiscard]] std::vector<GsContract> parseGsContracts(const std::string& text);

}  // namespace schedlab
