#include "reproduction/PfcfsClaims.h"

#include "model/Units.h"
#include "policies/PolicyRegistry.h"
#include "reproduction/ClaimEvidence.h"
#include "reproduction/ClaimNumbers.h"
#include "reproduction/ThesisMonth.h"
#include "store/StoredRun.h"
#include "study/StudyRunFacts.h"

#include <array>
#include <cmath>
#include <limits>
#include <map>
#include <vector>

namespace schedlab {

namespace {

using Num = ClaimNumbers;

using units::kPercent;
constexpr std::array kSizes = {128, 256};
constexpr int kSmallSize = 128;
constexpr int kLargeSize = 256;

struct Criterion {
    const char* label;
    const char* metric;
};
constexpr Criterion kMakespan{"makespan", "makespanSpan"};
constexpr Criterion kFlow{"flow", "sumFlowTime"};
constexpr Criterion kWeightedFlow{"weighted flow", "sumWeightedFlowTime"};
constexpr std::array kCriteria = {kMakespan, kFlow, kWeightedFlow};
constexpr int kCasesPerSize = int(kThesisMonths.size() * kCriteria.size());
constexpr int kCases = kCasesPerSize * int(kSizes.size());

// A policy with its complete parameters, as the runs record it.
struct Setting {
    std::string label;  // "pfcfs-best128", "pfcfs n = 2"
    std::string policy;
    ParameterValues complete;
};

Setting settingOf(std::string label, const std::string& policy, const ParameterValues& parameters,
                  const PolicyRegistry& registry)
{
    return {std::move(label), policy, registry.completeParameters(policy, parameters)};
}

// Every setting the checks compare, built once.
struct Settings {
    Setting fcfs;
    Setting easy;
    Setting best128;
    Setting best256;
    Setting pfcfs3;  // the strategy of the printed PFCFS2 column (erratum E1)
    std::map<int, Setting> byN;  // pfcfs, x = 50 %
    std::map<int, Setting> byX;  // pfcfs, n = 3 (the x sweep's n)

    [[nodiscard]] const Setting& best(int nodes) const { return nodes == kSmallSize ? best128 : best256; }
};

// The pfcfs-months study's sweeps (Yahyapour 2002, Table 4.2).
constexpr std::array kNValues = {1, 2, 3, 10, 11};
constexpr int kSweptN = 3;  // the n of the x sweep: the pfcfs default
constexpr int kLowerX = 45;
constexpr int kDefaultX = 50;
constexpr int kHigherX = 55;

Settings settings()
{
    const PolicyRegistry registry;
    Settings s;
    s.fcfs = settingOf("fcfs", "fcfs", {}, registry);
    s.easy = settingOf("easy", "easy", {}, registry);
    s.best128 = settingOf("pfcfs-best128", "pfcfs-best128", {}, registry);
    s.best256 = settingOf("pfcfs-best256", "pfcfs-best256", {}, registry);
    s.pfcfs3 = settingOf("pfcfs3", "pfcfs3", {}, registry);
    for (const int n : kNValues) {
        const std::string value = std::to_string(n);
        s.byN.emplace(n, settingOf("pfcfs n = " + value, "pfcfs", {{"n", value}}, registry));
    }
    for (const int x : {kLowerX, kDefaultX, kHigherX}) {
        const std::string value = std::to_string(x);
        s.byX.emplace(x, settingOf("pfcfs x = " + value + " % (n = 3)", "pfcfs", {{"x", value}}, registry));
    }
    return s;
}

std::string platformOf(int nodes)
{
    return "single:" + std::to_string(nodes);
}

// The month runs by platform and month, indexed once: the checks look up thousands of cells.
class MonthIndex {
public:
    explicit MonthIndex(std::span<const StoredRun> runs)
    {
        for (const StoredRun& run : runs) {
            if (const auto month = StudyRunFacts::transformArgument(run.description, "month"))
                m_runs[{run.description.platformName, *month}].push_back(&run);
        }
    }

    [[nodiscard]] const StoredRun* find(const Setting& setting, int nodes, const std::string& month) const
    {
        const auto it = m_runs.find({platformOf(nodes), month});
        if (it == m_runs.end())
            return nullptr;
        for (const StoredRun* run : it->second) {
            if (StudyRunFacts::isPolicy(run->description, setting.policy, setting.complete))
                return run;
        }
        return nullptr;
    }

private:
    std::map<std::pair<std::string, std::string>, std::vector<const StoredRun*>> m_runs;
};

// The changes one check reads, with the runs it lacked.
class Changes {
public:
    Changes(const MonthIndex& index, const Settings& settings, const std::string& missingReason)
        : m_index(index), m_settings(settings), m_evidence(missingReason)
    {
    }

    [[nodiscard]] const Settings& settings() const { return m_settings; }

