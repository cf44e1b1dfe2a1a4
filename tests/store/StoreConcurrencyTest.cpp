// Several writers on one store file at once (threads, each with its own
// RunStore, and separate processes), and a writer killed with SIGKILL in
// the middle of storing: every committed run must be there, complete, and
// the file must pass SQLite's integrity check. Opening a store must not
// drop the locks that other connections of the same process hold.

#include "StoreTestSupport.h"

#include "store/RunStore.h"
#include "store/StoreError.h"

#include <QTemporaryDir>
#include <QtTest>

#include <array>
#include <csignal>
#include <set>
#include <thread>
#include <vector>

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace schedlab;
using schedlab::test::makeStoredRun;
using schedlab::test::rawSql;

namespace {

constexpr int kThreads = 4;
constexpr int kProcesses = 3;
constexpr int kRunsPerWriter = 12;
constexpr int kJobsPerRun = 300;
// Enough jobs that storing one run takes a while, so the kill lands inside
// a transaction most of the time.
constexpr int kKilledWriterJobs = 20'000;
constexpr int kCommitsBeforeKill = 4;
constexpr int kChildFailed = 1;
constexpr int kChildGotTheLock = 2;
constexpr int kChildWasRefused = 3;

// Writer `writer` adds its runs; numbers are unique across writers.
void writeRuns(const std::string& path, int writer)
{
    RunStore store(path);
    for (int i = 0; i < kRunsPerWriter; ++i)
        store.add(makeStoredRun(writer * kRunsPerWriter + i, kJobsPerRun));
}

// Every run loads whole, and their names are exactly `expectedNames`.
void checkRuns(const std::string& path, const std::set<std::string>& expectedNames, int jobsPerRun)
{
    const RunStore store(path);
    std::set<std::string> names;
    std::set<std::string> uuids;
    for (const StoredRun& summary : store.list()) {
        const StoredRun run = store.load(summary.id);
        QCOMPARE(run.jobs.size(), std::size_t(jobsPerRun));
        QCOMPARE(run.samples.size(), std::size_t{3});
        QCOMPARE(run.metrics.size(), std::size_t{3});
        QCOMPARE(run.tags.size(), std::size_t{2});
        names.insert(run.name);
        uuids.insert(run.uuid);
    }
    QCOMPARE(names, expectedNames);
    QCOMPARE(uuids.size(), expectedNames.size());
    QCOMPARE(rawSql(QString::fromStdString(path), "PRAGMA integrity_check"), std::string("ok"));
}

std::set<std::string> namesOfWriters(int writers)
{
    std::set<std::string> names;
    for (int n = 0; n < writers * kRunsPerWriter; ++n)
        names.insert(makeStoredRun(n, 0).name);
    return names;
}

}  // namespace

class StoreConcurrencyTest : public QObject {
    Q_OBJECT

private slots:
    void threadsWriteTogether();
    void processesWriteTogether();
    void killedWriterKeepsCommittedRuns();
    void openingKeepsOtherConnectionsLocks();

private:
    QTemporaryDir m_dir;
};

void StoreConcurrencyTest::threadsWriteTogether()
{
    // The file does not exist yet: the threads also race to create it.
    const std::string path = m_dir.filePath("threads.sqlite").toStdString();
    std::vector<std::string> errors(kThreads);
    std::vector<std::thread> threads;
    for (int writer = 0; writer < kThreads; ++writer) {
        threads.emplace_back([&, writer] {
            try {
                writeRuns(path, writer);
            } catch (const std::exception& e) {
                errors[std::size_t(writer)] = e.what();
            }
        });
    }
    for (std::thread& thread : threads)
        thread.join();
    for (const std::string& error : errors)
        QVERIFY2(error.empty(), error.c_str());
    checkRuns(path, namesOfWriters(kThreads), kJobsPerRun);
}

void StoreConcurrencyTest::processesWriteTogether()
{
    const std::string path = m_dir.filePath("processes.sqlite").toStdString();
    std::vector<pid_t> children;
    for (int writer = 0; writer < kProcesses; ++writer) {
        const pid_t pid = fork();
        QVERIFY(pid >= 0);
        if (pid == 0) {
            // The child: no Qt, no exit handlers, just its status.
            try {
                writeRuns(path, writer);
                _exit(0);
            } catch (const std::exception& e) {
                // Said before the status, so that a failure names its cause.
                std::fprintf(stderr, "writer process %d failed: %s\n", writer, e.what());
                _exit(kChildFailed);
            } catch (...) {
                _exit(kChildFailed);
            }
        }
        children.push_back(pid);
    }
    for (const pid_t child : children) {
        int status = 0;
        QCOMPARE(waitpid(child, &status, 0), child);
        QVERIFY(WIFEXITED(status));
        QCOMPARE(WEXITSTATUS(status), 0);
    }
    checkRuns(path, namesOfWriters(kProcesses), kJobsPerRun);
}

