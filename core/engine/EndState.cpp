#include "engine/EndState.h"

namespace schedlab {

std::string endStateName(EndState state)
{
    switch (state) {
    case EndState::Completed: return "completed";
    case EndState::CompletedLate: return "completed-late";
    case EndState::KilledAtEstimate: return "killed-at-estimate";
    case EndState::Dropped: return "dropped";
    case EndState::Rejected: return "rejected";
    case EndState::Failed: return "failed";
    }
    return "completed";
}

std::optional<EndState> endStateFromName(const std::string& name)
{
    for (int value = 0; value <= static_cast<int>(kLastEndState); ++value) {
        const auto state = static_cast<EndState>(value);
        if (endStateName(state) == name)
            return state;
    }
    return std::nullopt;
}

std::string batsimStateName(EndState state)
{
    switch (state) {
    case EndState::Completed: return "COMPLETED_SUCCESSFULLY";
    case EndState::CompletedLate: return "COMPLETED_LATE";  // Batsim has no deadlines
    case EndState::KilledAtEstimate: return "COMPLETED_WALLTIME_REACHED";
    case EndState::Dropped: return "COMPLETED_KILLED";
    case EndState::Rejected: return "REJECTED";
    case EndState::Failed: return "COMPLETED_FAILED";
    }
    return "COMPLETED_SUCCESSFULLY";
}

bool ranToEnd(EndState state)
{
    return state == EndState::Completed || state == EndState::CompletedLate ||
           state == EndState::KilledAtEstimate;
}

}  // namespace schedlab
