#pragma once

#include "workload/Job.h"
#include "workload/LoadReport.h"
#include "workload/NativeWorkloadFormat.h"

#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace schedlab {

// A job line of a native workload that is skipped: the LoadReport reason
// and a message naming the field, e.g. `field "nodes" must be an integer
// >= 1, got 0`.
class NativeLineRejection : public std::runtime_error {
public:
    NativeLineRejection(LoadIssue issue, const std::string& message) : std::runtime_error(message), m_issue(issue) {}
    [[nodiscard]] LoadIssue issue() const { return m_issue; }

private:
    LoadIssue m_issue;
};

// One job line, every field checked, every time still in microseconds: the
// file's tick is known only once all its lines are read.
struct NativeJobDraft {
    Job job;                                // submit, runTime, estimate, deadline, options: microseconds
    bool estimateGiven = false;             // job.estimate is 0 when not
    std::vector<bool> optionEstimateGiven;  // one per job.options entry
    int decimals = 0;                       // the most decimals of any of its times
};

// Turns the text of one job line into a draft (docs/workload-format.md).
// What needs other lines (unique ids, submission order, the tick chosen,
// estimates filled in) is left to NativeWorkloadReader.
class NativeJobParser {
public:
    // `machines`: the header's names, for "site" and "machine" given by
    // name; `tick`: the header's, when it gives one (finer times are errors).
    NativeJobParser(const std::vector<std::string>& machines, std::optional<native::Tick> tick)
        : m_machines(machines), m_tick(tick)
    {
    }

    // Throws NativeLineRejection.
    [[nodiscard]] NativeJobDraft parse(const std::string& line) const;

private:
    const std::vector<std::string>& m_machines;
    std::optional<native::Tick> m_tick;
};

}  // namespace schedlab
