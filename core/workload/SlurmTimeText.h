#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace schedlab {

// The time and duration texts of Slurm's accounting output (sacct(1),
// "Elapsed", "Timelimit", "Submit"). Pure parsing, no time zone: the reader
// converts wall-clock times with TimeZone::fromLocal.
class SlurmTimeText {
public:
    // A duration in seconds: "[D-]HH:MM:SS", "MM:SS", "MM", "D-HH",
    // "D-HH:MM" (sbatch(1), --time). nullopt for anything else, including
    // "UNLIMITED" and "Partition_Limit" (see isNoLimit).
    [[nodiscard]] static std::optional<std::int64_t> duration(std::string_view text);
    // A wall-clock time "YYYY-MM-DDTHH:MM:SS" as seconds since 1970-01-01
    // 00:00:00 on the same calendar (no zone). nullopt when malformed.
    [[nodiscard]] static std::optional<std::int64_t> wallClock(std::string_view text);
    // "Unknown", "None" or empty: sacct's ways of printing a time not set.
    [[nodiscard]] static bool isUnset(std::string_view text);
    // A time limit that sets no estimate of its own: "UNLIMITED",
    // "Partition_Limit" (the partition's, which sacct does not print),
    // "INVALID" or empty.
    [[nodiscard]] static bool isNoLimit(std::string_view text);
};

}  // namespace schedlab
