#pragma once

#include "RunSnapshot.h"

#include "RunSnapshot.h"
#include "store/StoreError.h"
#include "store/StoredRun.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

class QSettings;
class QThread;

namespace schedlab {

class RunStore;

// The workbench's side of the run store: which file it uses and every read
// and write on it. All store I/O happens on one worker thread, in the order
// it was asked for, with that thread's own RunStore (a RunStore belongs to
// one thread); results come back to the GUI thread as signals or callbacks,
// so a slow disk or a big import never freezes the window.
//
// The file in use changes only once a new one opened successfully: a
// failed switch leaves the previous store working, and a file that cannot
// be opened is never written to (RunStore guarantees that on its side).
class RunLibrary : public QObject {
    Q_OBJECT

public:
    enum class State {
        Closed,      // nothing opened yet
        Open,        // runs are stored
        ReadOnly,    // browsing only: the file could not be opened for writing
        Unavailable  // no store at all (the file failed and nothing else is open)
    };

    // QSettings key of the store file the user chose (absent: the default).
    static const QString kPathSettingsKey;

    explicit RunLibrary(QSettings& settings, QObject* parent = nullptr);
    // Finishes every queued operation (a run being stored is not lost), then
    // stops the worker thread.
    ~RunLibrary() override;

    // The file the settings name, else RunStore::defaultPath().
    [[nodiscard]] QString configuredPath() const;
    void setConfiguredPath(const QString& path);
    [[nodiscard]] static QString defaultPath();
    // "1 run", "3 runs": the project ships no English plural forms for %n.
    [[nodiscard]] static QString runCountText(qsizetype count);

    // Opens `path` on the worker thread. Emits opened() or openFailed().
    void open(const QString& path, bool readOnly = false);
    // True once open() was called at least once.
    [[nodiscard]] bool openRequested() const { return m_openRequested; }

    [[nodiscard]] State state() const { return m_state; }
    // The file in use (empty while none is).
    [[nodiscard]] QString path() const { return m_path; }
    [[nodiscard]] bool canStore() const { return m_state == State::Open; }
    // Why runs are not stored now; empty when they are.
    [[nodiscard]] QString notStoringReason() const;
    // Summaries of every stored run (no jobs, no samples), by id.
    [[nodiscard]] const std::vector<StoredRun>& runs() const { return m_runs; }
    // Operations asked for and not yet answered (tests wait for zero).
    [[nodiscard]] int pendingOperations() const { return m_pending; }

    // Called on the GUI thread once the run is stored (id > 0) or could not
    // be (id 0 and the reason).
    using StoredCallback = std::function<void(std::int64_t id, const QString& error)>;
    // Stores a finished run. The StoredRun is built on the worker thread.
    // `context` guards the callback: nothing is called once it is gone.
    void storeRun(RunSnapshotPtr snapshot, double durationSeconds,
                  QObject* context, StoredCallback done);

    using LoadedCallback = std::function<void(std::vector<StoredRun> runs)>;
    using FailedCallback = std::function<void(const QString& message)>;
    // Loads complete runs (jobs and samples too), in the order of `ids`.
    // When one cannot be read (no such id, a broken file) storeFailed is
    // emitted and `failed`, if given, is called instead of `done`.
    void load(std::vector<std::int64_t> ids, QObject* context, LoadedCallback done, FailedCallback failed = {});

    void refresh();
    void rename(std::int64_t id, const QString& name);
    void setNotes(std::int64_t id, const QString& notes);
    void setTags(std::int64_t id, const QStringList& tags);
    void remove(std::vector<std::int64_t> ids);
    void exportRuns(std::vector<std::int64_t> ids, const QString& file);
    void importRuns(const QString& file);

signals:
    void opened(const QString& path, bool readOnly);
    // `kind` is a StoreError::Kind; `readOnlyPossible` says whether the same
    // file can still be opened read-only.
    void openFailed(const QString& path, schedlab::StoreError::Kind kind, const QString& message,
                    bool readOnlyPossible);
    void runsChanged();
    void storeFailed(const QString& message);
    // A one-line report of an export or import, for the status bar.
    void reported(const QString& message);

private:
    // Runs on the worker thread with its store; returns what to do on the
    // GUI thread afterwards (may be empty).
    using Continuation = std::function<void()>;
    using Task = std::function<Continuation(std::unique_ptr<RunStore>& store)>;

    void post(Task task);
    // A task that changes the store, then lists it again for the browser.
    void postWrite(std::function<QString(RunStore& store)> write);
    Continuation listed(std::vector<StoredRun> runs);
    // The store a task works on; StoreError when none is open.
    static RunStore& need(std::unique_ptr<RunStore>& store);
    [[nodiscard]] bool refuseWrite();

    QSettings& m_settings;
    QThread* m_thread = nullptr;
    QObject* m_workerContext = nullptr;   // lives on m_thread; tasks are its events
    std::unique_ptr<RunStore> m_store;    // touched on the worker thread only
    State m_state = State::Closed;
    QString m_path;
    QString m_failure;                    // why the last open failed
    QString m_failurePath;                // the file it failed on
    bool m_openRequested = false;
    std::vector<StoredRun> m_runs;
    int m_pending = 0;
};

}  // namespace schedlab
