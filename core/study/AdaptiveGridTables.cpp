#include "study/AdaptiveGridTables.h"

#include "platform/AdaptiveGridPlatforms.h"
#include "store/StoredRun.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <limits>

namespace schedlab {

namespace {

constexpr int kSecondsDecimals = 0;
constexpr int kPercentDecimals = 1;
constexpr double kPercent = 100.0;
const std::string kSd = "SD";
const std::string kMaxAct = "MaxACT";

std::string fixed(double value, int decimals)
{
    std::array<char, 64> buffer{};
    const auto result = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value, std::chars_format::fixed,
                                      decimals);
    return {buffer.data(), result.ptr};
}

// ACT_s of one run: the mean response of its evaluated jobs per origin site.
std::vector<double> siteActs(const StoredRun& run)
{
    std::vector<double> acts(AdaptiveGridPlatforms::kSites, std::nan(""));
    const auto json = nlohmann::json::parse(run.metricsJson, nullptr, false);
    if (!json.is_object())
        return acts;
    const auto sites = json.find("perSite");
    if (sites == json.end() || !sites->is_array())
        return acts;
    for (const auto& site : *sites) {
        const auto index = site.find("site");
        const auto response = site.find("meanResponse");
        if (index == site.end() || response == site.end() || !index->is_number_integer() || !response->is_number())
            continue;
        const auto value = index->get<int>();
        if (value >= 0 && value < AdaptiveGridPlatforms::kSites)
            acts[std::size_t(value)] = response->get<double>();
    }
    return acts;
}

}  // namespace

AdaptiveGridTables::AdaptiveGridTables(std::span<const StoredRun> runs)
{
    for (const StoredRun& run : runs) {
        const auto scenario = AdaptiveGridScenario::of(run.description);
        if (!scenario)
            continue;
        const std::vector<double> acts = siteActs(run);
        if (std::ranges::any_of(acts, [](double v) { return std::isnan(v); }))
            continue;
        Cell& cell = m_cells[{scenario->policy, scenario->weight, scenario->caseNumber, scenario->interArrival,
                              scenario->localFirstSites}];
        cell.siteSums.resize(acts.size(), 0.0);
        for (std::size_t s = 0; s < acts.size(); ++s)
            cell.siteSums[s] += acts[s];
        cell.allSum += run.metric("art");
        ++cell.seeds;
    }
}

const AdaptiveGridTables::Cell* AdaptiveGridTables::find(const Key& key) const
{
    const auto it = m_cells.find(key);
    return it == m_cells.end() ? nullptr : &it->second;
}

AdaptiveGridTables::Summary AdaptiveGridTables::summarise(const Cell& cell)
{
    Summary summary;
    summary.seeds = cell.seeds;
    for (const double sum : cell.siteSums)
        summary.acts.push_back(sum / double(cell.seeds));
    summary.all = cell.allSum / double(cell.seeds);
    summary.maxAct = std::ranges::max(summary.acts);
    double mean = 0;
    for (const double act : summary.acts)
        mean += act / double(summary.acts.size());
    double squares = 0;
    for (const double act : summary.acts)
        squares += (act - mean) * (act - mean);
    summary.sd = std::sqrt(squares / double(summary.acts.size()));  // population (spec: sd = population)
    return summary;
}

CsvTable AdaptiveGridTables::configurations(const std::string& policy, const std::string& weight, int caseNumber,
                                            int interArrival) const
{
    std::vector<std::string> headers = {"Q"};
    const Platform grid = AdaptiveGridPlatforms::make(caseNumber, 0);
    for (const Machine& site : grid.machines())
        headers.push_back("ACT " + site.name);
    for (const char* column : {"ALL", "MaxACT", "SD", "gain %", "loss %", "seeds"})
        headers.emplace_back(column);
    CsvTable table(headers);
    const Cell* reference = find({policy, weight, caseNumber, interArrival, 0});
    for (int q = 0; q <= AdaptiveGridPlatforms::kSites; ++q) {
        std::vector<std::string> row = {"Q" + std::to_string(q)};
        const Cell* cell = find({policy, weight, caseNumber, interArrival, q});
        if (cell == nullptr) {
            table.addRow(std::move(row));
            continue;
        }
        const Summary s = summarise(*cell);
        for (const double act : s.acts)
            row.push_back(fixed(act, kSecondsDecimals));
        row.push_back(fixed(s.all, kSecondsDecimals));
        row.push_back(fixed(s.maxAct, kSecondsDecimals));
        row.push_back(fixed(s.sd, kSecondsDecimals));
        if (reference != nullptr) {
            // Sec. 3.5: the largest improvement and the largest worsening of
            // a site against the same site under Q0, in percent (not clamped).
            const Summary base = summarise(*reference);
            double gain = -std::numeric_limits<double>::infinity();
            double loss = -std::numeric_limits<double>::infinity();
            for (std::size_t site = 0; site < s.acts.size(); ++site) {
                gain = std::max(gain, (base.acts[site] - s.acts[site]) / base.acts[site] * kPercent);
                loss = std::max(loss, (s.acts[site] - base.acts[site]) / base.acts[site] * kPercent);
            }
            row.push_back(fixed(gain, kPercentDecimals));
            row.push_back(fixed(loss, kPercentDecimals));
        } else {
            row.insert(row.end(), {"", ""});
        }
        row.push_back(std::to_string(s.seeds));
        table.addRow(std::move(row));
    }
    return table;
}

CsvTable AdaptiveGridTables::weights(int caseNumber, int interArrival, const std::vector<int>& localFirstSites) const
{
    std::vector<std::string> headers = {"a"};
    for (const int q : localFirstSites)
        headers.push_back(kSd + " Q" + std::to_string(q));
    for (const int q : localFirstSites)
        headers.push_back(kMaxAct + " Q" + std::to_string(q));
    CsvTable table(headers);
    std::vector<std::string> weightsSeen;
    for (const auto& [key, cell] : m_cells) {
        const auto& [policy, weight, c, g, q] = key;
        if (policy == "grid-wmct" && c == caseNumber && g == interArrival &&
            std::ranges::find(weightsSeen, weight) == weightsSeen.end())
            weightsSeen.push_back(weight);
    }
    std::ranges::sort(weightsSeen, [](const std::string& a, const std::string& b) { return std::stod(a) < std::stod(b); });
    for (const std::string& weight : weightsSeen) {
        std::vector<std::string> sds;
        std::vector<std::string> maxima;
        for (const int q : localFirstSites) {
            const Cell* cell = find({"grid-wmct", weight, caseNumber, interArrival, q});
            sds.push_back(cell ? fixed(summarise(*cell).sd, kSecondsDecimals) : "");
            maxima.push_back(cell ? fixed(summarise(*cell).maxAct, kSecondsDecimals) : "");
        }
        std::vector<std::string> row = {weight};
        row.insert(row.end(), sds.begin(), sds.end());
        row.insert(row.end(), maxima.begin(), maxima.end());
        table.addRow(std::move(row));
    }
    return table;
}

}  // namespace schedlab
