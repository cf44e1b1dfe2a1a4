#pragma once

#include "policies/ListPolicy.h"
#include "parameters/ParameterSpec.h"
#include "policies/PolicyInfo.h"

namespace schedlab {

class ConservativeBackfillPolicy final : public ListPolicy {
public:
    [[nodiscard]] static PolicyInfo info();
    explicit ConservativeBackfillPolicy(const Parameters& parameters);
};

}  // namespace schedlab
