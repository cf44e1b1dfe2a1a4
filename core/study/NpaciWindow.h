#pragma once

#include "run/RunDescription.h"
#include "study/StudyOptions.h"

#include <optional>
#include <string>
#include <vector>

namespace schedlab {

// The trace tasks of Vanderster (2008)'s experiments 4.2-5.2: a window of
// consecutive jobs of the NPACI (SDSC SP2) log at a seeded random offset,
// shifted to start at 0, the gaps between submissions scaled by k (0: every
// task at once), each task also at half and a quarter of its width, and
// the credits of ch. 4 drawn with the window's seed.
class NpaciWindow {
public:
    // The run's transforms, in order.
    [[nodiscard]] static std::vector<std::string> transforms(
        int tasks, int window, const std::string& scaling);
    // The SDSC SP2 trace of the options; a ConfigurationError naming the
    // file and the study when it was not found.
    [[nodiscard]] static const std::string& trace(
        const StudyOptions& options, const std::string& study);
    // The arrival scaling of a run on such a window, as written in its
    // transforms; empty for any other run.
    [[nodiscard]] static std::string scalingOf(const RunDescription& description);
    // The window's seed of a run on such a window; none for any other run.
    [[nodiscard]] static std::optional<int> windowOf(const RunDescription& description);
};

} // namespace schedlab
