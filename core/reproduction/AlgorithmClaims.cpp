#include "reproduction/AlgorithmClaims.h"

#include "model/Units.h"
#include "reproduction/ClaimEvidence.h"
#include "reproduction/ClaimNumbers.h"
#include "study/Algorithms256Cells.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <utility>
#include <vector>

namespace schedlab {

namespace {

using W = Algorithms256Cells::Workload;
using Num = ClaimNumbers;

// Which cells a check reads: the workload, exact or estimated run times, and
// the row group (unweighted: ART; weighted: sum w (t - r) / n).
struct Setting {
    W workload;
    bool exact;
    bool weighted;
};
constexpr Setting kCtc{W::Ctc, false, false};
constexpr Setting kCtcWeighted{W::Ctc, false, true};
constexpr Setting kExact{W::Ctc, true, false};
constexpr Setting kExactWeighted{W::Ctc, true, true};
constexpr Setting kProbabilistic{W::Probabilistic, false, false};
constexpr Setting kProbabilisticWeighted{W::Probabilistic, false, true};

const std::string kFcfs = "fcfs";
const std::string kPsrs = "psrs";
const std::string kFfia = "smart-ffia";
const std::string kNfiw = "smart-nfiw";
const std::string kGareyGraham = "garey-graham";
const std::string kList = "list";
const std::string kConservative = "conservative";
const std::string kEasy = "easy";
const std::vector<std::string> kSmithFamilies = {kPsrs, kFfia, kNfiw};
const std::vector<std::string> kSmartFamilies = {kFfia, kNfiw};
const std::vector<std::string> kBackfilling = {kConservative, kEasy};
const std::vector<std::string> kVariants = {kList, kConservative, kEasy};

std::string familyLabel(const std::string& family)
{
    static const std::array<std::pair<std::string, std::string>, 5> kLabels = {
        {{kFcfs, "FCFS"}, {kPsrs, "PSRS"}, {kFfia, "SMART-FFIA"}, {kNfiw, "SMART-NFIW"}, {kGareyGraham, "G&G"}}};
    for (const auto& [key, label] : kLabels) {
        if (key == family)
            return label;
    }
    return family;
}

// "G&G", "PSRS list", "PSRS+cons", "FCFS+EASY": as the thesis's tables name the cells.
std::string cellLabel(const std::string& family, const std::string& variant)
{
    if (family == kGareyGraham)
        return familyLabel(family);
    if (variant == kList)
        return familyLabel(family) + " list";
    return familyLabel(family) + (variant == kEasy ? "+EASY" : "+cons");
}

std::string settingLabel(const Setting& setting)
{
    const std::string workload = setting.workload == W::Probabilistic ? "probabilistic"
                                 : setting.workload == W::Randomized  ? "randomized"
                                                                      : "CTC";
    return workload + (setting.exact ? " exact" : "") + (setting.weighted ? " weighted" : "");
}

// The cells of one check, with the runs it lacked.
class Cells {
public:
    Cells(const Algorithms256Cells& cells, const std::string& missingReason)
        : m_cells(cells), m_evidence(missingReason)
    {
    }

    double operator()(const Setting& setting, const std::string& family, const std::string& variant)
    {
        // FCFS and Garey & Graham have no weights; PSRS and SMART ran once per row group.
        const bool smith = family != kFcfs && family != kGareyGraham;
        const std::string weight = !smith ? "" : setting.weighted ? "area" : "unit";
        const std::string metric = setting.weighted ? "weightedResponsePerJob" : "art";
        const StoredRun* run = m_cells.find(setting.workload, setting.exact, family, variant, weight);
        return m_evidence.value(run, metric,
                                settingLabel(setting) + " " + cellLabel(family, variant) +
                                    (weight.empty() ? "" : " weight=" + weight));
    }

