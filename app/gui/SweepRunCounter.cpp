#include "SweepRunCounter.h"

#include "experiment/TraceCache.h"
#include "sweep/SweepSpec.h"

#include <QtConcurrent/QtConcurrentRun>

#include <exception>
#include <optional>

namespace schedlab {

SweepRunCounter::SweepRunCounter(QObject* parent) : QObject(parent), m_cache(std::make_shared<TraceCache>())
{
    connect(&m_watcher, &QFutureWatcher<Count>::finished, this, &SweepRunCounter::onFinished);
}

SweepRunCounter::~SweepRunCounter()
{
    // The task holds its own copy of the spec and a share of the cache;
    // only its answer is dropped with the watcher.
    m_watcher.disconnect(this);
}

bool SweepRunCounter::count(const QString& json, QString& problem)
{
    const int generation = ++m_generation;
    std::optional<SweepSpec> spec;
    try {
        spec = SweepSpec::parse(json.toStdString(), kSourceName);
    } catch (const std::exception& e) {
        problem = QString::fromStdString(e.what());
        m_watcher.cancel();
        return false;
    }
    const std::shared_ptr<TraceCache> cache = m_cache;
    m_watcher.setFuture(QtConcurrent::run([generation, cache, spec = std::move(*spec)] {
        Count count;
        count.generation = generation;
        try {
            count.runs = static_cast<int>(spec.expand(*cache).size());
        } catch (const std::exception& e) {
            count.error = QString::fromStdString(e.what());
        }
        return count;
    }));
    return true;
}

void SweepRunCounter::cancel()
{
    ++m_generation;
    m_watcher.cancel();
}

void SweepRunCounter::onFinished()
{
    if (m_watcher.future().isCanceled() || m_watcher.future().resultCount() == 0)
        return;
    const Count count = m_watcher.result();
    if (count.generation != m_generation)
        return;  // counted again since; a newer count is on its way
    emit counted(count.runs, count.error);
}

}  // namespace schedlab
