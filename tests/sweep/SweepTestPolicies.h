#pragma once

#include "policies/FcfsPolicy.h"
#include "policies/PolicyRegistry.h"

#include <memory>
#include <string>

namespace schedlab::test {

// The built-in policies plus "fcfs-tuned": FCFS with two parameters that
// change nothing, so sweeps over parameters can be tested whichever
// parameterised policies the catalogue holds.
inline ParameterSpec sweepTestParameter(std::string name, ParameterSpec::Type type, double maximum,
                                        std::string defaultValue)
{
    ParameterSpec spec;
    spec.name = std::move(name);
    spec.type = type;
    spec.minimum = 1;
    spec.maximum = maximum;
    spec.defaultValue = std::move(defaultValue);
    return spec;
}

inline PolicyRegistry sweepTestRegistry()
{
    constexpr double kMaxGamma = 16;
    constexpr double kMaxDepth = 100;
    PolicyRegistry registry;
    PolicyInfo info = FcfsPolicy::info();
    info.name = "fcfs-tuned";
    info.parameters = {sweepTestParameter("gamma", ParameterSpec::Type::Real, kMaxGamma, "2"),
                       sweepTestParameter("depth", ParameterSpec::Type::Integer, kMaxDepth, "10")};
    registry.add(info, [](const Parameters&) {
        return std::make_unique<FcfsPolicy>(Parameters("fcfs", {}, {}));
    });
    return registry;
}

}  // namespace schedlab::test
