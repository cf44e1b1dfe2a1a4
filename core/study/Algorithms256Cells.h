#pragma once

#include <cstdint>
#include <map>
#include <span>
#include <string>
#include <tuple>

namespace schedlab {

struct StoredRun;

// The runs of the algorithms-256 study placed by what they simulated: the
// workload (CTC, or a generated file), exact estimates or not, the policy
// family and backfilling variant (PolicyVariant), and the weight of the
// Smith ratios ("unit", "area"; empty for the families without one). The
// study's tables and the reproduction report (Yahyapour 2002, Tables
// 2.4-2.7) read their cells from here, so both place a run alike.
class Algorithms256Cells {
public:
    enum class Workload { Ctc, Probabilistic, Randomized };

    // Runs on other platforms than single:256 are ignored; the first run
    // given for a cell wins.
    explicit Algorithms256Cells(std::span<const StoredRun> runs);

    [[nodiscard]] const StoredRun* find(Workload workload, bool exact, const std::string& family,
                                        const std::string& variant, const std::string& weight) const;
    // The number of jobs of a workload's trace as its runs recorded it; 0 without runs.
    [[nodiscard]] std::int64_t jobs(Workload workload) const;

private:
    using Key = std::tuple<Workload, bool, std::string, std::string, std::string>;
    std::map<Key, const StoredRun*> m_cells;
    std::map<Workload, std::int64_t> m_jobs;
};

}  // namespace schedlab
