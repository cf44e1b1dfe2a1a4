#include "study/QosTables.h"

#include "metrics/MetricsReport.h"
#include "reproduction/ReportNumberFormat.h"
#include "store/StoredRun.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <set>

namespace schedlab {

namespace {

double numberOf(const std::string& text)
{
    return std::strtod(text.c_str(), nullptr);
}

}  // namespace

QosTables::QosTables(std::span<const StoredRun> runs)
{
    for (const StoredRun& run : runs) {
        const auto scenario = QosScenario::of(run.description);
        if (!scenario)
            continue;
        Cell& cell = m_cells[{scenario->experiment, scenario->jobs, scenario->scheme, scenario->setting}];
        for (const MetricDefinition& metric : metricDefinitions()) {
            const double value = run.metric(metric.key);
            if (!std::isnan(value))
                cell.sums[metric.key] += value;
        }
        ++cell.seeds;
    }
}

std::vector<std::size_t> QosTables::taskCounts(QosScenario::Experiment experiment) const
{
    std::set<std::size_t> counts;
    for (const auto& [key, cell] : m_cells) {
        if (std::get<0>(key) == experiment)
            counts.insert(std::get<1>(key));
    }
    return {counts.begin(), counts.end()};
}

std::vector<std::string> QosTables::settings(QosScenario::Experiment experiment, std::size_t jobs,
                                             const std::vector<std::string>& fallback) const
{
    std::vector<std::string> seen;
    for (const auto& [key, cell] : m_cells) {
        const std::string& setting = std::get<3>(key);
        if (std::get<0>(key) == experiment && std::get<1>(key) == jobs && std::ranges::count(seen, setting) == 0)
            seen.push_back(setting);
    }
    if (seen.empty())
        return fallback;
    std::ranges::sort(seen, [](const std::string& a, const std::string& b) { return numberOf(a) < numberOf(b); });
    return seen;
}

double QosTables::mean(QosScenario::Experiment experiment, std::size_t jobs, std::size_t scheme,
                       const std::string& setting, const std::string& metricKey) const
{
    const auto it = m_cells.find({experiment, jobs, scheme, setting});
    if (it == m_cells.end() || it->second.seeds == 0)
        return std::nan("");
    const auto sum = it->second.sums.find(metricKey);
    return sum == it->second.sums.end() ? std::nan("") : sum->second / double(it->second.seeds);
}

CsvTable QosTables::table(QosScenario::Experiment experiment, std::size_t jobs, const std::string& metricKey,
                          const std::vector<std::string>& settings, const std::string& settingHeader,
                          int decimals, double scale) const
{
    std::vector<std::string> headers = {"scheme"};
    for (const std::string& setting : settings)
        headers.push_back(settingHeader + setting);
    CsvTable table(headers);
    const std::vector<QosScenario::Scheme>& schemes = QosScenario::schemes(experiment);
    for (std::size_t s = 0; s < schemes.size(); ++s) {
        std::vector<std::string> row = {schemes[s].label};
        for (const std::string& setting : settings) {
            const double value = mean(experiment, jobs, s, setting, metricKey) * scale;
            row.push_back(ReportNumberFormat::fixed(value, decimals));  // empty where no run is stored
        }
        table.addRow(std::move(row));
    }
    return table;
}

}  // namespace schedlab
