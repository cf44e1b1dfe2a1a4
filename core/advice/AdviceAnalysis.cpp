#include "advice/AdviceAnalysis.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <stdexcept>

namespace schedlab {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
// Added to both sides of a ratio, so that a best value of 0 (no wait at all
// in a quiet month) gives finite ratios: one second, one percent point or
// one unit of slowdown, each small against the values being compared.
constexpr double kRatioFloor = 1.0;

std::vector<std::vector<double>> valuesOf(const AdvicePlan& plan, const std::vector<std::optional<StoredRun>>& runs,
                                          std::size_t scenario, const std::vector<WeightedObjective>& objectives)
{
    std::vector<std::vector<double>> values(plan.candidates.size());
    for (std::size_t c = 0; c < plan.candidates.size(); ++c) {
        const auto& run = runs[scenario * plan.candidates.size() + c];
        for (const WeightedObjective& o : objectives)
            values[c].push_back(run ? AdviceObjectives::value(o.objective, *run) : kNaN);
    }
    return values;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

std::vector<std::size_t> orderByScore(const std::vector<double>& scores)
{
    std::vector<std::size_t> order;
    for (std::size_t c = 0; c < scores.size(); ++c) {
        if (!std::isnan(scores[c]))
            order.push_back(c);
    }
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return scores[a] < scores[b]; });
    return order;
}

}  // namespace

std::vector<double> AdviceAnalysis::scores(const std::vector<std::vector<double>>& values,
                                           const std::vector<WeightedObjective>& objectives)
{
    std::vector<double> result(values.size(), 0.0);
    double weights = 0;
    for (std::size_t o = 0; o < objectives.size(); ++o) {
        const bool lower = AdviceObjectives::lowerIsBetter(objectives[o].objective);
        double best = kNaN;
        for (const auto& candidate : values) {
            const double v = candidate[o];
            if (!std::isnan(v) && (std::isnan(best) || (lower ? v < best : v > best)))
                best = v;
        }
        for (std::size_t c = 0; c < values.size(); ++c) {
            const double v = values[c][o];
            const double ratio = lower ? (v + kRatioFloor) / (best + kRatioFloor)
                                       : (best + kRatioFloor) / (v + kRatioFloor);
            result[c] += objectives[o].weight * ratio;  // NaN stays NaN
        }
        weights += objectives[o].weight;
    }
    for (double& score : result)
        score /= weights;
    return result;
}

std::vector<bool> AdviceAnalysis::paretoFront(const std::vector<std::pair<double, double>>& points,
                                              bool xLowerIsBetter, bool yLowerIsBetter)
{
    const auto better = [](double a, double b, bool lower) { return lower ? a < b : a > b; };
    const auto notWorse = [](double a, double b, bool lower) { return lower ? a <= b : a >= b; };
    std::vector<bool> front(points.size(), false);
    for (std::size_t i = 0; i < points.size(); ++i) {
        const auto [x, y] = points[i];
        if (std::isnan(x) || std::isnan(y))
            continue;
        bool dominated = false;
        for (std::size_t j = 0; j < points.size() && !dominated; ++j) {
            const auto [u, v] = points[j];
            if (j == i || std::isnan(u) || std::isnan(v))
                continue;
            dominated = notWorse(u, x, xLowerIsBetter) && notWorse(v, y, yLowerIsBetter) &&
                        (better(u, x, xLowerIsBetter) || better(v, y, yLowerIsBetter));
        }
        front[i] = !dominated;
    }
    return front;
}

AdviceResult AdviceAnalysis::analyse(const AdvicePlan& plan, const std::vector<std::optional<StoredRun>>& runs,
                                     const std::vector<WeightedObjective>& objectives)
{
    if (objectives.empty())
        throw std::invalid_argument("the advice needs at least one objective");
    AdviceResult result;
    result.objectives = objectives;
    result.missingRuns = int(std::count(runs.begin(), runs.end(), std::nullopt));

    const auto whole = valuesOf(plan, runs, 0, objectives);
    const std::vector<double> wholeScores = scores(whole, objectives);
    std::vector<std::vector<double>> monthScores(plan.candidates.size());
    std::vector<int> monthsBest(plan.candidates.size(), 0);
    for (const std::size_t month : plan.scenariosOf(AdviceScenario::Kind::Month)) {
        const std::vector<double> s = scores(valuesOf(plan, runs, month, objectives), objectives);
        const std::vector<std::size_t> order = orderByScore(s);
        for (const std::size_t c : order) {
            monthScores[c].push_back(s[c]);
            monthsBest[c] += s[c] == s[order.front()] ? 1 : 0;
        }
    }
    std::vector<std::size_t> order = orderByScore(wholeScores);
    // Among equals the baseline comes first: a change of policy is only
    // worth recommending when it is better.
    const auto baseline = std::find(order.begin(), order.end(), plan.baseline);
    if (baseline != order.end() && wholeScores[plan.baseline] == wholeScores[order.front()])
        std::rotate(order.begin(), baseline, std::next(baseline));
    for (const std::size_t c : order) {
        AdviceStanding standing;
        standing.candidate = c;
        standing.score = wholeScores[c];
        standing.values = whole[c];
        standing.monthsScored = int(monthScores[c].size());
        standing.monthsBest = monthsBest[c];
        if (!monthScores[c].empty()) {
            standing.medianMonthScore = median(monthScores[c]);
            standing.worstMonthScore = *std::max_element(monthScores[c].begin(), monthScores[c].end());
        }
        result.ranking.push_back(std::move(standing));
    }
    if (result.ranking.empty())
        throw std::invalid_argument("no candidate policy completed a run on the whole log");

    for (std::size_t s = 0; s < plan.scenarios.size(); ++s) {
        const auto kind = plan.scenarios[s].kind;
        if (kind == AdviceScenario::Kind::Whole || kind == AdviceScenario::Kind::Month)
            continue;
        result.sensitivity.emplace_back(s, orderByScore(scores(valuesOf(plan, runs, s, objectives), objectives)));
    }

    const auto front = valuesOf(plan, runs, 0, {{result.paretoX, 1}, {result.paretoY, 1}});
    for (const auto& point : front)
        result.paretoPoints.emplace_back(point[0], point[1]);
    result.onParetoFront = paretoFront(result.paretoPoints, AdviceObjectives::lowerIsBetter(result.paretoX),
                                       AdviceObjectives::lowerIsBetter(result.paretoY));
    return result;
}

}  // namespace schedlab
