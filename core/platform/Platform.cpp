#include "platform/Platform.h"

#include "qos/QosResourceType.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <unordered_map>

namespace schedlab {

namespace {

// Shortest text that reads back as the same double ("0.5", "nan", "inf"),
// so a message shows exactly the value that was rejected.
std::string formatDouble(double value)
{
    constexpr std::size_t kEnoughForAnyDouble = 32;
    std::array<char, kEnoughForAnyDouble> buffer{};
    const auto result = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
    return {buffer.data(), result.ptr};
}

std::string machineLabel(MachineIndex index, const std::string& name)
{
    return "machine " + std::to_string(index) + " (\"" + name + "\")";
}

}  // namespace

Platform::Platform(std::string name, std::vector<Machine> machines)
    : m_name(std::move(name)), m_machines(std::move(machines))
{
    // Offsets are accumulated in 64 bits and clamped so that an impossible
    // platform (negative or enormous node counts) is still a well-defined
    // object whose problems() can be reported; nothing simulates it.
    m_firstNode.reserve(m_machines.size());
    std::int64_t next = 0;
    for (const Machine& machine : m_machines) {
        m_firstNode.push_back(NodeId(next));
        next = std::min<std::int64_t>(next + std::max(machine.nodes, 0), kMaxNodes + std::int64_t(1));
    }
    m_totalNodes = int(next);
}

int Platform::largestMachineNodes() const
{
    int largest = 0;
    for (const Machine& machine : m_machines) {
        largest = std::max(largest, machine.nodes);
    }
    return largest;
}

MachineIndex Platform::machineOfNode(NodeId node) const
{
    if (node < 0 || node >= m_totalNodes || m_firstNode.empty()) {
        return kNoMachine;
    }
    // The last machine whose first node is <= node. Machines with zero nodes
    // share their offset with the next one; upper_bound skips past them.
    const auto it = std::upper_bound(m_firstNode.begin(), m_firstNode.end(), node);
    return MachineIndex(std::distance(m_firstNode.begin(), it) - 1);
}

std::vector<MachineShare> Platform::nodesPerMachine(const NodeSet& nodes) const
{
    std::vector<MachineShare> out;
    for (const NodeSet::Range& range : nodes.ranges()) {
        // Ranges are sorted, so machines come in increasing order and a
        // machine split over several ranges is always the last entry.
        NodeId node = std::max<NodeId>(range.first, 0);
        const NodeId last = std::min<NodeId>(range.last, m_totalNodes - 1);
        while (node <= last) {
            const MachineIndex machine = machineOfNode(node);
            // 64 bits: an impossible platform may hold a machine of INT_MAX nodes.
            const std::int64_t machineLast =
                std::int64_t(firstNode(machine)) + m_machines[std::size_t(machine)].nodes - 1;
            const NodeId pieceLast = NodeId(std::min<std::int64_t>(last, machineLast));
            const int count = pieceLast - node + 1;
            if (!out.empty() && out.back().machine == machine) {
                out.back().nodes += count;
            } else {
                out.push_back({machine, count});
            }
            node = pieceLast + 1;
        }
    }
    return out;
}

std::vector<PlatformProblem> Platform::problemDetails() const
{
    std::vector<PlatformProblem> out;
    if (m_machines.empty()) {
        out.push_back({kNoMachine, {}, "a platform needs at least one machine"});
        return out;
    }
    std::unordered_map<std::string, MachineIndex> firstUseOfName;
    std::int64_t total = 0;
    for (std::size_t i = 0; i < m_machines.size(); ++i) {
        const Machine& machine = m_machines[i];
        const MachineIndex index = MachineIndex(i);
        if (machine.name.empty()) {
            out.push_back({index, "name", "machine name must not be empty"});
        } else if (const auto [it, inserted] = firstUseOfName.emplace(machine.name, index); !inserted) {
            out.push_back({index, "name",
                           "duplicate machine name \"" + machine.name + "\", also used by machine "
                               + std::to_string(it->second)});
        }
        if (machine.nodes < 1) {
            out.push_back({index, "nodes", "node count must be at least 1, got " + std::to_string(machine.nodes)});
        } else if (machine.nodes > kMaxNodes) {
            out.push_back({index, "nodes",
                           "node count must be at most " + std::to_string(kMaxNodes) + ", got "
                               + std::to_string(machine.nodes)});
        }
        if (!std::isfinite(machine.speed) || machine.speed <= 0) {
            out.push_back({index, "speed", "speed must be a finite number > 0, got " + formatDouble(machine.speed)});
        }
        if (!std::isfinite(machine.bandwidthMBps) || machine.bandwidthMBps < 0) {
            out.push_back({index, "bandwidth",
                           "bandwidth must be a finite number >= 0 (MB/s; 0: no transfer cost), got "
                               + formatDouble(machine.bandwidthMBps)});
        }
        if (!std::isfinite(machine.diskGB) || machine.diskGB < 0) {
            out.push_back({index, "disk",
                           "disk must be a finite number >= 0 (GB; 0: no limit), got " + formatDouble(machine.diskGB)});
        }
        const std::vector<std::string>& qosTypes = qosResourceTypeNames();
        if (!machine.qosType.empty() && std::find(qosTypes.begin(), qosTypes.end(), machine.qosType) == qosTypes.end()) {
            out.push_back({index, "qos-type",
                           "QoS type must be gs, be, gs-be-equal or gs-be-priority (or none), got \"" +
                               machine.qosType + "\""});
        }
        total += std::max(machine.nodes, 0);
    }
    if (total > kMaxNodes) {
        out.push_back({kNoMachine, "nodes",
                       "total node count must be at most " + std::to_string(kMaxNodes) + ", got "
                           + std::to_string(total)});
    }
    return out;
}

std::vector<std::string> Platform::problems() const
{
    std::vector<std::string> out;
    for (const PlatformProblem& problem : problemDetails()) {
        if (problem.machine == kNoMachine) {
            out.push_back("platform \"" + m_name + "\": " + problem.text);
        } else {
            out.push_back(machineLabel(problem.machine, m_machines[std::size_t(problem.machine)].name) + ": "
                          + problem.text);
        }
    }
    return out;
}

}  // namespace schedlab
