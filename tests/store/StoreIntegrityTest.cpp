// The integrity check before writing covers every table, the large per-job
// tables included: a store with a damaged page anywhere is refused for
// storing, tagging and deleting runs, keeps every byte, and can still be
// read where it is readable. Stores small enough get SQLite's whole
// quick_check; larger ones a walk of every page (StoreFileProbe), which
// these tests force with a size limit of 0.

#include "StoreTestSupport.h"

#include "engine/EndState.h"
#include "store/RunStore.h"
#include "store/StoreError.h"
#include "store/StoreFileProbe.h"
#include "store/StoreSchema.h"

#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

#include <array>
#include <cstdint>
#include <string>

using namespace schedlab;
using namespace schedlab::test;

namespace {

// Enough jobs that run_jobs spans many leaf pages below interior ones, so
// a damaged leaf is not the root a catalogue check could stumble upon.
constexpr int kRuns = 4;
constexpr int kJobsPerRun = 1500;
// A damaged sector at the start of a page: its b-tree header and cell
// pointers.
constexpr long long kSectorBytes = 512;
// Inside the cell content of a 4096-byte page, away from header and pointers.
constexpr long long kCellAreaOffset = 2048;
// Any size limit the store is above: forces the page walk.
constexpr std::uintmax_t kAlwaysWalk = 0;

}  // namespace

class StoreIntegrityTest : public QObject {
    Q_OBJECT

private slots:
    void init();
    void damagedJobPageRefusesEveryWrite_data();
    void damagedJobPageRefusesEveryWrite();
    void damagedCellsInsideAJobPageAreFound();
    void pageWalkFindsDamageInEveryTable_data();
    void pageWalkFindsDamageInEveryTable();
    void healthyStorePassesBothChecks();

private:
    [[nodiscard]] QString storePath() const { return m_dir.filePath("runs.sqlite"); }
    void fillStore() const;
    // A page of `table` that is a leaf in the middle of its b-tree when it
    // has several, else its root.
    [[nodiscard]] long long pageOf(const std::string& table) const;

    QTemporaryDir m_dir;
};

void StoreIntegrityTest::init()
{
    QVERIFY(m_dir.isValid());
    QFile::remove(storePath());
}

void StoreIntegrityTest::fillStore() const
{
    RunStore store(storePath().toStdString());
    for (int n = 1; n <= kRuns; ++n) {
        StoredRun run = makeStoredRun(n, kJobsPerRun);
        // A sparse row in each of the other per-job tables, so each has a
        // page of its own to damage.
        run.jobs.front().endState = EndState::Rejected;
        run.jobs.front().originSite = 1;
        store.add(run);
    }
}

long long StoreIntegrityTest::pageOf(const std::string& table) const
{
    const QString file = storePath();
    const std::string leaves = rawSql(
        file, "SELECT count(*) FROM dbstat WHERE name = '" + table + "' AND pagetype = 'leaf'");
    if (leaves.starts_with("error") || std::stoll(leaves) < 2)
        return std::stoll(rawSql(file, "SELECT rootpage FROM sqlite_master WHERE name = '" + table + "'"));
    return std::stoll(rawSql(file, "SELECT pageno FROM dbstat WHERE name = '" + table +
                                       "' AND pagetype = 'leaf' ORDER BY pageno LIMIT 1 OFFSET " +
                                       std::to_string(std::stoll(leaves) / 2)));
}

void StoreIntegrityTest::damagedJobPageRefusesEveryWrite_data()
{
    QTest::addColumn<QString>("write");
    QTest::newRow("store a run") << "add";
    QTest::newRow("tag") << "tag";
    QTest::newRow("delete") << "delete";
}

void StoreIntegrityTest::damagedJobPageRefusesEveryWrite()
{
    QFETCH(QString, write);
    fillStore();
    const QString file = storePath();
    const long long page = pageOf("run_jobs");
    QVERIFY2(page > 1, "run_jobs has no page of its own");
    const QByteArray damaged = damagePage(file, page, 0, kSectorBytes);

    try {
        RunStore store(file.toStdString());
        const std::array<std::int64_t, 1> first {1};
        if (write == "add")
            store.add(makeStoredRun(kRuns + 1, kJobsPerRun));
        else if (write == "tag")
            store.setTags(1, {"kept"});
        else
            store.remove(first);
        QFAIL("the damaged store was written");
    } catch (const StoreError& e) {
        QCOMPARE(static_cast<int>(e.kind()), static_cast<int>(StoreError::Kind::Corrupt));
        const QString message = QString::fromStdString(e.what());
        QVERIFY2(message.contains(file) && message.contains("damaged") && message.contains("left unchanged"),
                 e.what());
        QVERIFY2(!message.contains('\n'), e.what());  // one line, as every error

    }
    QCOMPARE(fileBytes(file), damaged);

    // Reading what is readable still works: the catalogue is intact.
    const RunStore reader(file.toStdString(), RunStore::Mode::ReadOnly);
    QCOMPARE(reader.list().size(), std::size_t {kRuns});
    QCOMPARE(fileBytes(file), damaged);
}

void StoreIntegrityTest::damagedCellsInsideAJobPageAreFound()
{
    // Garbage inside the cells, header and cell pointers intact: only the
    // whole check finds it (the page walk documents that it does not), and
    // this store is small enough to get it.
    fillStore();
    const QString file = storePath();
    const QByteArray damaged = damagePage(file, pageOf("run_jobs"), kCellAreaOffset, kSectorBytes);
    QVERIFY(QFileInfo(file).size() <= qint64(StoreFileProbe::kFullCheckBytes));
    expectStoreError([&] { RunStore(file.toStdString()); }, StoreError::Kind::Corrupt, file);
    QCOMPARE(fileBytes(file), damaged);
}

void StoreIntegrityTest::pageWalkFindsDamageInEveryTable_data()
{
    QTest::addColumn<QString>("table");
    for (const char* table : {"run_jobs", "run_samples", "run_job_ends", "run_job_sites", "runs", "run_tags"})
        QTest::newRow(table) << table;
}

void StoreIntegrityTest::pageWalkFindsDamageInEveryTable()
{
    QFETCH(QString, table);
    fillStore();
    const QString file = storePath();
    const QByteArray damaged = damagePage(file, pageOf(table.toStdString()), 0, kSectorBytes);
    expectStoreError([&] { (void)StoreFileProbe::inspect(file.toStdString(), true, kAlwaysWalk); },
                     StoreError::Kind::Corrupt, file);
    // Reading needs no check, so opening to read still finds the store.
    QCOMPARE(StoreFileProbe::inspect(file.toStdString(), false, kAlwaysWalk).version,
             StoreSchema::kCurrentVersion);
    QCOMPARE(fileBytes(file), damaged);
}

void StoreIntegrityTest::healthyStorePassesBothChecks()
{
    fillStore();
    const std::string file = storePath().toStdString();
    for (const std::uintmax_t limit : {kAlwaysWalk, StoreFileProbe::kFullCheckBytes}) {
        const StoreFileProbe::Result result = StoreFileProbe::inspect(file, true, limit);
        QVERIFY(result.exists);
        QCOMPARE(result.version, StoreSchema::kCurrentVersion);
    }
    RunStore store(file);
    QCOMPARE(store.list().size(), std::size_t {kRuns});
}

QTEST_GUILESS_MAIN(StoreIntegrityTest)
#include "StoreIntegrityTest.moc"
