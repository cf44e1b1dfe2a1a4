#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace schedlab {

// The header line of `sacct --parsable2` output: the field names, separated
// by '|', in whatever order `-o` asked for. Fields are found by name so the
// column order does not matter; names sacct prints that SchedLab does not
// use are ignored. The list of fields and the command to run are in
// docs/workloads.md ("Slurm accounting").
class SacctColumns {
public:
    static constexpr char kSeparator = '|';

    // The fields the reader understands, as sacct names them (-o).
    enum Field : std::size_t {
        JobIdRaw, JobId, User, Group, Account, Partition, Submit, Eligible, Start, End, Elapsed, Timelimit,
        NNodes, NCpus, ReqNodes, ReqCpus, State, kFieldCount,
    };

    // The columns of `line`, or nullopt unless it is an sacct header: a
    // line with a '|' and a field named JobIDRaw or JobID.
    [[nodiscard]] static std::optional<SacctColumns> fromHeader(std::string_view line);
    [[nodiscard]] static std::string_view nameOf(Field field);
    // Splits a line at every '|' into `cells` (views into `line`).
    static void split(std::string_view line, std::vector<std::string_view>& cells);

    [[nodiscard]] bool has(Field field) const { return m_index[field].has_value(); }
    // The cell of `field` in a split line, empty when the header lacks it.
    [[nodiscard]] std::string_view cell(const std::vector<std::string_view>& cells, Field field) const;
    // How many columns the header has; every record must have as many.
    [[nodiscard]] std::size_t count() const { return m_count; }

private:
    std::array<std::optional<std::size_t>, kFieldCount> m_index{};
    std::size_t m_count = 0;
};

}  // namespace schedlab
