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

bool GsResource::ratesHoldWith(double extraWeight) const
{
    double weights = extraWeight;
    for (const GsUser& user : m_registered)
        weights += user.weight;
    return std::all_of(m_registered.begin(), m_registered.end(), [&](const GsUser& user) {
        return user.rate <= m_capacity * user.weight / weights;
    });
}

bool GsResource::admits(const GsUser& user) const
{
    if (user.maxTask > m_maxTask || !ratesHoldWith(user.weight))
        return false;
    double weights = user.weight;
    for (const GsUser& registered : m_registered)
        weights += registered.weight;
    return user.rate <= m_capacity * user.weight / weights;
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

double GsResource::guaranteedRate(std::size_t index) const
{
    double weights = 0;
    for (const GsUser& user : m_registered)
        weights += user.weight;
    return m_capacity * m_registered.at(index).weight / weights;
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
