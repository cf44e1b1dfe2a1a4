#pragma once

#include "experiment/RunSpec.h"
#include "policies/PolicyRegistry.h"
#include "sweep/SweepOptions.h"
#include "sweep/SweepReport.h"

#include <atomic>
#include <mutex>
#include <vector>

namespace schedlab {

class ExperimentRunner;
class RunStore;
class SweepProgressTracker;
class TraceCache;

// Runs many RunSpecs on worker threads into one run store. Each thread
// opens its own RunStore connection to the file and writes each run in one
// short transaction, so threads never wait on each other for long and a
// crash loses at most the runs being simulated. Runs whose RunKey is
// already stored are skipped, joining the sweep's group: running the same
// sweep again resumes it after a cancel or a crash, and a run another sweep
// stored first is listed under this sweep's group too. Results do not
// depend on the number of threads (every run is deterministic and outcomes
// are kept by index).
class SweepRunner {
public:
    // `cache` shares each trace between the threads; it must outlive run().
    SweepRunner(TraceCache& cache, std::vector<RunSpec> runs, SweepOptions options,
                PolicyRegistry registry = PolicyRegistry());

    // Blocks until every run has finished or the sweep was cancelled. Opens
    // (creating or migrating) the store first and throws StoreError if it
    // cannot; every later problem is a failed outcome, never an exception.
    [[nodiscard]] SweepReport run();

    // From any thread: no new run starts, running simulations stop at their
    // next event and are not stored. run() then returns with `cancelled`.
    void cancel() { m_cancel.store(true); }
    [[nodiscard]] bool cancelRequested() const { return m_cancel.load(); }

    // The worker threads run() uses: SweepOptions::jobs (or the hardware's
    // thread count), at most one per run, at least one.
    [[nodiscard]] unsigned threadCount() const;

    [[nodiscard]] const std::vector<RunSpec>& runs() const { return m_runs; }

private:
    void work(const ExperimentRunner& runner, SweepProgressTracker& progress, std::vector<RunOutcome>& outcomes);
    [[nodiscard]] RunOutcome runOne(const ExperimentRunner& runner, RunStore& store, const RunSpec& spec);

    TraceCache& m_cache;
    std::vector<RunSpec> m_runs;
    SweepOptions m_options;
    PolicyRegistry m_registry;
    std::atomic<bool> m_cancel = false;
    std::atomic<std::size_t> m_next = 0;
    std::mutex m_writeMutex;  // held only while one run is written (see runOne)
};

}  // namespace schedlab
