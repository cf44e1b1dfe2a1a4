#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace schedlab {

// How a job left the system. SWF runs only ever see Completed and
// KilledAtEstimate; deadlines, admission control and faults add the others
// (Phosphorus D5.2, 2007, sec. 2; Vanderster 2008, ch. 7).
enum class EndState : std::uint8_t {
    Completed,         // ran all its work
    CompletedLate,     // ran all its work, after its soft deadline
    KilledAtEstimate,  // cut at its estimate (overrun:kill)
    Dropped,           // removed before finishing: its hard deadline passed, or the policy gave up on it
    Rejected,          // refused at admission; never ran
    Failed,            // a fault with no recovery
};

inline constexpr EndState kLastEndState = EndState::Failed;

// Stable key for files and the store: "completed-late".
[[nodiscard]] std::string endStateName(EndState state);
[[nodiscard]] std::optional<EndState> endStateFromName(const std::string& name);
// Batsim's job state where it has one (COMPLETED_SUCCESSFULLY, ...), so that
// jobs.csv reads like Batsim's output; our own upper-case name otherwise.
[[nodiscard]] std::string batsimStateName(EndState state);
// The job ran to the end of its work (or of its estimate): it counts in
// response-time metrics.
[[nodiscard]] bool ranToEnd(EndState state);

}  // namespace schedlab
