#pragma once

#include "run/FinishedRun.h"

namespace schedlab {

// The views' name for a run in memory: the core's FinishedRun, shared
// read-only between the Gantt chart, the charts, the details panel and the
// event log. A fresh run's comes from RunPipeline, a stored run's from
// StoredRunConversion::toFinished; the views cannot tell them apart.
using RunSnapshot = FinishedRun;
using RunSnapshotPtr = FinishedRunPtr;

}  // namespace schedlab
