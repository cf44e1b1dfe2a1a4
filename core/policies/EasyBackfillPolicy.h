#pragma once

#include "policies/ListPolicy.h"
#include "parameters/ParameterSpec.h"
#include "policies/PolicyInfo.h"

namespace schedlab {

class EasyBackfillPolicy final : public ListPolicy {
public:
    [[nodiscard]] static PolicyInfo info();
    explicit EasyBackfillPolicy(const Parameters& parameters);
};

}  // namespace schedlab
