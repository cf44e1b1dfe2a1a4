#pragma once

#include <cstddef>
#include <optional>

namespace schedlab {

// Where a running sweep stands, as its progress callback reports it.
struct SweepProgress {
    std::size_t done = 0;      // simulated and stored
    std::size_t skipped = 0;   // already in the store
    std::size_t failed = 0;    // see SweepReport::outcomes for why
    std::size_t total = 0;
    double elapsedSeconds = 0;
    // Estimated seconds left, from the runs simulated so far; empty until
    // the first run has been simulated.
    std::optional<double> etaSeconds;

    [[nodiscard]] std::size_t finished() const { return done + skipped + failed; }
};

}  // namespace schedlab