    [[nodiscard]] bool complete() const { return m_evidence.complete(); }
    [[nodiscard]] ClaimOutcome notRun() const { return m_evidence.notRun(); }

private:
    const Algorithms256Cells& m_cells;
    ClaimEvidence m_evidence;
};

struct Extreme {
    double value = std::numeric_limits<double>::quiet_NaN();
    std::string label;
};

// The highest (or lowest) cell of the families x variants.
Extreme extremeOf(Cells& cell, const Setting& setting, const std::vector<std::string>& families,
                  const std::vector<std::string>& variants, bool highest)
{
    Extreme extreme;
    for (const std::string& family : families) {
        for (const std::string& variant : variants) {
            const double value = cell(setting, family, variant);
            if (std::isnan(extreme.value) || (highest ? value > extreme.value : value < extreme.value))
                extreme = {value, cellLabel(family, variant)};
        }
    }
    return extreme;
}

// "a < b" per pair of cells, counted and listed with both values: the
// shape of most checks.
struct Comparison {
    int holding = 0;
    int of = 0;
    std::vector<std::string> parts;

    void add(const std::string& label, double lower, double higher)
    {
        ++of;
        holding += lower < higher ? 1 : 0;
        parts.push_back(label + " " + Num::scientific(lower) + (lower < higher ? " < " : " >= ") +
                        Num::scientific(higher));
    }
    [[nodiscard]] std::string text(const std::string& what) const
    {
        return what + " in " + Num::count(holding, of) + ": " + Num::list(parts);
    }
};

// C2.1
ClaimOutcome gareyGrahamLosesToBackfilling(Cells& cell)
{
    const double gareyGraham = cell(kCtc, kGareyGraham, kList);
    const Extreme highest = extremeOf(cell, kCtc, kSmithFamilies, kBackfilling, true);
    if (!cell.complete())
        return cell.notRun();
    const bool holds = gareyGraham > highest.value;
    return {holds ? Verdict::Reproduced : Verdict::NotReproduced,
            "ART G&G " + Num::scientific(gareyGraham) + (holds ? " > " : " <= ") +
                "highest PSRS/SMART backfilling ART " + Num::scientific(highest.value) + " (" + highest.label + ")"};
}

// C2.2
ClaimOutcome conservativeBeatsEasy(Cells& cell)
{
    Comparison comparison;
    for (const std::string& family : kSmithFamilies)
        comparison.add(familyLabel(family), cell(kCtc, family, kConservative), cell(kCtc, family, kEasy));
    if (!cell.complete())
        return cell.notRun();
    constexpr int kForSameDirection = 1;
    return {ClaimEvidence::byCount(comparison.holding, comparison.of, kForSameDirection),
            comparison.text("ART cons < EASY")};
}

// C2.3
ClaimOutcome everyAlgorithmBeatsFcfs(Cells& cell)
{
    const double fcfsEasy = cell(kCtc, kFcfs, kEasy);
    std::vector<std::pair<std::string, double>> others;
    for (const std::string& family : kSmithFamilies) {
        for (const std::string& variant : kVariants)
            others.emplace_back(cellLabel(family, variant), cell(kCtc, family, variant));
    }
    others.emplace_back(cellLabel(kGareyGraham, kList), cell(kCtc, kGareyGraham, kList));
    if (!cell.complete())
        return cell.notRun();
    const auto below = int(std::ranges::count_if(others, [&](const auto& other) { return other.second < fcfsEasy; }));
    const auto highest = std::ranges::max_element(others, {}, [](const auto& other) { return other.second; });
    return {below == int(others.size()) ? Verdict::Reproduced : Verdict::NotReproduced,
            "ART below FCFS+EASY (" + Num::scientific(fcfsEasy) + ") in " + Num::count(below, int(others.size())) +
                "; highest: " + highest->first + " " + Num::scientific(highest->second)};
}

// C2.4
ClaimOutcome gareyGrahamBestWeighted(Cells& cell)
{
    const double gareyGraham = cell(kCtcWeighted, kGareyGraham, kList);
    std::vector<std::string> others = kSmithFamilies;
    others.insert(others.begin(), kFcfs);
    const Extreme lowest = extremeOf(cell, kCtcWeighted, others, kVariants, false);
    if (!cell.complete())
        return cell.notRun();
    const bool holds = gareyGraham < lowest.value;
    return {holds ? Verdict::Reproduced : Verdict::NotReproduced,
            "sum w(t - r)/n G&G " + Num::scientific(gareyGraham) + (holds ? " < " : " >= ") +
                "lowest of the other 12 cells " + Num::scientific(lowest.value) + " (" + lowest.label + ")"};
}

// C2.5
ClaimOutcome exactRunTimesHalveArt(Cells& cell)
{
    Extreme lowest;
    Extreme highest;
    for (const std::string& family : kSmithFamilies) {
        for (const std::string& variant : kVariants) {
            const double ratio = cell(kCtc, family, variant) / cell(kExact, family, variant);
            if (std::isnan(lowest.value) || ratio < lowest.value)
                lowest = {ratio, cellLabel(family, variant)};
            if (std::isnan(highest.value) || ratio > highest.value)
                highest = {ratio, cellLabel(family, variant)};
        }
    }
    if (!cell.complete())
        return cell.notRun();
    constexpr double kForReproduced = 1.4;
    constexpr double kForSameDirection = 1.1;
    const Verdict verdict = lowest.value >= kForReproduced      ? Verdict::Reproduced
                            : lowest.value > kForSameDirection ? Verdict::SameDirection
                                                               : Verdict::NotReproduced;
    return {verdict, "ART estimated/exact over the 9 PSRS/SMART cells: lowest " + Num::ratio(lowest.value) + " (" +
                         lowest.label + "), highest " + Num::ratio(highest.value) + " (" + highest.label + ")"};
}

// C2.6
ClaimOutcome backfillingBeatsListExactWeighted(Cells& cell)
{
    Comparison comparison;
    for (const std::string& family : {kFcfs, kPsrs}) {
        const double list = cell(kExactWeighted, family, kList);
        for (const std::string& variant : kBackfilling)
            comparison.add(cellLabel(family, variant) + " vs list", cell(kExactWeighted, family, variant), list);
    }
    if (!cell.complete())
        return cell.notRun();
    return {comparison.holding == comparison.of ? Verdict::Reproduced : Verdict::NotReproduced,
            comparison.text("exact, weighted: backfilling below list")};
}

// C2.7
ClaimOutcome smartWorseWithExactWeighted(Cells& cell)
{
    Comparison comparison;
    for (const std::string& family : kSmartFamilies) {
        for (const std::string& variant : kBackfilling) {
            comparison.add(cellLabel(family, variant) + " estimated vs exact", cell(kCtcWeighted, family, variant),
                           cell(kExactWeighted, family, variant));
        }
    }
    if (!cell.complete())
        return cell.notRun();
    constexpr int kForSameDirection = 1;
    return {ClaimEvidence::byCount(comparison.holding, comparison.of, kForSameDirection),
            comparison.text("weighted: worse with exact run times")};
}

// C2.8
ClaimOutcome probabilisticNoneBeatsFcfsEasy(Cells& cell)
{
    // Up to 2 % below FCFS + EASY counts as level with it.
    constexpr double kLevel = 0.98;
    const double fcfsEasy = cell(kProbabilisticWeighted, kFcfs, kEasy);
    int level = 0;
    std::vector<std::string> parts;
    for (const std::string& family : kSmithFamilies) {
        const double ratio = cell(kProbabilisticWeighted, family, kEasy) / fcfsEasy;
        level += ratio >= kLevel ? 1 : 0;
        parts.push_back(cellLabel(family, kEasy) + " " + Num::ratio(ratio) + " x");
    }
    if (!cell.complete())
        return cell.notRun();
    const int of = int(kSmithFamilies.size());
    return {level == of ? Verdict::Reproduced : Verdict::NotReproduced,
            "probabilistic, weighted, against FCFS+EASY (" + Num::scientific(fcfsEasy) + "): " + Num::list(parts) +
                "; at least " + Num::ratio(kLevel) + " x in " + Num::count(level, of)};
}

// C2.9
ClaimOutcome probabilisticLargerArt(Cells& cell)
{
    const double probabilistic = cell(kProbabilistic, kFcfs, kEasy);
    const double ctc = cell(kCtc, kFcfs, kEasy);
    if (!cell.complete())
        return cell.notRun();
    const bool holds = probabilistic > ctc;
    return {holds ? Verdict::Reproduced : Verdict::NotReproduced,
            "ART FCFS+EASY: probabilistic " + Num::scientific(probabilistic) + (holds ? " > " : " <= ") + "CTC " +
                Num::scientific(ctc)};
}

// C2.10
ClaimOutcome backfillingImprovesButNotBeyondFcfs(Cells& cell)
{
    const double fcfsEasy = cell(kCtcWeighted, kFcfs, kEasy);
    int improved = 0;
    std::vector<std::string> below;
    for (const std::string& family : kSmithFamilies) {
        const double conservative = cell(kCtcWeighted, family, kConservative);
        const double easy = cell(kCtcWeighted, family, kEasy);
        improved += std::min(conservative, easy) < cell(kCtcWeighted, family, kList) ? 1 : 0;
        for (const auto& [variant, value] : {std::pair{kConservative, conservative}, std::pair{kEasy, easy}}) {
            if (value < fcfsEasy)
                below.push_back(cellLabel(family, variant) + " " + Num::scientific(value));
        }
    }
    if (!cell.complete())
        return cell.notRun();
    const int families = int(kSmithFamilies.size());
    constexpr int kBelowForSameDirection = 1;
    const Verdict verdict = improved < families                         ? Verdict::NotReproduced
                            : below.empty()                             ? Verdict::Reproduced
                            : int(below.size()) <= kBelowForSameDirection ? Verdict::SameDirection
                                                                          : Verdict::NotReproduced;
    const int cells = families * int(kBackfilling.size());
    return {verdict, "weighted: backfilling improves on list in " + Num::count(improved, families) +
                         " families; backfilling cells below FCFS+EASY (" + Num::scientific(fcfsEasy) + "): " +
                         Num::count(int(below.size()), cells) + (below.empty() ? "" : " (" + Num::list(below) + ")")};
}

// C2.11
ClaimOutcome easyBeatsConservativeWeighted(Cells& cell)
{
    Comparison comparison;
    for (const std::string& family : {kFcfs, kPsrs, kFfia, kNfiw})
        comparison.add(familyLabel(family), cell(kCtcWeighted, family, kEasy),
                       cell(kCtcWeighted, family, kConservative));
    if (!cell.complete())
        return cell.notRun();
    constexpr int kForSameDirection = 2;
    return {ClaimEvidence::byCount(comparison.holding, comparison.of, kForSameDirection),
            comparison.text("weighted: EASY < cons")};
}

// C2.12
ClaimOutcome psrsBeatsSmartWeighted(Cells& cell)
{
    Comparison comparison;
    for (const std::string& variant : kBackfilling) {
        const double psrs = cell(kCtcWeighted, kPsrs, variant);
        for (const std::string& smart : kSmartFamilies)
            comparison.add(cellLabel(kPsrs, variant) + " vs " + familyLabel(smart), psrs,
                           cell(kCtcWeighted, smart, variant));
    }
    if (!cell.complete())
        return cell.notRun();
    constexpr int kForSameDirection = 2;
    return {ClaimEvidence::byCount(comparison.holding, comparison.of, kForSameDirection),
            comparison.text("weighted: PSRS < SMART")};
}

// C2.13
ClaimOutcome backfillingImprovesMarkedly(Cells& cell)
{
    using units::kPercent;
    double lowest = std::numeric_limits<double>::infinity();
    std::vector<std::string> parts;
    for (const std::string& family : kSmithFamilies) {
        const double best = std::min(cell(kCtc, family, kConservative), cell(kCtc, family, kEasy));
        const double gain = 1 - best / cell(kCtc, family, kList);
        lowest = std::min(lowest, gain);
        parts.push_back(familyLabel(family) + " " + Num::share(kPercent * gain));
    }
    if (!cell.complete())
        return cell.notRun();
    constexpr double kForReproduced = 0.20;
    const Verdict verdict = lowest >= kForReproduced ? Verdict::Reproduced
                            : lowest > 0             ? Verdict::SameDirection
                                                     : Verdict::NotReproduced;
    return {verdict, "ART gain of the better backfilling over list: " + Num::list(parts)};
}

// C2.14
ClaimOutcome familiesCloseWhenBackfilled(Cells& cell)
{
    using units::kPercent;
    double widest = 0;
    std::vector<std::string> parts;
    for (const std::string& variant : kBackfilling) {
        double highest = -std::numeric_limits<double>::infinity();
        double lowest = std::numeric_limits<double>::infinity();
        for (const std::string& family : kSmithFamilies) {
            const double value = cell(kCtc, family, variant);
            highest = std::max(highest, value);
            lowest = std::min(lowest, value);
        }
        const double spread = highest / lowest - 1;
        widest = std::max(widest, spread);
        parts.push_back((variant == kEasy ? "EASY " : "cons ") + Num::share(kPercent * spread));
    }
    if (!cell.complete())
        return cell.notRun();
    constexpr double kForReproduced = 0.15;
    constexpr double kForSameDirection = 0.30;
    const Verdict verdict = widest <= kForReproduced      ? Verdict::Reproduced
                            : widest <= kForSameDirection ? Verdict::SameDirection
                                                          : Verdict::NotReproduced;
    return {verdict, "ART spread (highest/lowest - 1) of PSRS and the SMARTs: " + Num::list(parts)};
}

// C2.15
ClaimOutcome probabilisticEasyBeatsConservative(Cells& cell)
{
    Comparison comparison;
    for (const std::string& family : kSmithFamilies)
        comparison.add(familyLabel(family), cell(kProbabilistic, family, kEasy),
                       cell(kProbabilistic, family, kConservative));
    if (!cell.complete())
        return cell.notRun();
    constexpr int kForSameDirection = 2;
    return {ClaimEvidence::byCount(comparison.holding, comparison.of, kForSameDirection),
            comparison.text("probabilistic: ART EASY < cons")};
}

using Check = ClaimOutcome (*)(Cells&);
const std::array<std::pair<const char*, Check>, 15> kChecks = {{
    {"C2.1", &gareyGrahamLosesToBackfilling},
    {"C2.2", &conservativeBeatsEasy},
    {"C2.3", &everyAlgorithmBeatsFcfs},
    {"C2.4", &gareyGrahamBestWeighted},
    {"C2.5", &exactRunTimesHalveArt},
    {"C2.6", &backfillingBeatsListExactWeighted},
    {"C2.7", &smartWorseWithExactWeighted},
    {"C2.8", &probabilisticNoneBeatsFcfsEasy},
    {"C2.9", &probabilisticLargerArt},
    {"C2.10", &backfillingImprovesButNotBeyondFcfs},
    {"C2.11", &easyBeatsConservativeWeighted},
    {"C2.12", &psrsBeatsSmartWeighted},
    {"C2.13", &backfillingImprovesMarkedly},
    {"C2.14", &familiesCloseWhenBackfilled},
    {"C2.15", &probabilisticEasyBeatsConservative},
}};

}  // namespace

void AlgorithmClaims::evaluate(std::span<const StoredRun> runs, const std::string& missingReason, ClaimOutcomes& out)
{
    const Algorithms256Cells cells(runs);
    for (const auto& [id, check] : kChecks) {
        Cells cell(cells, missingReason);
        out[id] = check(cell);
    }
}

}  // namespace schedlab
