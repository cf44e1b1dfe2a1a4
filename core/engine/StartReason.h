#pragma once

#include "model/Types.h"

#include <cstdint>
#include <optional>
#include <string>

namespace schedlab {

// Why a policy started a job when it did. Kept with every start so that the
// workbench can explain a schedule ("backfilled: ends before the shadow time
// of job 1234") and colour jobs by decision.
enum class StartKind : std::uint8_t {
    InOrder,               // the next job of the policy's list, and it fit
    BackfillBeforeShadow,  // EASY: ends (by estimate) before the head's shadow time
    BackfillExtraNodes,    // EASY: uses only nodes the head will not need
    BackfillNoDelay,       // conservative: delays no earlier reservation
    FirstFit,              // list scheduling: earlier jobs in the list did not fit
    Reservation,           // conservative: started at its reserved time
    Preemptor,             // started by preempting running jobs
    MultiSite,             // spread over several machines
    EarlyStart,            // before its booked time (relatedTime): jobs ended early and its nodes were free
    EarliestCompletion,    // min-min: of the waiting jobs and machines, it would complete first
    Allocated,             // picked by a periodic allocation (the utility knapsack) at relatedTime
    Withheld,              // a guaranteed task its leaky bucket held back until relatedTime (GS/BE)
    Reapplied,             // refused as infeasible, re-applied at relatedTime after relatedJob's planned end (D5.2 §2.1)
    InputArrived,          // its processor was free; its input, moving since relatedTime, arrived now (D5.2 eq. 2)
    Other,
};

struct StartReason {
    StartKind kind = StartKind::InOrder;
    JobIndex relatedJob = kNoJob;  // the job whose reservation/shadow was respected
    Time relatedTime = kNoTime;    // e.g. the shadow time
    int relatedCount = -1;         // e.g. the extra nodes available

    friend bool operator==(const StartReason&, const StartReason&) = default;
};

[[nodiscard]] std::string startKindName(StartKind kind);  // stable key, "backfill-shadow"
// The kind a stable key names; nullopt for a key this version does not know
// (a run stored by a newer SchedLab).
[[nodiscard]] std::optional<StartKind> startKindFromName(const std::string& name);
[[nodiscard]] bool isBackfill(StartKind kind);

}  // namespace schedlab
