#pragma once

#include "policies/ListPolicy.h"
#include "parameters/ParameterSpec.h"
#include "policies/PolicyInfo.h"

namespace schedlab {

class GareyGrahamPolicy final : public ListPolicy {
public:
    [[nodiscard]] static PolicyInfo info();
    explicit GareyGrahamPolicy(const Parameters& parameters);
};

}  // namespace schedlab
