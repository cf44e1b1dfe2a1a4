#pragma once

#include "compare/CsvTable.h"

#include <string>
#include <vector>

namespace schedlab {

struct StoredRun;

// How the work of grid runs spreads over the machines: one row per run
// (nullptr: an empty row), per machine its share of all work and its
// utilization, read from the run's metrics JSON ("perMachine"). Yahyapour
// (2002), §6.4 discusses economic scheduling in these terms.
class MachineShareTable {
public:
    [[nodiscard]] static CsvTable build(const std::vector<std::string>& labels,
                                        const std::vector<const StoredRun*>& runs);
};

}  // namespace schedlab
