// AdviceReport::html: the advice as one self-contained page.

#include "advice/AdviceReport.h"

#include "reproduction/HtmlText.h"
#include "reproduction/ReportNumberFormat.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <sstream>

namespace schedlab {

namespace {

constexpr double kChartWidth = 720;
constexpr double kChartHeight = 400;
// An axis whose values span more than this factor is drawn on a log scale,
// so that one far-off policy (FCFS's waits) does not crowd the rest into a
// corner.
constexpr double kLogScaleSpan = 10;
// Label boxes for overlap checks: an 11 px sans-serif character is about
// 6.2 px wide; a line is 13 px high.
constexpr double kCharWidth = 6.2;
constexpr double kLineHeight = 13;
constexpr int kMaxLabelShifts = 12;
constexpr double kMargin = 56;
constexpr double kPointRadius = 5;
constexpr double kLabelOffset = 8;
constexpr const char* kFrontColour = "#0f766e";
constexpr const char* kOtherColour = "#94a3b8";

std::string esc(const std::string& text)
{
    return HtmlText::escape(text);
}

// The two objectives of the Pareto front as a scatter plot: every policy a
// point, the front filled and joined by a line.
std::string scatter(const AdviceReportInput& input)
{
    const AdviceResult& result = input.result;
    constexpr double kInfinity = std::numeric_limits<double>::infinity();
    double xLow = kInfinity, xHigh = -kInfinity, yLow = kInfinity, yHigh = -kInfinity;
    for (const auto& [x, y] : result.paretoPoints) {
        if (std::isnan(x) || std::isnan(y))
            continue;
        xLow = std::min(xLow, x), xHigh = std::max(xHigh, x);
        yLow = std::min(yLow, y), yHigh = std::max(yHigh, y);
    }
    if (!(xHigh >= xLow))
        return {};
    const bool logX = xLow > 0 && xHigh / xLow > kLogScaleSpan;
    const auto scaleX = [logX](double x) { return logX ? std::log10(x) : x; };
    const double xSpan = std::max(scaleX(xHigh) - scaleX(xLow), 1e-9), ySpan = std::max(yHigh - yLow, 1e-9);
    const auto px = [&](double x) {
        return kMargin + (scaleX(x) - scaleX(xLow)) / xSpan * (kChartWidth - 2 * kMargin);
    };
    const auto py = [&](double y) { return kChartHeight - kMargin - (y - yLow) / ySpan * (kChartHeight - 2 * kMargin); };
    std::ostringstream svg;
    svg << "<svg xmlns='http://www.w3.org/2000/svg' width='" << kChartWidth << "' height='" << kChartHeight
        << "' role='img'><rect width='100%' height='100%' fill='white'/>";
    svg << "<text x='" << kChartWidth / 2 << "' y='" << kChartHeight - 12 << "' text-anchor='middle' font-size='12'>"
        << esc(AdviceObjectives::label(result.paretoX)) << " (" << esc(AdviceReport::valueText(result.paretoX, xLow))
        << " to " << esc(AdviceReport::valueText(result.paretoX, xHigh)) << (logX ? ", log scale" : "")
        << ")</text>";
    svg << "<text x='14' y='" << kChartHeight / 2 << "' transform='rotate(-90 14 " << kChartHeight / 2
        << ")' text-anchor='middle' font-size='12'>" << esc(AdviceObjectives::label(result.paretoY)) << " ("
        << esc(AdviceReport::valueText(result.paretoY, yLow)) << " to "
        << esc(AdviceReport::valueText(result.paretoY, yHigh)) << ")</text>";
    std::vector<std::pair<double, double>> front;
    for (std::size_t c = 0; c < result.paretoPoints.size(); ++c) {
        if (result.onParetoFront[c])
            front.push_back(result.paretoPoints[c]);
    }
    std::sort(front.begin(), front.end());
    svg << "<polyline fill='none' stroke='" << kFrontColour << "' stroke-width='1.5' points='";
    for (const auto& [x, y] : front)
        svg << px(x) << "," << py(y) << " ";
    svg << "'/>";
    // Labels move down, a line at a time, until they overlap no earlier one.
    struct Box {
        double left, top, right, bottom;
    };
    std::vector<Box> placed;
    const auto overlaps = [&placed](const Box& box) {
        return std::any_of(placed.begin(), placed.end(), [&box](const Box& other) {
            return box.left < other.right && other.left < box.right && box.top < other.bottom &&
                   other.top < box.bottom;
        });
    };
    for (std::size_t c = 0; c < result.paretoPoints.size(); ++c) {
        const auto [x, y] = result.paretoPoints[c];
        if (std::isnan(x) || std::isnan(y))
            continue;
        const char* colour = result.onParetoFront[c] ? kFrontColour : kOtherColour;
        svg << "<circle cx='" << px(x) << "' cy='" << py(y) << "' r='" << kPointRadius << "' fill='" << colour
            << "'><title>" << esc(input.plan.candidates[c]) << "</title></circle>";
        const std::string& label = input.plan.candidates[c];
        const double left = px(x) + kLabelOffset;
        double baseline = py(y) - kLabelOffset;
        Box box{left, baseline - kLineHeight, left + kCharWidth * double(label.size()), baseline};
        for (int shift = 0; shift < kMaxLabelShifts && overlaps(box); ++shift) {
            baseline += kLineHeight;
            box.top += kLineHeight;
            box.bottom += kLineHeight;
        }
        placed.push_back(box);
        svg << "<text x='" << left << "' y='" << baseline << "' font-size='11'>" << esc(label) << "</text>";
    }
    svg << "</svg>";
    return svg.str();
}

}  // namespace

std::string AdviceReport::html(const AdviceReportInput& input)
{
    const AdvicePlan& plan = input.plan;
    const AdviceResult& result = input.result;
    std::ostringstream out;
    out << "<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>SchedLab policy advice</title>"
           "<style>body{font-family:sans-serif;max-width:60em;margin:2em auto;color:#1d2330}"
           "table{border-collapse:collapse}td,th{padding:3px 10px;border-bottom:1px solid #ddd;text-align:right}"
           ".ranking td{white-space:nowrap}"
           "td:first-child,th:first-child,td:nth-child(2),th:nth-child(2){text-align:left}"
           "code{background:#f1f5f9;padding:1px 4px}.best{font-weight:bold}</style></head><body>";
    out << "<h1>Policy advice</h1><p>" << esc(input.options.tracePath) << " on <b>" << esc(input.options.platform)
        << "</b>. Objective: " << esc(objectivesText(result.objectives)) << ". "
        << (input.options.budget == AdviceBudget::Quick ? "Quick" : "Full") << " budget, " << plan.runs.size()
        << " runs";
    if (result.missingRuns > 0)
        out << " (" << result.missingRuns << " did not complete)";
    out << ".</p>";
    const std::size_t best = result.recommended();
    out << "<h2>Recommendation: " << esc(plan.candidates[best]) << "</h2><p>Repeat it with <code>"
        << esc(command(input, best)) << "</code>";
    if (best < input.wholeRunIds.size() && input.wholeRunIds[best] > 0)
        out << "; it is stored as run " << input.wholeRunIds[best] << " (<code>schedlab --open-run "
            << input.wholeRunIds[best] << "</code>)";
    out << ".</p>";

    out << "<h2>Ranking</h2><p>Score: the weighted mean of each objective's ratio to the best value any policy "
           "reached (1.00 is best). The month columns show how the score spreads over the calendar months.</p>"
           "<table class='ranking'><tr><th>Rank</th><th>Policy</th><th>Score</th>";
    for (const WeightedObjective& o : result.objectives)
        out << "<th>" << esc(AdviceObjectives::label(o.objective)) << "</th>";
    out << "<th>Median month</th><th>Worst month</th><th>Best in</th><th>Run</th></tr>";
    int rank = 0;
    for (const AdviceStanding& s : result.ranking) {
        ++rank;
        out << "<tr" << (rank == 1 ? " class='best'" : "") << "><td>" << rank << "</td><td>"
            << esc(plan.candidates[s.candidate]) << "</td><td>" << ReportNumberFormat::fixed(s.score, AdviceReport::kScoreDecimals)
            << "</td>";
        for (std::size_t o = 0; o < result.objectives.size(); ++o)
            out << "<td>" << esc(valueText(result.objectives[o].objective, s.values[o])) << "</td>";
        out << "<td>" << (s.monthsScored ? ReportNumberFormat::fixed(s.medianMonthScore, AdviceReport::kScoreDecimals) : "-")
            << "</td><td>" << (s.monthsScored ? ReportNumberFormat::fixed(s.worstMonthScore, AdviceReport::kScoreDecimals) : "-")
            << "</td><td>" << s.monthsBest << " of " << s.monthsScored << "</td><td>";
        if (s.candidate < input.wholeRunIds.size() && input.wholeRunIds[s.candidate] > 0)
            out << input.wholeRunIds[s.candidate];
        out << "</td></tr>";
    }
    out << "</table>";

    out << "<h2>Trade-offs</h2><p>Each policy on the whole log; the Pareto front (no other policy is better on both) "
           "in teal.</p>"
        << scatter(input);

    out << "<h2>Sensitivity</h2><table><tr><th>Scenario</th><th>Ranking, best first</th></tr>";
    for (const auto& [scenario, order] : result.sensitivity) {
        std::string ranking;
        for (const std::size_t c : order)
            ranking += (ranking.empty() ? "" : " &gt; ") + esc(plan.candidates[c]);
        out << "<tr><td>" << esc(plan.scenarios[scenario].label()) << "</td><td style='text-align:left'>" << ranking
            << "</td></tr>";
    }
    out << "</table>";

    if (input.gains) {
        out << "<h2>Who gains, who loses</h2><p>Mean wait under " << esc(plan.candidates[plan.baseline])
            << " (the baseline) and under " << esc(plan.candidates[best]) << ".</p>"
            << "<table><tr><th>Group</th><th>Jobs</th><th>Baseline</th><th>Recommended</th><th>Change</th></tr>";
        std::vector<WaitChange> rows = input.gains->sizes;
        rows.insert(rows.end(), input.gains->users.begin(), input.gains->users.end());
        for (const WaitChange& row : rows)
            out << "<tr><td>" << esc(row.group) << "</td><td>" << row.jobs << "</td><td>"
                << esc(ReportNumberFormat::duration(row.baselineWait)) << "</td><td>"
                << esc(ReportNumberFormat::duration(row.recommendedWait)) << "</td><td>"
                << esc(ReportNumberFormat::signedPercent(
                       row.baselineWait > 0 ? (row.change() / row.baselineWait) * 100 : 0))
                << "</td></tr>";
        out << "</table>";
    }
    out << "<p><small>Made by SchedLab. Policies: Yahyapour (2002), ch. 2-3; grid policies: Ernemann et al. and "
           "Wiriyaprasit (2004).</small></p></body></html>\n";
    return out.str();
}

}  // namespace schedlab
