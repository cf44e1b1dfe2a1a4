#pragma once

#include "ValueSummary.h"

#include "model/Types.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>

namespace schedlab {

struct Workload;

// Summary figures of a loaded workload for `inspect`.
struct TraceStatistics {
    std::size_t jobs = 0;
    Time firstSubmit = 0;
    Time lastSubmit = 0;
    Time lastEnd = 0;            // latest submit + run time: a lower bound on any makespan
    double work = 0;             // sum of nodes * run time, node-seconds
    ValueSummary width;          // nodes
    ValueSummary runTime;        // seconds
    ValueSummary estimate;       // seconds
    std::int64_t overrunningJobs = 0;  // run time > estimate
    std::optional<std::int64_t> machineSize;  // from the header (MaxProcs, else MaxNodes)
    // work / (machine size * (last submit - first submit)): how much of the
    // machine the submitted jobs ask for while they arrive. > 1 means the
    // queue must grow.
    std::optional<double> offeredLoad;

    [[nodiscard]] static TraceStatistics of(const Workload& workload);
    [[nodiscard]] nlohmann::json toJson() const;
};

}  // namespace schedlab