void StoreConcurrencyTest::killedWriterKeepsCommittedRuns()
{
    const std::string path = m_dir.filePath("killed.sqlite").toStdString();
    std::array<int, 2> pipeEnds{};
    QCOMPARE(pipe(pipeEnds.data()), 0);
    const pid_t pid = fork();
    QVERIFY(pid >= 0);
    if (pid == 0) {
        // Stores runs until killed, reporting each commit with one byte.
        close(pipeEnds[0]);
        try {
            RunStore store(path);
            for (int n = 0;; ++n) {
                store.add(makeStoredRun(n, kKilledWriterJobs));
                const char committed = 'c';
                if (write(pipeEnds[1], &committed, 1) != 1)
                    _exit(kChildFailed);
            }
        } catch (...) {
            _exit(kChildFailed);
        }
    }
    close(pipeEnds[1]);
    int commits = 0;
    char byte = 0;
    while (commits < kCommitsBeforeKill && read(pipeEnds[0], &byte, 1) == 1)
        ++commits;
    QCOMPARE(commits, kCommitsBeforeKill);
    QCOMPARE(kill(pid, SIGKILL), 0);
    int status = 0;
    QCOMPARE(waitpid(pid, &status, 0), pid);
    QVERIFY(WIFSIGNALED(status));
    // Commits the child made after the last byte we read still count.
    while (read(pipeEnds[0], &byte, 1) == 1)
        ++commits;
    close(pipeEnds[0]);

    // Reopening recovers from the WAL: the committed runs, whole. The kill
    // may land between a commit and its byte, so one more run may be there;
    // runs are stored in order, so the store holds runs 0 .. stored-1.
    const int stored = static_cast<int>(RunStore(path).list().size());
    QVERIFY2(stored == commits || stored == commits + 1, qPrintable(QString::number(stored)));
    std::set<std::string> expected;
    for (int n = 0; n < stored; ++n)
        expected.insert(makeStoredRun(n, 0).name);
    checkRuns(path, expected, kKilledWriterJobs);
    RunStore store(path);
    store.add(makeStoredRun(1000, 1));  // and it takes new runs
    QCOMPARE(store.list().size(), std::size_t(stored + 1));
}

// POSIX drops every lock a process holds on a file when it closes any
// descriptor of that file. Opening a RunStore once read the file header with
// a stream of its own and closed it, which dropped the shared lock every
// SQLite connection of the process holds on the store: another program that
// then closed its connection believed itself the last one, checkpointed and
// reset the write-ahead log under the first program's feet, and the store
// was corrupted. Here the parent keeps a connection open, opens the store
// again, and a child must still see the parent's lock on the file.
void StoreConcurrencyTest::openingKeepsOtherConnectionsLocks()
{
    // SQLite's lock bytes (os_unix.c): the shared range follows the pending
    // and reserved bytes at 1 GiB.
    constexpr off_t kSharedFirstByte = 0x40000002;
    constexpr off_t kSharedSize = 510;

    const std::string path = m_dir.filePath("locks.sqlite").toStdString();
    RunStore store(path);
    store.add(makeStoredRun(0, 1));
    { const RunStore another(path, RunStore::Mode::ReadOnly); }

    const pid_t pid = fork();
    QVERIFY(pid >= 0);
    if (pid == 0) {
        const int fd = open(path.c_str(), O_RDWR);
        if (fd < 0)
            _exit(kChildFailed);
        struct flock lock {};
        lock.l_type = F_WRLCK;
        lock.l_whence = SEEK_SET;
        lock.l_start = kSharedFirstByte;
        lock.l_len = kSharedSize;
        if (fcntl(fd, F_GETLK, &lock) != 0)
            _exit(kChildFailed);
        _exit(lock.l_type == F_UNLCK ? kChildGotTheLock : kChildWasRefused);
    }
    int status = 0;
    QCOMPARE(waitpid(pid, &status, 0), pid);
    QVERIFY(WIFEXITED(status));
    QCOMPARE(WEXITSTATUS(status), kChildWasRefused);
}

QTEST_APPLESS_MAIN(StoreConcurrencyTest)
#include "StoreConcurrencyTest.moc"