    // 100 (X / X_FCFS - 1): the thesis's sign, negative = better.
    double change(const Setting& setting, int nodes, const std::string& month, const Criterion& criterion)
    {
        const double value = valueOf(setting, nodes, month, criterion);
        const double reference = valueOf(m_settings.fcfs, nodes, month, criterion);
        return kPercent * (value / reference - 1);
    }

    // The mean of the eleven months' changes.
    double meanChange(const Setting& setting, int nodes, const Criterion& criterion)
    {
        double sum = 0;
        for (const ThesisMonth& month : kThesisMonths)
            sum += change(setting, nodes, month.key, criterion);
        return sum / double(kThesisMonths.size());
    }

    [[nodiscard]] bool complete() const { return m_evidence.complete(); }
    [[nodiscard]] ClaimOutcome notRun() const { return m_evidence.notRun(); }

private:
    double valueOf(const Setting& setting, int nodes, const std::string& month, const Criterion& criterion)
    {
        return m_evidence.value(m_index.find(setting, nodes, month), criterion.metric,
                                setting.label + " on " + std::to_string(nodes) + " nodes in " + month);
    }

    const MonthIndex& m_index;
    const Settings& m_settings;
    ClaimEvidence m_evidence;
};

std::string caseLabel(const Criterion& criterion, int nodes, const std::string& month)
{
    return std::string(criterion.label) + ", " + std::to_string(nodes) + " nodes, " + month;
}

// Calls f(nodes, month, criterion) for the 66 cases.
template <typename F>
void forEachCase(F&& f)
{
    for (const int nodes : kSizes) {
        for (const ThesisMonth& month : kThesisMonths) {
            for (const Criterion& criterion : kCriteria)
                f(nodes, std::string(month.key), criterion);
        }
    }
}

// C4.1
ClaimOutcome bestBeatsFcfsEverywhere(Changes& c)
{
    std::map<int, int> below;
    double worst = -std::numeric_limits<double>::infinity();
    std::string worstCase;
    forEachCase([&](int nodes, const std::string& month, const Criterion& criterion) {
        const double change = c.change(c.settings().best(nodes), nodes, month, criterion);
        below[nodes] += change < 0 ? 1 : 0;
        if (change > worst) {
            worst = change;
            worstCase = caseLabel(criterion, nodes, month);
        }
    });
    if (!c.complete())
        return c.notRun();
    const Verdict verdict = below[kSmallSize] + below[kLargeSize] == kCases ? Verdict::Reproduced
                            : below[kSmallSize] == kCasesPerSize           ? Verdict::SameDirection
                                                                            : Verdict::NotReproduced;
    return {verdict, "best setting below FCFS in " + Num::count(below[kSmallSize], kCasesPerSize) +
                         " cases on 128 nodes and " + Num::count(below[kLargeSize], kCasesPerSize) +
                         " on 256; worst change " + Num::change(worst) + " (" + worstCase + ")"};
}

// C4.2
ClaimOutcome bestBeatsBackfilling(Changes& c)
{
    int below = 0;
    double gapSum = 0;
    forEachCase([&](int nodes, const std::string& month, const Criterion& criterion) {
        const double best = c.change(c.settings().best(nodes), nodes, month, criterion);
        const double easy = c.change(c.settings().easy, nodes, month, criterion);
        below += best < easy ? 1 : 0;
        gapSum += best - easy;
    });
    if (!c.complete())
        return c.notRun();
    constexpr int kForSameDirection = 1;
    return {ClaimEvidence::byCount(below, kCases, kForSameDirection),
            "best setting below EASY in " + Num::count(below, kCases) + " cases; mean gap (best - EASY) " +
                Num::points(gapSum / kCases)};
}

// C4.3
ClaimOutcome gainsBySize(Changes& c)
{
    const Settings& s = c.settings();
    const double makespanSmall = c.meanChange(s.best128, kSmallSize, kMakespan);
    const double makespanLarge = c.meanChange(s.best256, kLargeSize, kMakespan);
    const double flowSmall = c.meanChange(s.best128, kSmallSize, kWeightedFlow);
    const double flowLarge = c.meanChange(s.best256, kLargeSize, kWeightedFlow);
    if (!c.complete())
        return c.notRun();
    const int holding = (makespanSmall < makespanLarge ? 1 : 0) + (flowLarge < flowSmall ? 1 : 0);
    constexpr int kBoth = 2;
    constexpr int kOne = 1;
    return {ClaimEvidence::byCount(holding, kBoth, kOne),
            "11-month mean change of the best setting: makespan " + Num::change(makespanSmall) + " on 128 nodes, " +
                Num::change(makespanLarge) + " on 256; weighted flow " + Num::change(flowSmall) + " on 128, " +
                Num::change(flowLarge) + " on 256"};
}

// C4.4
ClaimOutcome weightedFlowLikeFlow(Changes& c)
{
    double sum = 0;
    double largest = 0;
    std::string largestCase;
    int cells = 0;
    for (const int nodes : kSizes) {
        for (const ThesisMonth& month : kThesisMonths) {
            const Setting& best = c.settings().best(nodes);
            const double gap = std::abs(c.change(best, nodes, month.key, kWeightedFlow) -
                                        c.change(best, nodes, month.key, kFlow));
            sum += gap;
            ++cells;
            if (gap > largest) {
                largest = gap;
                largestCase = std::to_string(nodes) + " nodes, " + month.key;
            }
        }
    }
    if (!c.complete())
        return c.notRun();
    constexpr double kMeanForReproduced = 2.0;
    constexpr double kLargestForReproduced = 5.0;
    constexpr double kLargestForSameDirection = 10.0;
    const double mean = sum / cells;
    const Verdict verdict = mean <= kMeanForReproduced && largest <= kLargestForReproduced ? Verdict::Reproduced
                            : largest <= kLargestForSameDirection                         ? Verdict::SameDirection
                                                                                          : Verdict::NotReproduced;
    return {verdict, "best setting, |weighted-flow change - flow change| over " + std::to_string(cells) +
                         " cells: mean " + Num::points(mean) + ", largest " + Num::points(largest) + " (" +
                         largestCase + ")"};
}

// C4.5
ClaimOutcome oddNBeatsFcfs(Changes& c)
{
    // below[n][nodes]: cases of one size in which pfcfs with this n beats FCFS.
    std::map<int, std::map<int, int>> below;
    for (const auto& [n, setting] : c.settings().byN) {
        for (const int nodes : kSizes) {
            for (const ThesisMonth& month : kThesisMonths) {
                for (const Criterion& criterion : kCriteria)
                    below[n][nodes] += c.change(setting, nodes, month.key, criterion) < 0 ? 1 : 0;
            }
        }
    }
    if (!c.complete())
        return c.notRun();
    constexpr double kOddForSameDirection = 0.75;
    constexpr double kEvenAtMost = 0.50;
    bool oddAll = true;
    bool oddMost = true;
    bool evenFew = true;
    std::vector<std::string> parts;
    for (const auto& [n, bySize] : below) {
        const bool odd = n % 2 == 1;
        for (const auto& [nodes, count] : bySize) {
            oddAll = oddAll && (!odd || count == kCasesPerSize);
            oddMost = oddMost && (!odd || count >= kOddForSameDirection * kCasesPerSize);
            evenFew = evenFew && (odd || count <= kEvenAtMost * kCasesPerSize);
        }
        parts.push_back("n = " + std::to_string(n) + ": " + std::to_string(bySize.at(kSmallSize)) + " / " +
                        std::to_string(bySize.at(kLargeSize)));
    }
    const Verdict verdict = oddAll && evenFew    ? Verdict::Reproduced
                            : oddMost && evenFew ? Verdict::SameDirection
                                                 : Verdict::NotReproduced;
    return {verdict, "cases below FCFS out of " + std::to_string(kCasesPerSize) + " on 128 / 256 nodes: " +
                         Num::list(parts)};
}

// C4.6
ClaimOutcome higherXCostsMore(Changes& c)
{
    // Differences of mean changes this small are noise.
    constexpr double kSmallestDifference = 0.5;
    const Settings& s = c.settings();
    int worse = 0;
    int better = 0;
    int pairs = 0;
    std::vector<std::string> parts;
    for (const int nodes : kSizes) {
        for (const Criterion& criterion : kCriteria) {
            const double middle = c.meanChange(s.byX.at(kDefaultX), nodes, criterion);
            const double higher = c.meanChange(s.byX.at(kHigherX), nodes, criterion) - middle;
            const double lower = c.meanChange(s.byX.at(kLowerX), nodes, criterion) - middle;
            worse += higher > kSmallestDifference ? 1 : 0;
            better += lower < -kSmallestDifference ? 1 : 0;
            ++pairs;
            parts.push_back(std::to_string(nodes) + " " + criterion.label + " " + Num::points(higher) + " / " +
                            Num::points(lower));
        }
    }
    if (!c.complete())
        return c.notRun();
    constexpr int kBetterForReproduced = 3;
    constexpr int kWorseForSameDirection = 3;
    const Verdict verdict = worse == pairs && better >= kBetterForReproduced ? Verdict::Reproduced
                            : worse >= kWorseForSameDirection               ? Verdict::SameDirection
                                                                            : Verdict::NotReproduced;
    return {verdict, "at n = " + std::to_string(kSweptN) +
                         " (the x sweep's n; no study sweeps x at n = 1): x = 55 % worse than 50 % in " +
                         Num::count(worse, pairs) + " size x criterion pairs, x = 45 % better in " +
                         Num::count(better, pairs) + "; 11-month mean change x = 55 / x = 45 minus x = 50: " +
                         Num::list(parts)};
}

// C4.10
ClaimOutcome largestGains(Changes& c)
{
    // The paper's figures: up to 40 % in flow time, 22 % in makespan.
    constexpr double kPublishedFlowGain = 0.40;
    constexpr double kPublishedMakespanGain = 0.22;
    constexpr double kTolerance = 0.10;
    struct Gain {
        double value = -std::numeric_limits<double>::infinity();
        std::string where;
    };
    Gain flow;
    Gain makespan;
    forEachCase([&](int nodes, const std::string& month, const Criterion& criterion) {
        const double gain = -c.change(c.settings().best(nodes), nodes, month, criterion) / kPercent;
        Gain& to = std::string(criterion.metric) == kMakespan.metric ? makespan : flow;
        if (gain > to.value)
            to = {gain, caseLabel(criterion, nodes, month)};
    });
    if (!c.complete())
        return c.notRun();
    const double flowRatio = (1 - flow.value) / (1 - kPublishedFlowGain);
    const double makespanRatio = (1 - makespan.value) / (1 - kPublishedMakespanGain);
    const auto near = [&](double ratio) { return std::abs(ratio - 1) <= kTolerance; };
    const Verdict verdict = near(flowRatio) && near(makespanRatio) ? Verdict::Reproduced
                            : flow.value > 0 && makespan.value > 0 ? Verdict::SameDirection
                                                                   : Verdict::NotReproduced;
    return {verdict, "largest gains of the best setting: flow " + Num::share(kPercent * flow.value) + " (" +
                         flow.where + "), makespan " + Num::share(kPercent * makespan.value) + " (" +
                         makespan.where + "); (1 - gain) against the published: " + Num::ratio(flowRatio) + ", " +
                         Num::ratio(makespanRatio)};
}

// C4.11
ClaimOutcome printedPfcfs2Months(Changes& c)
{
    constexpr double kNovemberAtMost = -40.0;
    constexpr double kJanuaryAbove = 9.0;
    const std::string november = "1996-11";
    const std::string january = "1997-01";
    const double nov = c.change(c.settings().pfcfs3, kSmallSize, november, kWeightedFlow);
    const double jan = c.change(c.settings().pfcfs3, kSmallSize, january, kWeightedFlow);
    if (!c.complete())
        return c.notRun();
    const bool novemberHolds = nov <= kNovemberAtMost;
    const Verdict verdict = novemberHolds && jan > kJanuaryAbove ? Verdict::Reproduced
                            : novemberHolds                     ? Verdict::SameDirection
                                                                : Verdict::NotReproduced;
    return {verdict, "pfcfs3, 128 nodes, weighted flow change: Nov 1996 " + Num::change(nov) + ", Jan 1997 " +
                         Num::change(jan)};
}

using Check = ClaimOutcome (*)(Changes&);
const std::array<std::pair<const char*, Check>, 8> kChecks = {{
    {"C4.1", &bestBeatsFcfsEverywhere},
    {"C4.2", &bestBeatsBackfilling},
    {"C4.3", &gainsBySize},
    {"C4.4", &weightedFlowLikeFlow},
    {"C4.5", &oddNBeatsFcfs},
    {"C4.6", &higherXCostsMore},
    {"C4.10", &largestGains},
    {"C4.11", &printedPfcfs2Months},
}};

// pfcfs-months runs every setting with the defaults delta = 60 s and Delta = 600 s.
const std::array<std::pair<const char*, const char*>, 3> kNotRun = {{
    {"C4.7", "needs the best settings with a start delay of 1 s (pfcfs-best128 and pfcfs-best256 with delta = 1), "
             "which no study of the report runs (pfcfs-months uses delta = 60 s)"},
    {"C4.8", "needs pfcfs with n = 3 and gang lengths of 60, 120, 240, 600, 1800 and 3600 s on 128 nodes, which no "
             "study of the report runs (pfcfs-months uses Delta = 600 s)"},
    {"C4.9", "needs pfcfs with n = 2 and gang lengths of 60 s and 3600 s on 128 nodes, which no study of the report "
             "runs (pfcfs-months uses Delta = 600 s)"},
}};

}  // namespace

void PfcfsClaims::evaluate(std::span<const StoredRun> runs, const std::string& missingReason, ClaimOutcomes& out)
{
    const MonthIndex index(runs);
    const Settings all = settings();
    for (const auto& [id, check] : kChecks) {
        Changes changes(index, all, missingReason);
        out[id] = check(changes);
    }
    for (const auto& [id, reason] : kNotRun)
        out[id] = {Verdict::NotRun, reason};
}

}  // namespace schedlab
