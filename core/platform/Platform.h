#pragma once

#include "model/NodeSet.h"
#include "model/Types.h"
#include "platform/Machine.h"

#include <string>
#include <vector>

namespace schedlab {

// One or more machines. Nodes get platform-global ids: machine k owns ids
// [firstNode(k), firstNode(k) + nodes). That lets a Gantt chart draw one row
// per node grouped by machine, and lets a multi-site job hold one node set.
// One reason a platform cannot be simulated, with the machine and field it
// concerns so that each front end (problems(), PlatformJson) can point at it
// in its own terms ("machine 2 (\"b\")" or "machines[2].nodes").
struct PlatformProblem {
    MachineIndex machine = kNoMachine;  // kNoMachine: the platform as a whole
    std::string field;                  // "nodes", "speed", "name"; empty for the platform
    std::string text;                   // "node count must be at least 1, got 0"
};

// How many nodes of one machine a node set holds.
struct MachineShare {
    MachineIndex machine = kNoMachine;
    int nodes = 0;
    friend bool operator==(const MachineShare&, const MachineShare&) = default;
};

class Platform {
public:
    // Sanity bound on node counts, per machine and in total. Far above any
    // real system, and it keeps every node id and node count inside
    // NodeId / int without overflow.
    static constexpr int kMaxNodes = 10'000'000;

    Platform() = default;
    Platform(std::string name, std::vector<Machine> machines);

    [[nodiscard]] const std::string& name() const { return m_name; }
    [[nodiscard]] const std::vector<Machine>& machines() const { return m_machines; }
    [[nodiscard]] const Machine& machine(MachineIndex m) const { return m_machines[std::size_t(m)]; }
    [[nodiscard]] int machineCount() const { return int(m_machines.size()); }
    [[nodiscard]] int totalNodes() const { return m_totalNodes; }
    [[nodiscard]] int largestMachineNodes() const;
    [[nodiscard]] NodeId firstNode(MachineIndex m) const { return m_firstNode[std::size_t(m)]; }
    [[nodiscard]] MachineIndex machineOfNode(NodeId node) const;
    // The machines a node set touches, by increasing index, with the node
    // count on each; ids outside the platform are ignored. O(ranges + machines touched).
    [[nodiscard]] std::vector<MachineShare> nodesPerMachine(const NodeSet& nodes) const;

    // Empty when the platform can be simulated; otherwise one message per
    // problem ("machine 2 (\"b\"): node count must be at least 1, got 0").
    [[nodiscard]] std::vector<std::string> problems() const;
    // The same problems, structured.
    [[nodiscard]] std::vector<PlatformProblem> problemDetails() const;

    friend bool operator==(const Platform& a, const Platform& b)
    {
        return a.m_name == b.m_name && a.m_machines == b.m_machines;
    }

private:
    std::string m_name;
    std::vector<Machine> m_machines;
    std::vector<NodeId> m_firstNode;
    int m_totalNodes = 0;
};

}  // namespace schedlab
