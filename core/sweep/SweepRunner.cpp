#include "sweep/SweepRunner.h"

#include "experiment/ExperimentRunner.h"
#include "experiment/TraceCache.h"
#include "store/RunKey.h"
#include "store/RunStore.h"
#include "sweep/SweepProgressTracker.h"

#include <algorithm>
#include <memory>
#include <mutex>
#include <thread>

namespace schedlab {

namespace {

RunOutcome failure(const std::string& message)
{
    RunOutcome outcome;
    outcome.status = RunOutcome::Status::Failed;
    outcome.error = message;
    return outcome;
}

// Once stored, the bulky parts live in the store; the report keeps the rest.
void dropBulk(StoredRun& run)
{
    run.jobs = {};
    run.samples = {};
}

}  // namespace

SweepRunner::SweepRunner(TraceCache& cache, std::vector<RunSpec> runs, SweepOptions options,
                         PolicyRegistry registry)
    : m_cache(cache), m_runs(std::move(runs)), m_options(std::move(options)), m_registry(std::move(registry))
{
}

unsigned SweepRunner::threadCount() const
{
    const unsigned wanted = m_options.jobs > 0 ? m_options.jobs : std::thread::hardware_concurrency();
    const std::size_t useful = std::min<std::size_t>(std::max(wanted, 1U), std::max<std::size_t>(m_runs.size(), 1));
    return static_cast<unsigned>(useful);
}

SweepReport SweepRunner::run()
{
    const auto started = std::chrono::steady_clock::now();
    // Create or migrate the store once, here, so that a store that cannot be
    // opened is one clear error instead of a failure per run, and the
    // workers never race to create the schema.
    { const RunStore store(m_options.storePath); }

    const ExperimentRunner runner(m_cache, ExperimentOptions{m_options.validate}, m_registry);
    SweepReport report;
    report.outcomes.resize(m_runs.size());
    SweepProgressTracker progress(m_runs.size(), m_options.progressInterval, m_options.onProgress);
    progress.start();

    m_next = 0;
    std::vector<std::thread> workers;
    const unsigned threads = threadCount();
    workers.reserve(threads);
    for (unsigned t = 0; t < threads; ++t)
        workers.emplace_back([&] { work(runner, progress, report.outcomes); });
    for (std::thread& worker : workers)
        worker.join();

    report.progress = progress.snapshot();
    report.cancelled = cancelRequested();
    report.wallSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return report;
}

void SweepRunner::work(const ExperimentRunner& runner, SweepProgressTracker& progress,
                       std::vector<RunOutcome>& outcomes)
{
    // Every worker has its own connection: SQLite connections must not be
    // shared between threads, and WAL lets them write one after another.
    std::unique_ptr<RunStore> store;
    std::string storeProblem;
    try {
        store = std::make_unique<RunStore>(m_options.storePath);
    } catch (const std::exception& e) {
        storeProblem = e.what();
    }
    while (!cancelRequested()) {
        const std::size_t index = m_next.fetch_add(1);
        if (index >= m_runs.size())
            break;
        RunOutcome outcome = store ? runOne(runner, *store, m_runs[index])
                                   : failure("cannot open the run store: " + storeProblem);
        progress.record(outcome.status);
        outcomes[index] = std::move(outcome);  // each index is taken by exactly one worker
    }
}

RunOutcome SweepRunner::runOne(const ExperimentRunner& runner, RunStore& store, const RunSpec& spec)
{
    try {
        const std::string key = RunKey::of(runner.describe(spec));
        if (const auto id = store.findByKey(key)) {
            // The run is this sweep's too: without the membership its group
            // (runs list --group, a study's tables) would miss every run
            // another sweep or study stored first.
            if (!spec.group.empty()) {
                const std::lock_guard writing(m_writeMutex);  // see the write below
                store.addToGroup(*id, spec.group);
            }
            RunOutcome outcome;
            outcome.status = RunOutcome::Status::Skipped;
            outcome.run = store.load(*id);
            dropBulk(outcome.run);
            return outcome;
        }
    } catch (const std::exception& e) {
        return failure(e.what());
    }

    RunOutcome outcome = runner.run(spec, &m_cancel);
    if (outcome.status != RunOutcome::Status::Completed)
        return outcome;
    try {
        // SQLite lets one connection write at a time whatever we do; waiting
        // here wakes this thread the moment the other write commits, where
        // SQLite's busy handler would sleep in steps of up to 100 ms. Only
        // the short write transaction is serialised, never a simulation.
        const std::lock_guard writing(m_writeMutex);
        // Asked again at store time: another program's sweep of the same
        // spec may have stored this run while it simulated here.
        const RunStore::Added added = store.addUnlessStored(outcome.run);
        outcome.run.id = added.id;
        if (!added.added)
            outcome.status = RunOutcome::Status::Skipped;
    } catch (const std::exception& e) {
        return failure(std::string("simulated, but could not store the run: ") + e.what());
    }
    dropBulk(outcome.run);
    return outcome;
}

}  // namespace schedlab
