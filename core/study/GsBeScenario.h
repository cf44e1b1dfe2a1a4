#pragma once

#include "parameters/ParameterSpec.h"
#include "run/RunDescription.h"

#include <cstdint>
#include <string>
#include <vector>

namespace schedlab {

// One run of the guaranteed-service experiment F4 of Phosphorus D5.2
// (Varvarigos, Kokkinos et al., 2007), §3.3: the periodic users U1-U5
// (qos-periodic; U1-U3 guaranteed with sizes 419,900,000 / 71,383,000 /
// 419,900 MI every 546 / 3278 / 6010 s, U4 and U5 best effort with
// 419,900,000 MI every `u4Gap` / 5464 s) on three resources (phosphorus-f3,
// or the multi-CPU phosphorus-f3-multi), a scenario of resource types, and
// the variants of §3.3: jittered arrivals, exponential guaranteed sizes and
// the ways of counting unknown work.
struct GsBeScenario {
    // GbpOwnBound is GBP with each guaranteed user's deadline from its own
    // GBP bound (SchedLab's addition): with the GB deadlines a non-preemptive
    // GBP bound (twice J_r^max / C in its last term, Table 7) exceeds every
    // deadline, so GBP would serve every task as best effort.
    enum class Kind { Gb, Gbe, Gbp, Be, GbpOwnBound };

    Kind kind = Kind::Gb;
    bool multiCpu = false;
    std::string u4Gap = "5464";     // s
    std::string jitter = "none";    // qos-periodic's jitter
    std::string sizeScale = {};     // empty: fixed sizes; "1", "0.9", "0.7": S0, S-10, S-30
    std::string accounting = "exact";
    // §3.3's registration variant: U1 stops sending at half the run, and
    // either stays registered (static) or leaves then (dynamic).
    bool u1StopsEarly = false;
    std::string registration = "static";
    std::uint64_t seed = 1;

    [[nodiscard]] static std::string kindLabel(Kind kind);  // "GB", "GBE", ...
    [[nodiscard]] static std::string sizesLabel(const std::string& sizeScale);  // "fixed", "S-10"
    [[nodiscard]] std::string trace() const;
    [[nodiscard]] std::string platform() const;
    [[nodiscard]] ParameterValues parameters() const;
    [[nodiscard]] std::string label() const;

    // What tells runs apart: the trace, platform, policy and the parameters
    // set here; a stored run's keyOf equals its scenario's key.
    [[nodiscard]] std::string key() const;
    [[nodiscard]] static std::string keyOf(const RunDescription& description);

    // The relative deadlines of U1-U5 (s): each guaranteed user's delay
    // bound in the GB scenario (or, with `nonPreemptivePriority`, in GBP)
    // with T = d = 0, plus 10 s (the spec's gs-deadline choice: the
    // deliverable's 110 s cannot hold, a U1 task alone runs 538 s), to a
    // tenth of a second; best-effort tasks get U1's.
    [[nodiscard]] static std::vector<double> deadlines(bool multiCpu, bool nonPreemptivePriority = false);
};

}  // namespace schedlab
