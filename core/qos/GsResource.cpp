#include "qos/GsResource.h"

#include <algorithm>
#include <numeric>
#include <stdexcept>

namespace schedlab {

GsResource::GsResource(std::vector<double> cpuCapacities, double maxTask) : m_maxTask(maxTask)
{
    if (cpuCapacities.empty())
        throw std::invalid_argument("a GS resource needs at least one CPU");
    m_capacity = std::accumulate(cpuCapacities.begin(), cpuCapacities.end(), 0.0);
    m_slowest = *std::min_element(cpuCapacities.begin(), cpuCapacities.end());
}

double GsResource::totalWeight() const
{
    double weights = m_temporary;
    for (const GsUser& user : m_registered)
        weights += user.weight;
    return weights;
}

bool GsResource::ratesHoldWith(double extraWeight) const
{
    const double weights = totalWeight() + extraWeight;
    return std::all_of(m_registered.begin(), m_registered.end(), [&](const GsUser& user) {
        return user.rate <= m_capacity * user.weight / weights;
    });
}

bool GsResource::admits(const GsUser& user) const
{
    if (user.maxTask > m_maxTask || !ratesHoldWith(user.weight))
        return false;
    return user.rate <= m_capacity * user.weight / (totalWeight() + user.weight);
}

bool GsResource::admitsTemporaryUser() const
{
    return ratesHoldWith(1.0);
}

bool GsResource::registerUser(const GsUser& user)
{
    if (!admits(user))
        return false;
    m_registered.push_back(user);
    return true;
}

void GsResource::leaveTemporary()
{
    if (m_temporary == 0)
        throw std::logic_error("GsResource: no temporary user to leave");
    --m_temporary;
}

double GsResource::guaranteedRate(std::size_t index) const
{
    return m_capacity * m_registered.at(index).weight / totalWeight();
}

std::optional<std::size_t> registerAtFirst(std::span<GsResource> resources, const GsUser& user)
{
    for (std::size_t r = 0; r < resources.size(); ++r) {
        if (resources[r].registerUser(user))
            return r;
    }
    return std::nullopt;
}

}  // namespace schedlab
