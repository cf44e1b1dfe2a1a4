#pragma once

#include <cstdint>
#include <string_view>

namespace schedlab {

// A job's State as sacct prints it ("COMPLETED", "CANCELLED by 1234"),
// reduced to what loading needs: whether the job is still waiting or
// running, and the SWF status it maps to (SWF 2.2 field 11).
class SlurmState {
public:
    enum class Kind { Pending, Running, Completed, Cancelled, Failed, Other };

    // The first word decides: "CANCELLED by 1234" is Cancelled.
    [[nodiscard]] static Kind parse(std::string_view state);
    // SWF field 11: 1 completed, 0 failed (also timeout, node failure, out
    // of memory, preempted), 5 cancelled, -1 unknown.
    [[nodiscard]] static std::int32_t swfStatus(Kind kind);
};

}  // namespace schedlab
