#pragma once

#include "engine/SimulationError.h"

namespace schedlab {

// A sweep spec that cannot be used. The message names the spec file and the
// JSON path of the offending value ("sweep.json: /parameters/gamma:
// expected a list of numbers or {from,to,step}"). A ConfigurationError, so
// every front end already reports it as an input problem.
class SweepSpecError : public ConfigurationError {
public:
    using ConfigurationError::ConfigurationError;
};

}  // namespace schedlab
