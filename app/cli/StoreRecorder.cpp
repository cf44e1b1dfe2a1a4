#include "StoreRecorder.h"

#include "store/RunStore.h"
#include "store/StoredRunConversion.h"

namespace schedlab {

StoreRecorder::Stored StoreRecorder::record(RunStore& store, const FinishedRun& run, const std::string& startedAt,
                                            double durationSeconds)
{
    return {store.add(StoredRunConversion::toStored(run, startedAt, durationSeconds)), store.path()};
}

}  // namespace schedlab
