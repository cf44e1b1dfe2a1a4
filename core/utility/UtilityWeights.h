#pragma once

#include "parameters/ParameterSpec.h"
#include "utility/UtilityForm.h"

#include <vector>

namespace schedlab {

class Parameters;

// The `utility` policy's parameters for the weighted and sigmoid forms of
// Vanderster (2008), ch. 5: their specs and their reading into
// UtilityForm::Weights.
class UtilityWeights {
public:
    [[nodiscard]] static std::vector<ParameterSpec> specs();
    [[nodiscard]] static UtilityForm::Weights read(const Parameters& parameters);
};

}  // namespace schedlab
