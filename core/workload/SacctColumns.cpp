#include "workload/SacctColumns.h"

#include "util/TextScan.h"

namespace schedlab {

namespace {

constexpr std::array<std::string_view, SacctColumns::kFieldCount> kNames = {
    "JobIDRaw", "JobID", "User", "Group", "Account", "Partition", "Submit", "Eligible", "Start",
    "End", "Elapsed", "Timelimit", "NNodes", "NCPUS", "ReqNodes", "ReqCPUS", "State",
};

}  // namespace

std::string_view SacctColumns::nameOf(Field field)
{
    return kNames[field];
}

void SacctColumns::split(std::string_view line, std::vector<std::string_view>& cells)
{
    cells.clear();
    // A CRLF file leaves '\r' on the last cell.
    if (!line.empty() && line.back() == '\r')
        line.remove_suffix(1);
    while (true) {
        const auto bar = line.find(kSeparator);
        cells.push_back(line.substr(0, bar));
        if (bar == std::string_view::npos)
            return;
        line.remove_prefix(bar + 1);
    }
}

std::optional<SacctColumns> SacctColumns::fromHeader(std::string_view line)
{
    if (line.find(kSeparator) == std::string_view::npos)
        return std::nullopt;
    std::vector<std::string_view> cells;
    split(line, cells);
    SacctColumns columns;
    columns.m_count = cells.size();
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const auto name = trimBlanks(cells[i]);
        for (std::size_t f = 0; f < kFieldCount; ++f)
            if (name == kNames[f] && !columns.m_index[f])
                columns.m_index[f] = i;  // the first of a repeated name counts
    }
    if (!columns.has(JobIdRaw) && !columns.has(JobId))
        return std::nullopt;
    return columns;
}

std::string_view SacctColumns::cell(const std::vector<std::string_view>& cells, Field field) const
{
    const auto& index = m_index[field];
    if (!index || *index >= cells.size())
        return {};
    return trimBlanks(cells[*index]);
}

}  // namespace schedlab
