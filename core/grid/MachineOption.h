#pragma once

#include "model/Types.h"

namespace schedlab {

// One machine a grid scheduler could give a job, as a MachineSelection sees
// it: either a start now, or (when the job cannot start anywhere now) the
// projected start of its EASY reservation on that machine.
struct MachineOption {
    MachineIndex machine = kNoMachine;
    int size = 0;          // nodes of the machine
    int freeNow = 0;       // free nodes now
    Time start = 0;        // projected start of the job there (now, or the shadow time)
    int leftover = 0;      // nodes left free at `start` once the job has its own
};

}  // namespace schedlab
