#include "study/StudyPlan.h"

#include <algorithm>
#include <stdexcept>

namespace schedlab {

StudyPlan::StudyPlan(std::string studyName, std::string group)
    : m_studyName(std::move(studyName)), m_group(std::move(group))
{
}

void StudyPlan::add(Entry entry)
{
    RunSpec run;
    run.tracePath = std::move(entry.trace);
    run.transforms = std::move(entry.transforms);
    run.platform = std::move(entry.platform);
    run.policy = std::move(entry.policy);
    run.parameters = std::move(entry.parameters);
    run.group = m_group;
    run.name = m_studyName + kNameSeparator + run.policy;
    for (const auto& [name, value] : run.parameters)
        run.name += " " + name + "=" + value;
    if (!entry.label.empty())
        run.name += kNameSeparator + entry.label;

    const bool repeated = std::ranges::any_of(m_runs, [&run](const RunSpec& other) {
        return other.tracePath == run.tracePath && other.transforms == run.transforms &&
               other.platform == run.platform && other.policy == run.policy && other.parameters == run.parameters;
    });
    if (repeated)
        throw std::logic_error("study " + m_studyName + ": the run '" + run.name + "' is listed twice");
    m_runs.push_back(std::move(run));
}

}  // namespace schedlab
