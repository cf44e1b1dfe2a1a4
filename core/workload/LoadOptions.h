#pragma once

namespace schedlab {

// How SWF records are interpreted. The defaults follow spec
// Yahyapour (2002), ch. 2 and are documented in the README.
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
};

}  // namespace schedlab
