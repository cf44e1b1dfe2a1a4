#pragma once

#include <string>
#include <vector>

namespace schedlab {

struct Job;
struct JobOutcome;

// The rules a job's end state must obey, checked from the workload alone
// (never trusting the engine): a job marked completed-late had a soft
// deadline and ended after it, no job ends after its hard deadline, a
// rejected job never ran, and so on.
class EndStateRules {
public:
    // One message per broken rule, without the job's name.
    [[nodiscard]] static std::vector<std::string> problems(const Job& job, const JobOutcome& outcome);
};

}  // namespace schedlab
