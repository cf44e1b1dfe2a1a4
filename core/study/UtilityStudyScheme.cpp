#include "study/UtilityStudyScheme.h"

#include "study/StudyRunFacts.h"

namespace schedlab {

namespace {

const std::string kUtility = "utility";
const std::string kForm = "utility";
const std::string kPeriod = "period";
const std::string kBackfill = "backfill";
const std::string kTrue = "true";
const std::string kGang = "gang";
const std::string kSlice = "slice";
const std::vector<std::string> kForms = {"p1", "p2", "p3", "p4", "p5"};

std::string umLabel(bool backfill, const std::string& form, const std::string& period)
{
    std::string upper = form;
    upper[0] = 'P';
    return std::string(backfill ? "UM+BF " : "UM ") + upper + ", " + period + " h";
}

std::string gangLabel(const std::string& slice)
{
    return "Gang, " + slice + " h";
}

}  // namespace

const std::vector<std::string>& UtilityStudyScheme::periods(bool quick)
{
    static const std::vector<std::string> thesis = {"6", "9", "30"};
    static const std::vector<std::string> quickPeriods = {"6"};
    return quick ? quickPeriods : thesis;
}

std::vector<UtilityStudyScheme> UtilityStudyScheme::all(const std::vector<std::string>& periods)
{
    // BF is FCFS with EASY backfilling over the clusters in platform order:
    // grid-sharing with first-fit selection.
    std::vector<UtilityStudyScheme> schemes = {
        {"cluster-fcfs", {}, "FCFS"},
        {"grid-sharing", {{"selection", "first-fit"}}, "BF"},
        {"min-min", {}, "m-m"},
    };
    // Gang(tau) slices as long as UM's periods (the thesis's tau for both).
    for (const std::string& period : periods)
        schemes.push_back({kGang, {{kSlice, period}}, gangLabel(period)});
    for (const std::string& period : periods) {
        for (const bool backfill : {false, true}) {
            for (const std::string& form : kForms) {
                ParameterValues parameters = {{kForm, form}, {kPeriod, period}};
                if (backfill)
                    parameters[kBackfill] = kTrue;
                schemes.push_back({kUtility, parameters, umLabel(backfill, form, period)});
            }
        }
    }
    return schemes;
}

std::vector<UtilityStudyScheme> UtilityStudyScheme::um(const std::vector<std::string>& periods, bool withBackfill)
{
    std::vector<UtilityStudyScheme> schemes;
    for (UtilityStudyScheme& scheme : all(periods)) {
        if (scheme.policy == kUtility && (withBackfill || !scheme.parameters.contains(kBackfill)))
            schemes.push_back(std::move(scheme));
    }
    return schemes;
}

std::optional<std::string> UtilityStudyScheme::labelOf(const RunDescription& description)
{
    if (description.policy == "cluster-fcfs")
        return "FCFS";
    if (description.policy == "grid-sharing" && StudyRunFacts::parameter(description, "selection") == "first-fit")
        return "BF";
    if (description.policy == "min-min")
        return "m-m";
    if (description.policy == kGang)
        return gangLabel(StudyRunFacts::parameter(description, kSlice));
    if (description.policy != kUtility)
        return std::nullopt;
    return umLabel(StudyRunFacts::parameter(description, kBackfill) == kTrue,
                   StudyRunFacts::parameter(description, kForm), StudyRunFacts::parameter(description, kPeriod));
}

}  // namespace schedlab
