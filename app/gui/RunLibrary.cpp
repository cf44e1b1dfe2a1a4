#include "RunLibrary.h"

#include "model/Units.h"
#include "store/RunStore.h"
#include "store/StoredRunConversion.h"

#include <QDateTime>
#include <QFileInfo>
#include <QMetaObject>
#include <QSettings>
#include <QThread>

#include <cmath>
#include <exception>

namespace schedlab {

namespace {

using units::kMillisecondsPerSecond;
}  // namespace

const QString RunLibrary::kPathSettingsKey = QStringLiteral("runStore/path");

RunLibrary::RunLibrary(QSettings& settings, QObject* parent) : QObject(parent), m_settings(settings)
{
    qRegisterMetaType<StoreError::Kind>("schedlab::StoreError::Kind");
    m_thread = new QThread(this);
    m_thread->setObjectName(QStringLiteral("RunLibrary"));
    m_workerContext = new QObject;
    m_workerContext->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_workerContext, &QObject::deleteLater);
    m_thread->start();
}

RunLibrary::~RunLibrary()
{
    // Quitting as the last queued task lets every earlier one finish: a run
    // that was being stored when the window closed is still stored.
    // The store is closed on the thread that used it.
    QThread* thread = m_thread;
    std::unique_ptr<RunStore>* store = &m_store;
    QMetaObject::invokeMethod(
        m_workerContext,
        [thread, store] {
            store->reset();
            thread->quit();
        },
        Qt::QueuedConnection);
    m_thread->wait();
}

QString RunLibrary::defaultPath()
{
    return QString::fromStdString(RunStore::defaultPath());
}

QString RunLibrary::runCountText(qsizetype count)
{
    return count == 1 ? tr("1 run") : tr("%1 runs").arg(count);
}

QString RunLibrary::configuredPath() const
{
    const QString chosen = m_settings.value(kPathSettingsKey).toString();
    return chosen.isEmpty() ? defaultPath() : chosen;
}

void RunLibrary::setConfiguredPath(const QString& path)
{
    if (path == defaultPath())
        m_settings.remove(kPathSettingsKey);
    else
        m_settings.setValue(kPathSettingsKey, path);
}

QString RunLibrary::notStoringReason() const
{
    switch (m_state) {
    case State::Open: return {};
    case State::Closed: return tr("the run store is not open yet");
    case State::ReadOnly:
        return m_failure.isEmpty() ? tr("%1 is open read-only").arg(QFileInfo(m_path).fileName())
                                   : tr("%1 is open read-only: %2").arg(QFileInfo(m_path).fileName(), m_failure);
    case State::Unavailable: return tr("no run store is open: %1").arg(m_failure);
    }
    return {};
}

void RunLibrary::post(Task task)
{
    ++m_pending;
    std::unique_ptr<RunStore>* store = &m_store;
    QMetaObject::invokeMethod(
        m_workerContext,
        [this, store, task = std::move(task)] {
            Continuation next;
            try {
                next = task(*store);
            } catch (const std::exception& error) {
                next = [this, message = QString::fromStdString(error.what())] { emit storeFailed(message); };
            }
            // Posted to this object: dropped by Qt if the library is gone.
            QMetaObject::invokeMethod(
                this,
                [this, next = std::move(next)] {
                    --m_pending;
                    if (next)
                        next();
                },
                Qt::QueuedConnection);
        },
        Qt::QueuedConnection);
}

RunStore& RunLibrary::need(std::unique_ptr<RunStore>& store)
{
    if (!store)
        throw StoreError(StoreError::Kind::Invalid, tr("No run store is open.").toStdString());
    return *store;
}

RunLibrary::Continuation RunLibrary::listed(std::vector<StoredRun> runs)
{
    return [this, runs = std::move(runs)]() mutable {
        m_runs = std::move(runs);
        emit runsChanged();
    };
}

void RunLibrary::open(const QString& path, bool readOnly)
{
    m_openRequested = true;
    const std::string file = path.toStdString();
    const RunStore::Mode mode = readOnly ? RunStore::Mode::ReadOnly : RunStore::Mode::ReadWrite;
    post([this, path, file, mode](std::unique_ptr<RunStore>& store) -> Continuation {
        const auto failed = [this, path](StoreError::Kind kind, const QString& message, bool readOnlyPossible) {
            return [this, path, kind, message, readOnlyPossible] {
                m_failure = message;
                m_failurePath = path;
                if (m_state == State::Closed)
                    m_state = State::Unavailable;
                emit openFailed(path, kind, message, readOnlyPossible);
            };
        };
        try {
            auto fresh = std::make_unique<RunStore>(file, mode);
            std::vector<StoredRun> runs = fresh->list();
            store = std::move(fresh);
            return [this, path, mode, runs = std::move(runs)]() mutable {
                // Read-only after a failed open: the failure is why.
                if (path != m_failurePath || mode == RunStore::Mode::ReadWrite)
                    m_failure.clear();
                m_path = path;
                m_state = mode == RunStore::Mode::ReadOnly ? State::ReadOnly : State::Open;
                emit opened(path, mode == RunStore::Mode::ReadOnly);
                listed(std::move(runs))();
            };
        } catch (const StoreError& error) {
            bool readOnlyPossible = false;
            if (mode == RunStore::Mode::ReadWrite && error.kind() != StoreError::Kind::Busy) {
                try {
                    const RunStore probe(file, RunStore::Mode::ReadOnly);
                    readOnlyPossible = true;
                } catch (const std::exception&) {
                    readOnlyPossible = false;
                }
            }
            return failed(error.kind(), QString::fromStdString(error.what()), readOnlyPossible);
        } catch (const std::exception& error) {
            // Not a StoreError (out of memory, say): still never a crash.
            return failed(StoreError::Kind::Unreadable, QString::fromStdString(error.what()), false);
        }
    });
}

