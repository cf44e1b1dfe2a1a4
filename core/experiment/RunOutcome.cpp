#include "experiment/RunOutcome.h"

namespace schedlab {

const char* runStatusName(RunOutcome::Status status)
{
    switch (status) {
    case RunOutcome::Status::NotRun: return "not run";
    case RunOutcome::Status::Completed: return "completed";
    case RunOutcome::Status::Skipped: return "skipped";
    case RunOutcome::Status::Failed: return "failed";
    case RunOutcome::Status::Cancelled: return "cancelled";
    }
    return "unknown";
}

}  // namespace schedlab
