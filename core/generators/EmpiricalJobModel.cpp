#include "generators/EmpiricalJobModel.h"

#include "engine/SimulationError.h"
#include "generators/RandomSource.h"

#include <algorithm>
#include <bit>
#include <map>
#include <tuple>

namespace schedlab {

EmpiricalJobModel::EmpiricalJobModel(const Workload& source, std::int32_t machineNodes)
    : m_machineNodes(machineNodes)
{
    if (machineNodes < 1)
        throw ConfigurationError("empirical job model: the machine needs at least 1 node, got "
                                 + std::to_string(machineNodes));
    struct Source {
        std::int32_t nodes;
        Time estimate;
        Time runTime;
        int estimateRange;
        int runRange;
        bool ranToEstimate;
    };
    std::vector<Source> kept;
    kept.reserve(source.jobs.size());
    for (const Job& job : source.jobs) {
        if (job.nodes > machineNodes) {
            ++m_excludedWider;
            continue;
        }
        Time run = job.runTime;
        if (run > job.estimate) {
            run = job.estimate;
            ++m_cappedOverruns;
        }
        kept.push_back({job.nodes, job.estimate, run, timeRange(job.estimate), timeRange(run), run == job.estimate});
    }
    if (kept.empty())
        throw ConfigurationError("empirical job model: no job of '" + source.sourceName + "' fits on "
                                 + std::to_string(machineNodes) + " nodes");
    // Stable: inside a bin the entries keep trace order, so the model (and
    // every draw) depends only on the trace, not on sort internals.
    std::stable_sort(kept.begin(), kept.end(), [](const Source& a, const Source& b) { return a.nodes < b.nodes; });

    using CellKey = std::tuple<std::int32_t, int, int>;
    std::map<CellKey, std::uint32_t> cellIndex;
    m_entries.reserve(kept.size());
    for (const Source& s : kept) {
        const CellKey key{s.nodes, s.estimateRange, s.runRange};
        auto [it, inserted] = cellIndex.try_emplace(key, static_cast<std::uint32_t>(m_cells.size()));
        if (inserted) {
            m_cells.push_back({s.runTime, s.runTime});
        } else {
            Cell& cell = m_cells[it->second];
            cell.minRun = std::min(cell.minRun, s.runTime);
            cell.maxRun = std::max(cell.maxRun, s.runTime);
        }
        m_entries.push_back({s.nodes, s.estimate, it->second, s.ranToEstimate});
        if (m_bins.empty() || m_bins.back().nodes != s.nodes)
            m_bins.push_back({s.nodes, 0});
        ++m_bins.back().jobs;
    }
}

EmpiricalJobModel::Draw EmpiricalJobModel::draw(RandomSource& random) const
{
    const auto pick = random.uniformInt(0, static_cast<std::int64_t>(m_entries.size()) - 1);
    const Entry& entry = m_entries[static_cast<std::size_t>(pick)];
    if (entry.ranToEstimate)
        return {entry.nodes, entry.estimate, entry.estimate};
    const Cell& cell = m_cells[entry.cell];
    // The cell's smallest run is at most the source job's capped run, which
    // is at most its estimate, so the range is never empty.
    const Time run = random.uniformInt(cell.minRun, std::min(cell.maxRun, entry.estimate));
    return {entry.nodes, entry.estimate, run};
}

int EmpiricalJobModel::timeRange(Time t)
{
    return t <= 0 ? 0 : static_cast<int>(std::bit_width(static_cast<std::uint64_t>(t)));
}

}  // namespace schedlab
