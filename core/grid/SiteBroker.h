#pragma once

#include "engine/Policy.h"
#include "grid/CompletionPredictor.h"
#include "grid/SiteQueues.h"
#include "parameters/ParameterSpec.h"

#include <string>
#include <vector>

namespace schedlab {

// A central grid broker (Wiriyaprasit 2004, sec. 3.3): it places each job
// once, on arrival, at the site with the least weighted predicted completion
// time Tc_i x W_i, and the site's own local queue (SiteQueues) runs it.
// MctBroker weighs every site 1; WeightedMctBroker weighs by queue policy.
class SiteBroker : public Policy {
public:
    // Equal weighted completion times: the job's origin site first, then the
    // lower site index; or the lower index only. (The thesis is silent.)
    enum class Tie { OriginThenIndex, Index };

    void prepare(const Platform& platform) override;
    [[nodiscard]] bool plansWithRunTimes() const override { return m_exactPrediction; }
    void schedule(const SchedulingEvents& events, SchedulingContext& context) override;

    // The `tie` and `prediction` parameters shared by the brokers.
    [[nodiscard]] static ParameterSpec tieParameter();
    [[nodiscard]] static ParameterSpec predictionParameter();

protected:
    SiteBroker(std::string name, const Parameters& parameters);

    // W_i for a job submitted at `origin` placed at `site`.
    [[nodiscard]] virtual double weight(MachineIndex site, MachineIndex origin) const = 0;

private:
    [[nodiscard]] MachineIndex place(SchedulingContext& context, JobIndex job);
    void checkOrigin(const SchedulingContext& context, JobIndex job) const;

    std::string m_name;
    Tie m_tie = Tie::OriginThenIndex;
    bool m_exactPrediction = true;  // predict from run times (size/speed), not estimates
    SiteQueues m_queues;
    CompletionPredictor m_predictor;
    std::vector<JobIndex> m_order;  // reused between predictions
};

}  // namespace schedlab
