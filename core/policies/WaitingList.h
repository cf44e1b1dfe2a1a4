#pragma once

#include "policies/WaitingList.h"
#include "model/Types.h"

#include <deque>

namespace schedlab {

// The ordered waiting jobs of a list policy. A deque because the common
// operation is starting jobs from the front of a queue that can hold
// thousands of jobs (FCFS on a busy trace); a vector would move them all.
using WaitingList = std::deque<JobIndex>;

}  // namespace schedlab
