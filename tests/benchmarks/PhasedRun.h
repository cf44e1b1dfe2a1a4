#pragma once

#include "PhaseProfile.h"
#include "PhasedChild.h"

#include <optional>
#include <string>

namespace schedlab {

// The parent side of schedlab-bench --phases and --callgrind: runs
// PhasedChild in a fresh process (this program again, by /proc/self/exe),
// plainly or under `valgrind --tool=callgrind`, and collects its figures.
class PhasedRun {
public:
    enum class Tool { None, Callgrind };

    // Throws std::runtime_error with the child's message if it failed.
    [[nodiscard]] static PhaseProfile measure(const PhasedChild::Setup& setup, Tool tool);
    // valgrind's path on PATH, if any: it is optional (not a build
    // dependency), so --callgrind checks before it starts.
    [[nodiscard]] static std::optional<std::string> findValgrind();

private:
    static void readCallgrind(const std::string& base, PhaseProfile& profile);
};

}  // namespace schedlab
