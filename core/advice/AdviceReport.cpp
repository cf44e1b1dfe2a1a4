#include "advice/AdviceReport.h"

#include "reproduction/ReportNumberFormat.h"

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <sstream>

namespace schedlab {

namespace {

constexpr int kValueDecimals = 2;
constexpr std::size_t kUsersListed = 5;
constexpr int kPolicyColumn = 18;
constexpr int kNumberColumn = 10;

std::string joinPolicies(const AdvicePlan& plan, const std::vector<std::size_t>& order)
{
    std::string text;
    for (const std::size_t c : order)
        text += (text.empty() ? "" : " > ") + plan.candidates[c];
    return text.empty() ? "(no runs)" : text;
}

std::string signedDuration(double seconds)
{
    return (seconds < 0 ? "-" : "+") + ReportNumberFormat::duration(std::abs(seconds));
}

}  // namespace

std::string AdviceReport::objectivesText(const std::vector<WeightedObjective>& objectives)
{
    std::string text;
    for (const WeightedObjective& o : objectives) {
        text += (text.empty() ? "" : " + ") + AdviceObjectives::label(o.objective);
        if (o.weight != 1)
            text += " x" + ReportNumberFormat::compact(o.weight);
    }
    return text;
}

std::string AdviceReport::valueText(AdviceObjective objective, double value)
{
    if (std::isnan(value))
        return "-";
    const std::string unit = AdviceObjectives::unit(objective);
    if (unit == "s")
        return ReportNumberFormat::duration(value);
    return ReportNumberFormat::fixed(value, kValueDecimals) + (unit.empty() ? "" : " " + unit);
}

std::string AdviceReport::command(const AdviceReportInput& input, std::size_t candidate)
{
    const RunSpec& spec = input.plan.run(0, candidate);
    std::string text = "schedlab-cli run --trace " + spec.tracePath + " --platform " + spec.platform + " --policy " +
                       spec.policy;
    for (const auto& [name, value] : spec.parameters)
        text += " --param " + name + "=" + value;
    for (const std::string& transform : spec.transforms)
        text += " --transform " + transform;
    return text;
}

std::string AdviceReport::text(const AdviceReportInput& input)
{
    const AdvicePlan& plan = input.plan;
    const AdviceResult& result = input.result;
    std::ostringstream out;
    out << "Policy advice for " << input.options.tracePath << " on " << input.options.platform << "\n"
        << "Objective: " << objectivesText(result.objectives) << "; "
        << (input.options.budget == AdviceBudget::Quick ? "quick" : "full") << " budget, " << plan.runs.size()
        << " runs";
    if (result.missingRuns > 0)
        out << " (" << result.missingRuns << " missing)";
    out << "\n\n";
    // As wide as the longest candidate ("smart-ffia-easy weight=unit").
    int policyColumn = kPolicyColumn;
    for (const std::string& candidate : plan.candidates)
        policyColumn = std::max(policyColumn, int(candidate.size()) + 2);
    out << std::left << std::setw(5) << "Rank" << std::setw(policyColumn) << "Policy" << std::setw(kNumberColumn)
        << "Score";
    // Each objective's column as wide as its label, and at least two numbers wide.
    std::vector<int> widths;
    for (const WeightedObjective& o : result.objectives) {
        const std::string label = AdviceObjectives::label(o.objective);
        widths.push_back(std::max(2 * kNumberColumn, int(label.size()) + 2));
        out << std::setw(widths.back()) << label;
    }
    out << "Months: median, worst, best in\n";
    int rank = 0;
    for (const AdviceStanding& s : result.ranking) {
        out << std::setw(5) << ++rank << std::setw(policyColumn) << plan.candidates[s.candidate]
            << std::setw(kNumberColumn) << ReportNumberFormat::fixed(s.score, kScoreDecimals);
        for (std::size_t o = 0; o < result.objectives.size(); ++o)
            out << std::setw(widths[o]) << valueText(result.objectives[o].objective, s.values[o]);
        if (s.monthsScored > 0)
            out << ReportNumberFormat::fixed(s.medianMonthScore, kScoreDecimals) << ", "
                << ReportNumberFormat::fixed(s.worstMonthScore, kScoreDecimals) << ", " << s.monthsBest << " of "
                << s.monthsScored;
        out << "\n";
    }
    out << "(score: the weighted mean of each objective's ratio to the best value reached; 1.00 is best)\n\n";

    const std::size_t best = result.recommended();
    out << "Recommended: " << plan.candidates[best] << "\n";
    out << "Sensitivity (best first):\n";
    for (const auto& [scenario, order] : result.sensitivity)
        out << "  " << plan.scenarios[scenario].label() << ": " << joinPolicies(plan, order) << "\n";
    std::vector<std::size_t> front;
    for (std::size_t c = 0; c < result.onParetoFront.size(); ++c) {
        if (result.onParetoFront[c])
            front.push_back(c);
    }
    out << "Pareto front (" << AdviceObjectives::label(result.paretoX) << " vs "
        << AdviceObjectives::label(result.paretoY) << "): ";
    for (std::size_t i = 0; i < front.size(); ++i)
        out << (i ? ", " : "") << plan.candidates[front[i]];
    out << "\n";

    if (input.gains) {
        out << "\nWho gains and who loses under " << plan.candidates[best] << " against "
            << plan.candidates[plan.baseline] << " (mean wait):\n";
        for (const WaitChange& size : input.gains->sizes)
            out << "  " << std::setw(kPolicyColumn) << size.group << ReportNumberFormat::duration(size.baselineWait)
                << " -> " << ReportNumberFormat::duration(size.recommendedWait) << " (" << size.jobs << " jobs)\n";
        const auto& users = input.gains->users;
        for (std::size_t i = 0; i < std::min(kUsersListed, users.size()); ++i) {
            if (users[i].change() < 0)
                out << "  gains: " << users[i].group << " " << signedDuration(users[i].change()) << "\n";
        }
        for (std::size_t i = 0; i < std::min(kUsersListed, users.size()); ++i) {
            const WaitChange& user = users[users.size() - 1 - i];
            if (user.change() > 0)
                out << "  loses: " << user.group << " " << signedDuration(user.change()) << "\n";
        }
    } else {
        out << "\nThe recommendation is the baseline " << plan.candidates[plan.baseline] << ": nobody's wait changes.\n";
    }
    out << "\nRepeat the recommended run: " << command(input, best);
    if (best < input.wholeRunIds.size() && input.wholeRunIds[best] > 0)
        out << "\n(stored as run " << input.wholeRunIds[best] << "; schedlab --open-run "
            << input.wholeRunIds[best] << " shows it)";
    out << "\n";
    if (input.wallSeconds > 0)
        out << "Wall time: " << ReportNumberFormat::fixed(input.wallSeconds, 1) << " s\n";
    return out.str();
}

}  // namespace schedlab
