#pragma once

#include "engine/StartReason.h"
#include "model/Types.h"

#include <cstdint>

namespace schedlab {

// One entry of the event log: what happened at an instant, in the order the
// engine processed it. Used for playback, stepping and the event log view.
struct ScheduleEvent {
    // Complete is any end (its JobOutcome::endState says which); Reject and
    // Drop are the ends of jobs that never start or stop early. Migrate
    // continues a preempted job on other nodes; Fault is a fault in a running
    // job (it failed, restarted, or lost a replica).
    enum class Kind : std::uint8_t { Submit, Start, Complete, Preempt, Resume, Timer, Drop, Reject, Migrate, Fault };
    Time time = 0;
    Kind kind = Kind::Submit;
    JobIndex job = kNoJob;
    StartReason reason;  // for Start and Resume
};

}  // namespace schedlab
