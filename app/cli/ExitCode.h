#pragma once

namespace schedlab {

// The exit statuses of schedlab-cli, documented in the README. Scripts tell
// a mistyped command line (2) from a bad input file (1) and from a schedule
// that broke an invariant (3).
enum class ExitCode : int {
    Success = 0,
    InputError = 1,        // unreadable trace, bad platform, unknown policy, ...
    UsageError = 2,        // the command line itself is wrong
    ValidationFailed = 3,  // --validate found problems in the schedule
    InternalError = 4,     // a bug: the policy or engine misbehaved
};

[[nodiscard]] constexpr int toInt(ExitCode code)
{
    return static_cast<int>(code);
}

}  // namespace schedlab
