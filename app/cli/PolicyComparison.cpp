#include "PolicyComparison.h"

#include "NumberFormat.h"
#include "TextTable.h"

namespace schedlab {

namespace {

constexpr int kWhole = 0;
constexpr int kSeconds = 1;
constexpr int kRatio = 2;
constexpr int kFraction = 4;
constexpr int kCpuSeconds = 3;

}  // namespace

PolicyComparison::PolicyComparison(const std::vector<FinishedRun>& outcomes)
    : m_outcomes(outcomes)
{
}

const std::vector<PolicyComparison::Column>& PolicyComparison::columns()
{
    using O = FinishedRun;
    static const std::vector<Column> kColumns = {
        {"jobs", [](const O& o) { return double(o.metrics.jobs); }, kWhole, false},
        {"mean wait s", [](const O& o) { return o.metrics.meanWait; }, kSeconds, true},
        {"ART s", [](const O& o) { return o.metrics.art; }, kSeconds, true},
        {"AWRT s", [](const O& o) { return o.metrics.awrt; }, kSeconds, true},
        {"AWWT s", [](const O& o) { return o.metrics.awwt; }, kSeconds, true},
        {"mean bsld", [](const O& o) { return o.metrics.meanBoundedSlowdown; }, kRatio, true},
        {"utilization", [](const O& o) { return o.metrics.utilization; }, kFraction, true},
        {"makespan s", [](const O& o) { return double(o.metrics.makespan); }, kWhole, true},
        {"backfilled", [](const O& o) { return double(o.metrics.backfilledJobs); }, kWhole, true},
        {"sched CPU s", [](const O& o) { return o.metrics.schedulerCpuSeconds; }, kCpuSeconds, true},
    };
    return kColumns;
}

std::string PolicyComparison::absoluteTable() const
{
    std::vector<std::string> headers = {"policy"};
    for (const Column& column : columns())
        headers.push_back(column.label);
    TextTable table(headers);
    table.alignRightFrom(1);
    for (const FinishedRun& outcome : m_outcomes) {
        std::vector<std::string> row = {outcome.description.policy};
        for (const Column& column : columns())
            row.push_back(NumberFormat::fixed(column.value(outcome), column.decimals));
        table.addRow(row);
    }
    return table.toString();
}

std::string PolicyComparison::relativeTable(std::size_t reference) const
{
    std::vector<std::string> headers = {"policy"};
    for (const Column& column : columns()) {
        if (column.comparable)
            headers.push_back(column.label);
    }
    TextTable table(headers);
    table.alignRightFrom(1);
    const FinishedRun& base = m_outcomes.at(reference);
    for (const FinishedRun& outcome : m_outcomes) {
        std::vector<std::string> row = {outcome.description.policy};
        for (const Column& column : columns()) {
            if (column.comparable)
                row.push_back(NumberFormat::percentChange(column.value(outcome), column.value(base)));
        }
        table.addRow(row);
    }
    return table.toString();
}

}  // namespace schedlab