bool RunLibrary::refuseWrite()
{
    if (canStore())
        return false;
    emit storeFailed(tr("Cannot change stored runs: %1.").arg(notStoringReason()));
    return true;
}

void RunLibrary::postWrite(std::function<QString(RunStore& store)> write)
{
    if (refuseWrite())
        return;
    post([this, write = std::move(write)](std::unique_ptr<RunStore>& store) -> Continuation {
        RunStore& open = need(store);
        const QString report = write(open);
        Continuation update = listed(open.list());
        return [this, report, update = std::move(update)] {
            update();
            if (!report.isEmpty())
                emit reported(report);
        };
    });
}

void RunLibrary::storeRun(RunSnapshotPtr snapshot, double durationSeconds,
                          QObject* context, StoredCallback done)
{
    const QPointer<QObject> guard(context);
    if (!canStore()) {
        done(0, notStoringReason());
        return;
    }
    post([this, snapshot = std::move(snapshot), durationSeconds, guard,
          done](std::unique_ptr<RunStore>& store) -> Continuation {
        try {
            RunStore& open = need(store);
            // When the run started, not when it is stored: the tab measured its duration.
            const QDateTime started = QDateTime::currentDateTimeUtc().addMSecs(
                -static_cast<qint64>(std::llround(durationSeconds * kMillisecondsPerSecond)));
            const std::int64_t id = open.add(StoredRunConversion::toStored(
                *snapshot, started.toString(Qt::ISODate).toStdString(), durationSeconds));
            Continuation update = listed(open.list());
            return [update = std::move(update), id, guard, done] {
                update();
                if (guard)
                    done(id, {});
            };
        } catch (const std::exception& error) {
            return [this, guard, done, message = QString::fromStdString(error.what())] {
                emit storeFailed(message);
                if (guard)
                    done(0, message);
            };
        }
    });
}

void RunLibrary::load(std::vector<std::int64_t> ids, QObject* context, LoadedCallback done, FailedCallback failed)
{
    const QPointer<QObject> guard(context);
    post([this, ids = std::move(ids), guard, done, failed](std::unique_ptr<RunStore>& store) -> Continuation {
        std::vector<StoredRun> runs;
        try {
            const RunStore& open = need(store);
            runs.reserve(ids.size());
            for (const std::int64_t id : ids)
                runs.push_back(open.load(id));
        } catch (const std::exception& error) {
            return [this, guard, failed, message = QString::fromStdString(error.what())] {
                emit storeFailed(message);
                if (guard && failed)
                    failed(message);
            };
        }
        return [guard, done, runs = std::move(runs)]() mutable {
            if (guard)
                done(std::move(runs));
        };
    });
}

void RunLibrary::refresh()
{
    post([this](std::unique_ptr<RunStore>& store) -> Continuation {
        return store ? listed(store->list()) : Continuation{};
    });
}

void RunLibrary::rename(std::int64_t id, const QString& name)
{
    postWrite([id, name = name.toStdString()](RunStore& store) {
        store.rename(id, name);
        return QString();
    });
}

void RunLibrary::setNotes(std::int64_t id, const QString& notes)
{
    postWrite([id, notes = notes.toStdString()](RunStore& store) {
        store.setNotes(id, notes);
        return QString();
    });
}

void RunLibrary::setTags(std::int64_t id, const QStringList& tags)
{
    std::vector<std::string> values;
    for (const QString& tag : tags)
        values.push_back(tag.toStdString());
    postWrite([id, values = std::move(values)](RunStore& store) {
        store.setTags(id, values);
        return QString();
    });
}

void RunLibrary::remove(std::vector<std::int64_t> ids)
{
    postWrite([ids = std::move(ids)](RunStore& store) {
        store.remove(ids);
        return tr("Deleted %1").arg(runCountText(static_cast<qsizetype>(ids.size())));
    });
}

void RunLibrary::exportRuns(std::vector<std::int64_t> ids, const QString& file)
{
    // Exporting only reads this store, so it works read-only too.
    post([this, ids = std::move(ids), file](std::unique_ptr<RunStore>& store) -> Continuation {
        need(store).exportTo(file.toStdString(), ids);
        return [this, count = static_cast<qsizetype>(ids.size()), file] {
            emit reported(tr("Exported %1 to %2").arg(runCountText(count), file));
        };
    });
}

void RunLibrary::importRuns(const QString& file)
{
    postWrite([file](RunStore& store) {
        const ImportSummary summary = store.importFrom(file.toStdString());
        QString report = tr("Imported %1 from %2").arg(runCountText(summary.imported), QFileInfo(file).fileName());
        if (summary.skippedExisting > 0)
            report += tr("; %1 already in the store").arg(runCountText(summary.skippedExisting));
        return report;
    });
}

}  // namespace schedlab
