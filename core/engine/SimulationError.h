#pragma once

#include <stdexcept>

namespace schedlab {

// A policy made an impossible decision, or the run cannot proceed.
class SimulationError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// The inputs of a run do not fit together (job wider than the platform,
// policy that cannot schedule this platform, nonsense parameter).
class ConfigurationError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

}  // namespace schedlab
