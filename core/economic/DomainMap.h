#pragma once

#include "model/Types.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace schedlab {

class Platform;

// How a domain knows the others it forwards a request to (Yahyapour (2002),
// ch. 6 leaves the topology open): a directory lists every domain, so one
// hop reaches all; in a ring or a line each domain knows the one before and
// the one after it, in the order the platform first names them; with peer
// lists each domain knows the domains the user lists for it.
enum class Forwarding : std::uint8_t { Directory, Ring, Line, Peers };

// Two domains that know each other, by name.
using PeerLink = std::pair<std::string, std::string>;

// The economic scheduling domains of a platform: the machines grouped by
// Machine::domain, a machine without one forming a domain of its own. Domains
// are numbered in the order the platform first names them.
class DomainMap {
public:
    struct Domain {
        std::string name;
        std::vector<MachineIndex> machines;
    };

    explicit DomainMap(const Platform& platform);
    // One domain holding every machine: the central market.
    [[nodiscard]] static DomainMap central(const Platform& platform);

    [[nodiscard]] int count() const { return static_cast<int>(m_domains.size()); }
    [[nodiscard]] const Domain& domain(int index) const { return m_domains[static_cast<std::size_t>(index)]; }
    [[nodiscard]] int domainOf(MachineIndex machine) const { return m_domainOf[static_cast<std::size_t>(machine)]; }
    // The domains `index` forwards to, ascending.
    [[nodiscard]] std::vector<int> neighbours(int index, Forwarding forwarding) const;
    // The links Forwarding::Peers uses, both ways. Throws ConfigurationError
    // for a name that is not a domain of the platform.
    void setPeers(const std::vector<PeerLink>& links);

private:
    DomainMap() = default;

    std::vector<Domain> m_domains;
    [[nodiscard]] int indexOf(const std::string& name) const;

    std::vector<int> m_domainOf;   // per machine
    std::vector<std::vector<int>> m_peers;  // per domain
};

}  // namespace schedlab
