#pragma once

#include "grid/SiteBroker.h"
#include "policies/PolicyInfo.h"

#include <vector>

namespace schedlab {

class Platform;

// Adaptive weighted MCT (Wiriyaprasit 2004, sec. 4.1, Eq. 1 and Fig. 4.1):
// argmin Tc_i x W_i. When the single-queue sites together have more
// computing power than the local-first ones, every W_i is 1 (plain MCT);
// otherwise a job pays the weight `a` at sites whose queue policy differs
// from its origin's, which steers remote work away from the sites that put
// it last.
class WeightedMctBroker final : public SiteBroker {
public:
    enum class CpRule { Greater, GreaterOrEqual };

    [[nodiscard]] static PolicyInfo info();
    explicit WeightedMctBroker(const Parameters& parameters);

    void prepare(const Platform& platform) override;

    // Whether the weights differ from plain MCT for some job on `platform`:
    // the computing power rule lets them act, and both queue policies occur.
    [[nodiscard]] static bool acts(const Platform& platform, CpRule rule);

protected:
    [[nodiscard]] double weight(MachineIndex site, MachineIndex origin) const override;

private:
    double m_weight = 1.0;
    CpRule m_rule = CpRule::Greater;
    bool m_acts = false;
    std::vector<LocalQueue> m_queues;
};

}  // namespace schedlab
