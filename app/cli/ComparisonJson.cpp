#include "ComparisonJson.h"

#include "compare/ComparisonFormat.h"
#include "compare/JobDifference.h"
#include "compare/MetricComparison.h"
#include "compare/PivotTable.h"
#include "store/StoredRun.h"

namespace schedlab {

namespace {

nlohmann::json number(double value)
{
    return std::isfinite(value) ? nlohmann::json(value) : nlohmann::json(nullptr);
}

nlohmann::json improvement(std::optional<double> percent)
{
    return percent ? nlohmann::json(*percent) : nlohmann::json(nullptr);
}

}  // namespace

nlohmann::json ComparisonJson::runs(std::span<const StoredRun> runs)
{
    nlohmann::json list = nlohmann::json::array();
    for (const StoredRun& run : runs) {
        list.push_back({{"id", run.id},
                        {"label", ComparisonFormat::runLabel(run)},
                        {"name", run.name},
                        {"policy", run.description.policy},
                        {"parameters", run.description.parameters},
                        {"platform", run.description.platformName},
                        {"trace", run.description.tracePath},
                        {"transforms", run.description.transforms}});
    }
    return list;
}

nlohmann::json ComparisonJson::metrics(const MetricComparison& comparison)
{
    nlohmann::json rows = nlohmann::json::array();
    for (const MetricComparison::Row& row : comparison.rows()) {
        nlohmann::json values = nlohmann::json::array();
        nlohmann::json improvements = nlohmann::json::array();
        for (const ComparisonCell& cell : row.cells) {
            values.push_back(number(cell.value));
            improvements.push_back(improvement(cell.improvement));
        }
        rows.push_back({{"key", row.definition->key},
                        {"label", row.definition->label},
                        {"unit", row.definition->unit},
                        {"lowerIsBetter", row.definition->lowerIsBetter},
                        {"values", values},
                        {"improvement", improvements}});
    }
    return rows;
}

nlohmann::json ComparisonJson::pivot(const PivotTable& pivot)
{
    nlohmann::json cells = nlohmann::json::array();
    for (std::size_t r = 0; r < pivot.rowKeys().size(); ++r) {
        nlohmann::json row = nlohmann::json::array();
        for (std::size_t c = 0; c < pivot.columnKeys().size(); ++c) {
            const PivotTable::Cell& cell = pivot.cell(r, c);
            if (cell.runCount == 0) {
                row.push_back(nullptr);
                continue;
            }
            row.push_back({{"run", cell.runId},
                           {"runs", cell.runCount},
                           {"value", number(cell.comparison.value)},
                           {"improvement", improvement(cell.comparison.improvement)}});
        }
        cells.push_back(row);
    }
    return {{"dimension", pivot.dimension()},
            {"metric", pivot.metric().key},
            {"rows", pivot.rowKeys()},
            {"columns", pivot.columnKeys()},
            {"cells", cells}};
}

nlohmann::json ComparisonJson::jobs(const JobDifference& difference)
{
    nlohmann::json histogram = nlohmann::json::array();
    for (const JobDifference::Bin& bin : difference.histogram())
        histogram.push_back({{"label", bin.label}, {"count", bin.count}});
    nlohmann::json top = nlohmann::json::array();
    for (const JobDifference::JobDelta& d : difference.topMoved()) {
        top.push_back({{"job", d.jobId},
                       {"submit", d.submit},
                       {"nodes", d.nodes},
                       {"startA", d.startA},
                       {"startB", d.startB},
                       {"delta", d.delta}});
    }
    return {{"a", difference.labelA()},
            {"b", difference.labelB()},
            {"matched", difference.matched()},
            {"earlier", difference.earlier()},
            {"later", difference.later()},
            {"same", difference.same()},
            {"unmatched", difference.unmatched()},
            {"meanDelta", difference.meanDelta()},
            {"medianDelta", difference.medianDelta()},
            {"histogram", histogram},
            {"top", top}};
}

}  // namespace schedlab
