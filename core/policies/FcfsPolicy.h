#pragma once

#include "policies/ListPolicy.h"
#include "parameters/ParameterSpec.h"
#include "policies/PolicyInfo.h"

namespace schedlab {

class FcfsPolicy final : public ListPolicy {
public:
    [[nodiscard]] static PolicyInfo info();
    explicit FcfsPolicy(const Parameters& parameters);
};

}  // namespace schedlab
