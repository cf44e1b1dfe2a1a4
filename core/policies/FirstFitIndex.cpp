#include "policies/FirstFitIndex.h"

#include <algorithm>

namespace schedlab {

FirstFitIndex::FirstFitIndex(std::size_t size)
{
    while (m_leaves < size)
        m_leaves *= 2;
    m_max.assign(2 * m_leaves, kEmpty);
}

void FirstFitIndex::set(std::size_t slot, int value)
{
    std::size_t node = m_leaves + slot;
    m_max[node] = value;
    for (node /= 2; node >= 1; node /= 2)
        m_max[node] = std::max(m_max[2 * node], m_max[2 * node + 1]);
}

std::size_t FirstFitIndex::firstAtLeast(int atLeast) const
{
    constexpr std::size_t kRoot = 1;
    if (m_max[kRoot] < atLeast)
        return kNone;
    std::size_t node = kRoot;
    while (node < m_leaves)
        node = m_max[2 * node] >= atLeast ? 2 * node : 2 * node + 1;
    return node - m_leaves;
}

}  // namespace schedlab
