#pragma once

#include "run/FinishedRun.h"

#include <string>
#include <vector>

namespace schedlab {

// Side-by-side metrics of several runs of the same workload: one row per
// policy, and a second table relative to a reference run,
// (X - X_ref) / X_ref in percent.
class PolicyComparison {
public:
    explicit PolicyComparison(const std::vector<FinishedRun>& outcomes);

    [[nodiscard]] std::string absoluteTable() const;
    // Relative to outcomes[reference].
    [[nodiscard]] std::string relativeTable(std::size_t reference) const;

private:
    struct Column {
        std::string label;
        double (*value)(const FinishedRun&);
        int decimals;
        bool comparable;  // worth a percentage (the job count is not)
    };
    [[nodiscard]] static const std::vector<Column>& columns();

    const std::vector<FinishedRun>& m_outcomes;
};

}  // namespace schedlab
