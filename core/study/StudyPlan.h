#pragma once

#include "experiment/RunSpec.h"

#include <string>
#include <vector>

namespace schedlab {

// Collects the runs of one study: each run gets the study's group and a
// readable name ("pfcfs-months · pfcfs1 · single:128 · 1996-07"). Adding
// the same run twice is a mistake in the study's definition (the two would
// race to store one result), so it throws std::logic_error.
class StudyPlan {
public:
    static constexpr const char* kNameSeparator = " · ";

    StudyPlan(std::string studyName, std::string group);

    struct Entry {
        std::string trace;
        std::vector<std::string> transforms;
        std::string platform;
        std::string policy;
        ParameterValues parameters;
        std::string label;  // what tells this run apart within the study, after the policy
    };
    void add(Entry entry);

    [[nodiscard]] std::size_t size() const { return m_runs.size(); }
    [[nodiscard]] std::vector<RunSpec> take() { return std::move(m_runs); }

private:
    std::string m_studyName;
    std::string m_group;
    std::vector<RunSpec> m_runs;
};

}  // namespace schedlab
