#pragma once

#include "store/StoredRun.h"

#include <cstdint>
#include <string>

namespace schedlab::test {

// A stored job with what every schema version keeps; the fields schema 4
// added stay unknown, as a run stored before it reads back.
inline StoredJob compactJob(std::int64_t id, Time submit, Time start, Time end, std::int32_t nodes,
                            std::string allocation, bool multiSite, bool preempted)
{
    StoredJob job;
    job.jobId = id;
    job.submit = submit;
    job.start = start;
    job.end = end;
    job.nodes = nodes;
    job.allocation = std::move(allocation);
    job.multiSite = multiSite;
    job.preempted = preempted;
    return job;
}

}  // namespace schedlab::test
