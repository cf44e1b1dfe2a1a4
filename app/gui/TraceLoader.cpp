#include "TraceLoader.h"

#include <QtConcurrent>

#include <exception>

namespace schedlab {

TraceLoader::TraceLoader(QObject* parent) : QObject(parent) {}

// Loads still running finish on their pool thread; their watchers are our
// children and die with us, so nobody hears about them.
TraceLoader::~TraceLoader() = default;

void TraceLoader::load(const QString& path)
{
    const quint64 generation = ++m_generation;
    ++m_pending;
    emit loadingStarted(path);
    auto* watcher = new QFutureWatcher<Outcome>(this);
    connect(watcher, &QFutureWatcher<Outcome>::finished, this, [this, watcher] { onFinished(watcher); });
    watcher->setFuture(QtConcurrent::run([path, generation] {
        Outcome outcome;
        outcome.path = path;
        outcome.generation = generation;
        try {
            outcome.trace = LoadedTrace::load(path);
        } catch (const std::exception& error) {
            outcome.error = QString::fromStdString(error.what());
        }
        return outcome;
    }));
}

void TraceLoader::onFinished(QFutureWatcher<Outcome>* watcher)
{
    const Outcome outcome = watcher->result();
    watcher->deleteLater();
    --m_pending;
    if (outcome.generation != m_generation)
        return;  // a newer load was asked for meanwhile
    if (outcome.trace)
        emit loaded(outcome.trace);
    else
        emit failed(outcome.path, outcome.error);
}

}  // namespace schedlab
