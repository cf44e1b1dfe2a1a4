#include "grid/WeightedMctBroker.h"

#include "platform/Platform.h"

namespace schedlab {

namespace {

const std::string kWeight = "a";
const std::string kCpRule = "cp-rule";
const std::string kGreater = "gt";
const std::string kGreaterOrEqual = "ge";
constexpr double kLargestWeight = 10;

}  // namespace

PolicyInfo WeightedMctBroker::info()
{
    return PolicyInfo{
        {"grid-wmct",
         "Grid broker: adaptive weighted MCT",
         "MCT with weights (Eq. 1): each job goes to the site with the least predicted completion time times "
         "W. If the single-queue sites together have more computing power (speed x nodes) than the "
         "local-first sites, every W is 1 and this is plain MCT. Otherwise W is 1 at sites with the same queue "
         "policy as the job's origin and a elsewhere, which keeps remote work off the local-first sites that "
         "serve it last and so relieves the single-queue sites.",
         "Wiriyaprasit (2004), sec. 4.1, Eq. 1, Fig. 4.1",
         {
             {kWeight, "Weight a", ParameterSpec::Type::Real, 1, kLargestWeight, "1.3", {}, "",
              "The weight of sites whose queue policy differs from the origin's; 1 is plain MCT. The thesis "
              "chose 1.3 (sec. 4.2)."},
             {kCpRule, "Computing power rule", ParameterSpec::Type::Choice, 0, 0, kGreater,
              {kGreater, kGreaterOrEqual}, "",
              "Plain MCT when the single-queue sites' power is greater than (gt, Fig. 4.1) or at least "
              "(ge, the prose) that of the local-first sites."},
             SiteBroker::tieParameter(), SiteBroker::predictionParameter(),
         }},
        true,
        true};
}

WeightedMctBroker::WeightedMctBroker(const Parameters& parameters)
    : SiteBroker("grid-wmct", parameters)
    , m_weight(parameters.real(kWeight))
    , m_rule(parameters.text(kCpRule) == kGreaterOrEqual ? CpRule::GreaterOrEqual : CpRule::Greater)
{
}

bool WeightedMctBroker::acts(const Platform& platform, CpRule rule)
{
    double single = 0;
    double localFirst = 0;
    for (const Machine& site : platform.machines())
        (site.queue == LocalQueue::Single ? single : localFirst) += site.speed * double(site.nodes);
    if (single == 0 || localFirst == 0)
        return false;  // one policy everywhere: every site shares the origin's (Q0, Q5)
    return rule == CpRule::Greater ? !(single > localFirst) : !(single >= localFirst);
}

void WeightedMctBroker::prepare(const Platform& platform)
{
    SiteBroker::prepare(platform);
    m_acts = acts(platform, m_rule);
    m_queues.clear();
    for (const Machine& site : platform.machines())
        m_queues.push_back(site.queue);
}

double WeightedMctBroker::weight(MachineIndex site, MachineIndex origin) const
{
    if (!m_acts || m_queues[std::size_t(site)] == m_queues[std::size_t(origin)])
        return 1.0;
    return m_weight;
}

}  // namespace schedlab
