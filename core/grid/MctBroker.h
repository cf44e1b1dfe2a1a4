#pragma once

#include "grid/SiteBroker.h"
#include "policies/PolicyInfo.h"

namespace schedlab {

// Minimum completion time (Wiriyaprasit 2004, sec. 3.3): each job goes to
// the site that would finish it first, by the prediction of its queue.
class MctBroker final : public SiteBroker {
public:
    [[nodiscard]] static PolicyInfo info();
    explicit MctBroker(const Parameters& parameters);

protected:
    [[nodiscard]] double weight(MachineIndex, MachineIndex) const override { return 1.0; }
};

}  // namespace schedlab
