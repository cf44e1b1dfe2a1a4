#pragma once

#include <string>

namespace schedlab {

// How trace records are interpreted. The defaults for SWF follow spec
// Yahyapour (2002), ch. 2 and are documented in docs/workloads.md.
struct LoadOptions {
    // Which field gives a job's width. CTC has -1 in field 8 throughout, and
    // field 5 is what the job really used, so allocated comes first.
    enum class WidthSource { AllocatedThenRequested, RequestedThenAllocated };
    WidthSource width = WidthSource::AllocatedThenRequested;

    // A record whose requested time (field 9) is unknown keeps its run time
    // as estimate (counted as EstimateMissing), or is skipped.
    enum class MissingEstimate { UseRunTime, Skip };
    MissingEstimate missingEstimate = MissingEstimate::UseRunTime;

    // A record submitted earlier than the record before it: sorted into place
    // (stable; counted as SubmitReordered), or skipped (SubmitOutOfOrder).
    enum class OutOfOrder { Sort, Skip };
    OutOfOrder outOfOrder = OutOfOrder::Sort;

    // Slurm accounting (sacct) files only (docs/workloads.md). The unit of a
    // job's width: whole nodes (NNodes, else ReqNodes), what Slurm allocates
    // on most clusters, or CPUs (NCPUS, else ReqCPUS) for shared nodes.
    enum class SlurmWidth { Nodes, Cpus };
    SlurmWidth slurmWidth = SlurmWidth::Nodes;
    // The zone sacct printed its local times in (a TZif name such as
    // "Europe/Berlin"); UTC by default, as sacct's output names none.
    std::string slurmTimeZone = "UTC";
};

}  // namespace schedlab
