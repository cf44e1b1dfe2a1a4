#include "economic/DomainMap.h"

#include "engine/SimulationError.h"
#include "platform/Platform.h"

#include <algorithm>

namespace schedlab {

DomainMap::DomainMap(const Platform& platform)
{
    for (MachineIndex m = 0; m < platform.machineCount(); ++m) {
        const Machine& machine = platform.machine(m);
        const std::string& name = machine.domain.empty() ? machine.name : machine.domain;
        const auto it = std::find_if(m_domains.begin(), m_domains.end(),
                                     [&name](const Domain& d) { return d.name == name; });
        if (it == m_domains.end()) {
            m_domainOf.push_back(count());
            m_domains.push_back({name, {m}});
        } else {
            m_domainOf.push_back(static_cast<int>(it - m_domains.begin()));
            it->machines.push_back(m);
        }
    }
}

DomainMap DomainMap::central(const Platform& platform)
{
    DomainMap map;
    Domain all{platform.name(), {}};
    for (MachineIndex m = 0; m < platform.machineCount(); ++m) {
        all.machines.push_back(m);
        map.m_domainOf.push_back(0);
    }
    map.m_domains.push_back(std::move(all));
    return map;
}

std::vector<int> DomainMap::neighbours(int index, Forwarding forwarding) const
{
    std::vector<int> result;
    const int last = count() - 1;
    switch (forwarding) {
    case Forwarding::Directory:
        for (int other = 0; other <= last; ++other) {
            if (other != index)
                result.push_back(other);
        }
        break;
    case Forwarding::Ring:
        if (last >= 1)
            result = {index == 0 ? last : index - 1, index == last ? 0 : index + 1};
        break;
    case Forwarding::Peers:
        if (index < int(m_peers.size()))
            result = m_peers[std::size_t(index)];
        break;
    case Forwarding::Line:
        if (index > 0)
            result.push_back(index - 1);
        if (index < last)
            result.push_back(index + 1);
        break;
    }
    std::sort(result.begin(), result.end());
    result.erase(std::unique(result.begin(), result.end()), result.end());
    return result;
}

int DomainMap::indexOf(const std::string& name) const
{
    for (int d = 0; d < count(); ++d) {
        if (m_domains[std::size_t(d)].name == name)
            return d;
    }
    std::string known;
    for (const Domain& domain : m_domains)
        known += (known.empty() ? "" : ", ") + domain.name;
    throw ConfigurationError("economic: parameter 'peers': no domain '" + name + "'; the domains are " + known);
}

void DomainMap::setPeers(const std::vector<PeerLink>& links)
{
    m_peers.assign(m_domains.size(), {});
    for (const auto& [from, to] : links) {
        const int a = indexOf(from);
        const int b = indexOf(to);
        if (a == b)
            continue;
        m_peers[std::size_t(a)].push_back(b);
        m_peers[std::size_t(b)].push_back(a);
    }
}

}  // namespace schedlab
