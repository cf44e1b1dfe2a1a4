#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

// The vocabulary of the native workload format ("SchedLab jobs", JSON Lines,
// docs/workload-format.md), shared by NativeWorkloadReader and
// NativeWorkloadWriter so that the two cannot drift apart.
namespace schedlab::native {

inline constexpr std::string_view kFormatName = "schedlab-jobs";
inline constexpr std::int64_t kFormatVersion = 1;
// Lines starting with this (after blanks) are comments, as blank lines are.
inline constexpr char kCommentMark = '#';
// Keys starting with this are the user's own and ignored; any other unknown
// key is an error, so that a typo ("nodse") cannot silently drop a value.
inline constexpr std::string_view kExtensionPrefix = "x_";

// Header keys.
namespace header {
inline constexpr std::string_view kFormat = "format";
inline constexpr std::string_view kVersion = "version";
inline constexpr std::string_view kTick = "tick";
inline constexpr std::string_view kMachines = "machines";
inline constexpr std::string_view kNote = "note";
// The trace clock and machine of an SWF header, kept so that a trace
// converted from SWF still knows its months and machine size.
inline constexpr std::string_view kUnixStartTime = "unix_start_time";
inline constexpr std::string_view kTimeZone = "time_zone";
inline constexpr std::string_view kMaxProcs = "max_procs";
// Canonical specs of the transforms applied so far (Workload::transforms).
inline constexpr std::string_view kTransforms = "transforms";
}  // namespace header

// Job keys.
namespace job {
inline constexpr std::string_view kId = "id";
inline constexpr std::string_view kSubmit = "submit";
inline constexpr std::string_view kRunTime = "run_time";
// Alias of run_time: with machine speeds in MIPS the run time on a speed-1
// machine is the work in MI (Wiriyaprasit 2004; Phosphorus D5.2, 2007).
inline constexpr std::string_view kWork = "work";
inline constexpr std::string_view kEstimate = "estimate";
inline constexpr std::string_view kNodes = "nodes";
inline constexpr std::string_view kUser = "user";
inline constexpr std::string_view kGroup = "group";
inline constexpr std::string_view kQueue = "queue";
inline constexpr std::string_view kPartition = "partition";
inline constexpr std::string_view kStatus = "status";
inline constexpr std::string_view kSite = "site";
inline constexpr std::string_view kDeadline = "deadline";
inline constexpr std::string_view kDeadlineKind = "deadline_kind";
inline constexpr std::string_view kServiceClass = "service_class";
inline constexpr std::string_view kValue = "value";
inline constexpr std::string_view kShare = "share";
inline constexpr std::string_view kInputMB = "input_mb";
inline constexpr std::string_view kOutputMB = "output_mb";
inline constexpr std::string_view kFaultProbability = "fault_probability";
inline constexpr std::string_view kOptions = "options";
}  // namespace job

// Keys of one entry of "options" (Vanderster 2008, ch. 4).
namespace option {
inline constexpr std::string_view kMachine = "machine";
inline constexpr std::string_view kNodes = job::kNodes;
inline constexpr std::string_view kRunTime = job::kRunTime;
inline constexpr std::string_view kWork = job::kWork;
inline constexpr std::string_view kEstimate = job::kEstimate;
inline constexpr std::string_view kDiskMB = "disk_mb";
inline constexpr std::string_view kValue = job::kValue;
inline constexpr std::string_view kFaultProbability = job::kFaultProbability;
inline constexpr std::string_view kRecovery = "recovery";
}  // namespace option

// Values of "deadline_kind" (Phosphorus D5.2, 2007, sec. 2) and
// "service_class" (sec. 3).
inline constexpr std::string_view kSoftDeadline = "soft";
inline constexpr std::string_view kHardDeadline = "hard";
inline constexpr std::string_view kGuaranteed = "guaranteed";
inline constexpr std::string_view kBestEffort = "best-effort";
// Recovery from a fault (Vanderster 2008, ch. 7); "none" is the default.
inline constexpr std::string_view kNoRecovery = "none";
inline constexpr std::string_view kRetry = "retry";
inline constexpr std::string_view kReplica = "replica";

// The ticks a file may count in: whole seconds, milliseconds, microseconds.
struct Tick {
    std::string_view name;
    std::int64_t perSecond;
    int decimals;  // decimals of a time in seconds that the tick resolves
};
inline constexpr Tick kTicks[] = {{"1s", 1, 0}, {"1ms", 1'000, 3}, {"1us", 1'000'000, 6}};

[[nodiscard]] constexpr std::optional<Tick> tickNamed(std::string_view name)
{
    for (const Tick& tick : kTicks)
        if (tick.name == name)
            return tick;
    return std::nullopt;
}

[[nodiscard]] constexpr std::optional<Tick> tickPerSecond(std::int64_t perSecond)
{
    for (const Tick& tick : kTicks)
        if (tick.perSecond == perSecond)
            return tick;
    return std::nullopt;
}

// The coarsest tick that resolves a time with `decimals` decimals.
[[nodiscard]] constexpr std::optional<Tick> tickForDecimals(int decimals)
{
    for (const Tick& tick : kTicks)
        if (decimals <= tick.decimals)
            return tick;
    return std::nullopt;
}

}  // namespace schedlab::native
