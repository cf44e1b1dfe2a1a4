#pragma once

#include <string>
#include <vector>

namespace schedlab {

struct ReportTable;

// The charts of a long table, published against SchedLab: one small chart
// per group of figures (the id's second part: a PFCFS column, a workload)
// over the id's third part (months, overheads).
class ReportCharts {
public:
    static constexpr const char* kPublishedSeries = "published";
    static constexpr const char* kOursSeries = "SchedLab";

    // SVG elements, one per group; none for a table without a chart.
    [[nodiscard]] static std::vector<std::string> render(const ReportTable& table);
};

}  // namespace schedlab
