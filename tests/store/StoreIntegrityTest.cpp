// The integrity check before writing covers every table, the large per-job
// tables included: a store with a damaged page anywhere is refused for
// storing, tagging and deleting runs, keeps every byte, and can still be
// read where it is readable. Stores small enough get SQLite's whole
// quick_check; larger ones a walk of every page (StoreFileProbe), which
// these tests force with a size limit of 0. Since schema 8 a run's jobs
// are one blob, nearly all of it on overflow pages: the checks find damage
// to their chain, and zlib's checksum damage to the bytes when the run is
// read.

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

// Enough jobs that each run's blob spans several overflow pages, so a
// damaged one is not the root a catalogue check could stumble upon.
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
    void damagedBlobBytesAreFoundWhenRead();
    void pageWalkFindsDamageInEveryTable_data();
    void pageWalkFindsDamageInEveryTable();
    void healthyStorePassesBothChecks();

private:
    [[nodiscard]] QString storePath() const { return m_dir.filePath("runs.sqlite"); }
    void fillStore() const;
    // A page of `table` that is a leaf in the middle of its b-tree when it
    // has several, else one in the middle of its overflow pages when it has
    // any, else its root.
    [[nodiscard]] long long pageOf(const std::string& table) const;
    // The middle one of the pages of `table` of SQLite's `pageType`
    // ("leaf", "overflow"), 0 when it has fewer than two.
    [[nodiscard]] long long middlePage(const std::string& table, const std::string& pageType) const;

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
        // Values of the sparse per-job tables of schema 5 to 7 (which stay,
        // empty, for older runs).
        run.jobs.front().endState = EndState::Rejected;
        run.jobs.front().originSite = 1;
        // Scattered values, as real runs have, so that the blob does not
        // compress to a page.
        std::uint32_t random = static_cast<std::uint32_t>(n);
        for (StoredJob& job : run.jobs) {
            random = random * 1664525U + 1013904223U;  // Numerical Recipes' LCG
            job.estimate = random >> 8U;
            job.sourceLine = random >> 12U;
        }
        store.add(run);
    }
}

long long StoreIntegrityTest::middlePage(const std::string& table, const std::string& pageType) const
{
    const QString file = storePath();
    const std::string pages =
        rawSql(file, "SELECT count(*) FROM dbstat WHERE name = '" + table + "' AND pagetype = '" + pageType + "'");
    if (pages.starts_with("error") || std::stoll(pages) < 2)
        return 0;
    return std::stoll(rawSql(file, "SELECT pageno FROM dbstat WHERE name = '" + table + "' AND pagetype = '" +
                                       pageType + "' ORDER BY pageno LIMIT 1 OFFSET " +
                                       std::to_string(std::stoll(pages) / 2)));
}

long long StoreIntegrityTest::pageOf(const std::string& table) const
{
    if (const long long leaf = middlePage(table, "leaf"); leaf > 0)
        return leaf;
    if (const long long overflow = middlePage(table, "overflow"); overflow > 0)
        return overflow;
    return std::stoll(rawSql(storePath(), "SELECT rootpage FROM sqlite_master WHERE name = '" + table + "'"));
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
    const long long page = pageOf("run_job_blobs");
    QVERIFY2(page > 1, "run_job_blobs has no page of its own");
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

void StoreIntegrityTest::damagedBlobBytesAreFoundWhenRead()
{
    // Garbage inside a blob's bytes, its overflow chain intact: no page
    // check sees it (it is a value, not the file's structure), so the store
    // opens; reading the run whose blob it hit says so, naming the file and
    // the run, and reading never changes the file.
    fillStore();
    const QString file = storePath();
    const long long page = middlePage("run_job_blobs", "overflow");
    QVERIFY2(page > 0, "the blobs have no overflow pages");
    const QByteArray damaged = damagePage(file, page, kCellAreaOffset, kSectorBytes);
    QVERIFY(QFileInfo(file).size() <= qint64(StoreFileProbe::kFullCheckBytes));
    QCOMPARE(StoreFileProbe::inspect(file.toStdString(), true).version, StoreSchema::kCurrentVersion);
    const RunStore reader(file.toStdString(), RunStore::Mode::ReadOnly);
    int refused = 0;
    for (std::int64_t id = 1; id <= kRuns; ++id) {
        try {
            QCOMPARE(reader.load(id).jobs.size(), std::size_t {kJobsPerRun});
        } catch (const StoreError& e) {
            ++refused;
            QCOMPARE(static_cast<int>(e.kind()), static_cast<int>(StoreError::Kind::Corrupt));
            const QString message = QString::fromStdString(e.what());
            QVERIFY2(message.contains(file) && message.contains(QStringLiteral("run %1 ").arg(id)), e.what());
        }
    }
    QCOMPARE(refused, 1);
    QCOMPARE(fileBytes(file), damaged);
}

void StoreIntegrityTest::pageWalkFindsDamageInEveryTable_data()
{
    QTest::addColumn<QString>("table");
    for (const char* table :
         {"run_job_blobs", "run_jobs", "run_samples", "run_job_ends", "run_job_sites", "runs", "run_tags"})
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
