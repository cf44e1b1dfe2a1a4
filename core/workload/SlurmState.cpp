#include "workload/SlurmState.h"

#include <array>
#include <utility>

namespace schedlab {

namespace {

// SWF 2.2, field 11 (Feitelson's Parallel Workloads Archive definition).
constexpr std::int32_t kSwfFailed = 0;
constexpr std::int32_t kSwfCompleted = 1;
constexpr std::int32_t kSwfCancelled = 5;
constexpr std::int32_t kSwfUnknown = -1;

using Kind = SlurmState::Kind;

// Job states of sacct(1), "JOB STATE CODES". A job that ended for any reason
// of the system's or its own (time limit, memory, node, preemption) failed
// in SWF's sense: it did not complete its work.
constexpr std::array<std::pair<std::string_view, Kind>, 15> kStates = {{
    {"PENDING", Kind::Pending},
    {"REQUEUED", Kind::Pending},
    {"RUNNING", Kind::Running},
    {"SUSPENDED", Kind::Running},
    {"COMPLETING", Kind::Running},
    {"RESIZING", Kind::Running},
    {"COMPLETED", Kind::Completed},
    {"CANCELLED", Kind::Cancelled},
    {"FAILED", Kind::Failed},
    {"TIMEOUT", Kind::Failed},
    {"NODE_FAIL", Kind::Failed},
    {"OUT_OF_MEMORY", Kind::Failed},
    {"PREEMPTED", Kind::Failed},
    {"BOOT_FAIL", Kind::Failed},
    {"DEADLINE", Kind::Failed},
}};

}  // namespace

SlurmState::Kind SlurmState::parse(std::string_view state)
{
    const auto word = state.substr(0, state.find(' '));
    for (const auto& [name, kind] : kStates)
        if (word == name)
            return kind;
    return Kind::Other;
}

std::int32_t SlurmState::swfStatus(Kind kind)
{
    switch (kind) {
    case Kind::Completed: return kSwfCompleted;
    case Kind::Cancelled: return kSwfCancelled;
    case Kind::Failed: return kSwfFailed;
    case Kind::Pending:
    case Kind::Running:
    case Kind::Other: return kSwfUnknown;
    }
    return kSwfUnknown;
}

}  // namespace schedlab
