#pragma once

#include "parameters/ParameterSpec.h"
#include "qos/GsContract.h"
#include "qos/GsResource.h"
#include "qos/QosResourceType.h"

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace schedlab {

class Platform;

// Where the guaranteed users of a run register (Phosphorus D5.2, Varvarigos,
// Kokkinos et al., 2007, §3, (18)-(19)): in the order given, each at the
// first resource that offers guaranteed service and admits it. The policy
// qos-gsbe registers this way, and the CLI and the workbench show the
// outcome per user from a run's parameters.
class GsRegistration {
public:
    // One user's outcome.
    struct Outcome {
        GsContract contract;
        std::optional<std::size_t> resource;  // machine index; nullopt: no resource admits it
        double guaranteedRate = 0;            // g_kr with every user registered (MIPS); 0 if none
    };

    // A GsResource per machine: its CPUs at the machine's speed, J_r^max `maxTask`.
    [[nodiscard]] static std::vector<GsResource> resources(const Platform& platform, double maxTask);
    // Registers `contracts` in order into `resources` (index-aligned with
    // `types`); the resource each one got.
    [[nodiscard]] static std::vector<std::optional<std::size_t>> registerInOrder(
        std::span<GsResource> resources, const std::vector<QosResourceType>& types,
        const std::vector<GsContract>& contracts);
    // The outcome for qos-gsbe's parameters on `platform` (complete values,
    // as a run records them); empty for another policy or without users.
    // Throws ConfigurationError for parameters the policy would refuse.
    [[nodiscard]] static std::vector<Outcome> of(const std::string& policy, const ParameterValues& parameters,
                                                 const Platform& platform);
    // "user 1 at R1 (guaranteed 780000 MIPS for 769048)", one per user.
    [[nodiscard]] static std::vector<std::string> describe(const std::vector<Outcome>& outcomes,
                                                           const Platform& platform);
};

}  // namespace schedlab
