#include "reproduction/ReportCharts.h"

#include "reproduction/ReportTable.h"
#include "reproduction/SvgChart.h"

#include <string_view>

namespace schedlab {

namespace {

constexpr char kIdSeparator = '/';
constexpr std::string_view kOverheadPrefix = "p=";
constexpr const char* kMonthAxis = "month (Sum: all 11 months)";
constexpr const char* kOverheadAxis = "overhead p in %";
constexpr const char* kAsPrintedSuffix = " (column as printed)";

// The rows of one chart, in table order.
struct Group {
    std::string name;
    std::vector<std::string> categories;
    std::vector<double> published;
    std::vector<double> ours;
};

// "T4.3/PFCFS1/Jul96" -> {"PFCFS1", "Jul96"}; ids without three parts give an empty group.
std::pair<std::string, std::string> groupAndCategory(const std::string& id)
{
    const auto first = id.find(kIdSeparator);
    const auto second = first == std::string::npos ? first : id.find(kIdSeparator, first + 1);
    if (second == std::string::npos)
        return {};
    return {id.substr(first + 1, second - first - 1), id.substr(second + 1)};
}

std::vector<Group> groupsOf(const ReportTable& table)
{
    std::vector<Group> groups;
    for (const ReportRow& row : table.rows) {
        auto [name, category] = groupAndCategory(row.id);
        if (groups.empty() || groups.back().name != name)
            groups.push_back({name, {}, {}, {}});
        if (category.starts_with(kOverheadPrefix))
            category.erase(0, kOverheadPrefix.size());
        groups.back().categories.push_back(category);
        groups.back().published.push_back(row.publishedValue);
        groups.back().ours.push_back(row.oursValue);
    }
    return groups;
}

}  // namespace

std::vector<std::string> ReportCharts::render(const ReportTable& table)
{
    const TableChart kind = table.table.chart;
    if (kind == TableChart::None)
        return {};
    const bool bars = kind == TableChart::BarsPerGroup;
    std::vector<std::string> charts;
    for (Group& group : groupsOf(table)) {
        const std::string title =
            "Table " + table.table.key + ", " + group.name + (bars ? kAsPrintedSuffix : "");
        SvgChart chart(title, std::move(group.categories), bars ? SvgChart::Style::Bars : SvgChart::Style::Lines);
        chart.setAxisTitles(bars ? kMonthAxis : kOverheadAxis, table.table.chartUnit);
        chart.addSeries(kPublishedSeries, std::move(group.published));
        chart.addSeries(kOursSeries, std::move(group.ours));
        charts.push_back(chart.render());
    }
    return charts;
}

}  // namespace schedlab
