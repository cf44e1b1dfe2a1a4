#pragma once

#include <string>
#include <vector>

namespace schedlab {

// One entry of a sweep's transforms axis: a fixed list of transform specs,
// or (eachMonth) one run per calendar month of the trace, with `transforms`
// applied after the month filter.
struct SweepTransformSet {
    std::vector<std::string> transforms;  // canonical specs; "drop-wider" alone means the platform's largest machine
    bool eachMonth = false;
    friend bool operator==(const SweepTransformSet&, const SweepTransformSet&) = default;
};

// A swept parameter: its values as text, in the order given.
struct SweepParameter {
    std::string name;
    std::vector<std::string> values;
    friend bool operator==(const SweepParameter&, const SweepParameter&) = default;
};

// One entry of the policies axis with the parameters swept for it, sorted by name.
struct SweepPolicy {
    std::string policy;
    std::vector<SweepParameter> parameters;
    friend bool operator==(const SweepPolicy&, const SweepPolicy&) = default;
};

}  // namespace schedlab
