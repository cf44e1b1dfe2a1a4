// Opening a store made by schema version 1 (tests/data/store-schema-v1.sql,
// two runs of cli-tiny.swf), 2 (store-schema-v2.sql, the same runs with a
// group each) or 7 (store-schema-v7.sql, the last with one row per job, and
// a run using every per-job field): read-only it is read as it is, through
// stand-ins, without a byte changing; read-write it is migrated to the
// current schema in one transaction, keeping every run and every group list,
// and a run's jobs read back the same from its rows as from the blob an
// export and import writes of it.

#include "StoreTestSupport.h"
#include "support/StoredJobs.h"

#include "engine/EndState.h"
#include "model/NodeSet.h"
#include "store/RunStore.h"
#include "store/StoreError.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace schedlab;
using schedlab::test::compactJob;
using schedlab::test::compareRuns;
using schedlab::test::fileBytes;
using schedlab::test::groupFilter;
using schedlab::test::makeStoredRun;
using schedlab::test::rawSql;

namespace {

const QString kFixture = QStringLiteral(SCHEDLAB_TEST_DATA_DIR "/store-schema-v1.sql");
constexpr int kFixtureVersion = 1;
const QString kFixtureV2 = QStringLiteral(SCHEDLAB_TEST_DATA_DIR "/store-schema-v2.sql");
constexpr int kFixtureV2Version = 2;
const QString kFixtureV7 = QStringLiteral(SCHEDLAB_TEST_DATA_DIR "/store-schema-v7.sql");
constexpr int kFixtureV7Version = 7;
constexpr std::int64_t kEveryFieldRun = 3;
constexpr std::int64_t kV7Runs = 3;
// The groups store-schema-v2.sql gives its runs 1 and 2.
const std::string kV2GroupOfFcfs = "orders-tiny";
const std::string kV2GroupOfEasy = "easy-tiny";

std::vector<std::int64_t> idsOf(const std::vector<StoredRun>& runs)
{
    std::vector<std::int64_t> ids;
    for (const StoredRun& run : runs)
        ids.push_back(run.id);
    return ids;
}

// What store-schema-v2.sql holds beyond version 1, as any version reads it.
void checkV2Groups(const RunStore& store)
{
    QCOMPARE(store.load(1).group, kV2GroupOfFcfs);
    QCOMPARE(store.load(1).groups, std::vector<std::string> {kV2GroupOfFcfs});
    const StoredRun easy = store.load(2);
    QCOMPARE(easy.groups, std::vector<std::string> {kV2GroupOfEasy});
    QCOMPARE(easy.tags, std::vector<std::string> {"baseline"});
    QCOMPARE(easy.notes, std::string("migrated from version 2"));
    QCOMPARE(easy.samples.size(), std::size_t {2});
    QCOMPARE(idsOf(store.list(groupFilter(kV2GroupOfFcfs))), std::vector<std::int64_t> {1});
    QCOMPARE(idsOf(store.list(groupFilter(kV2GroupOfEasy))), std::vector<std::int64_t> {2});
    QCOMPARE(store.list(groupFilter("no-such-group")).size(), std::size_t {0});
}

// The two runs' schedules (tests/cli/CliRunTest.cpp works them out).
const std::vector<StoredJob> kFcfsJobs = {compactJob(1, 0, 0, 100, 2, "0-1", false, false),
                                          compactJob(2, 10, 100, 150, 4, "0-3", false, false),
                                          compactJob(3, 20, 150, 180, 1, "0", false, false),
                                          compactJob(4, 30, 150, 160, 2, "1-2", false, false)};
const std::vector<StoredJob> kEasyJobs = {compactJob(1, 0, 0, 100, 2, "0-1", false, false),
                                          compactJob(2, 10, 100, 150, 4, "0-3", false, false),
                                          compactJob(3, 20, 20, 50, 1, "2", false, false),
                                          compactJob(4, 30, 50, 60, 2, "2-3", false, false)};

// Run 3 of store-schema-v7.sql, as its rows say.
std::vector<StoredJob> everyFieldJobs()
{
    std::vector<StoredJob> jobs = {compactJob(1, 0, 0, 100, 2, "0-1", false, false),
                                   compactJob(2, 10, 100, 190, 4, "0-3", false, true),
                                   compactJob(3, 20, kNoTime, kNoTime, 1, "", false, false),
                                   compactJob(4, 30, 50, 60, 2, "2-3", true, false)};
    const std::array<Time, 4> runTimes = {100, 80, 30, 10};
    const std::array<Time, 4> estimates = {120, 200, 30, 3600};
    const std::array<std::int32_t, 4> users = {7, 8, -1, 7};
    const std::array<std::int64_t, 4> lines = {11, 12, 13, -1};
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        jobs[i].runTime = runTimes[i];
        jobs[i].estimate = estimates[i];
        jobs[i].user = users[i];
        jobs[i].sourceLine = lines[i];
    }
    jobs[0].reasonKnown = true;
    jobs[0].reason.kind = StartKind::InOrder;
    jobs[0].originSite = 0;
    jobs[0].serviceClass = ServiceClass::Guaranteed;

    Segment faulted(100, 130);
    faulted.faulted = true;
    Segment moved(140, 190);
    moved.nodes = NodeSet::parse("0-1 3");
    moved.overhead = 5;
    moved.migrated = true;
    jobs[1].segments = {faulted, moved};
    jobs[1].reasonKnown = true;
    jobs[1].reason = {StartKind::BackfillBeforeShadow, 0, 100, 2};
    jobs[1].endState = EndState::CompletedLate;
    jobs[1].deadline = 150;
    jobs[1].deadlineKind = DeadlineKind::Soft;
    jobs[1].serviceClass = ServiceClass::BestEffort;

    jobs[2].endState = EndState::Rejected;
    jobs[2].deadline = 40;
    jobs[2].deadlineKind = DeadlineKind::Hard;

    jobs[3].reasonKnown = true;
    jobs[3].reason = {StartKind::BackfillExtraNodes, 1, 55, 1};
    jobs[3].option = 1;
    jobs[3].originSite = 2;
    return jobs;
}

void checkFixtureRuns(const RunStore& store)
{
    const std::vector<StoredRun> runs = store.list();
    QCOMPARE(runs.size(), std::size_t {2});
    const StoredRun fcfs = store.load(1);
    const StoredRun easy = store.load(2);
    QCOMPARE(fcfs.name, std::string("fcfs \u00b7 single:4 \u00b7 cli-tiny.swf"));
    QCOMPARE(fcfs.uuid, std::string("3f2a9c1e5b7d4e0f8a6b2c4d1e3f5a7b"));
    QCOMPARE(fcfs.description.policy, std::string("fcfs"));
    QCOMPARE(easy.description.transforms, std::vector<std::string> {"jobs:1-4"});
    QCOMPARE(easy.description.parameters.at("reservationDepth"), std::string("1"));
    QCOMPARE(easy.description.seed, std::uint64_t {42});
    QCOMPARE(easy.startedAt, std::string("2026-10-02T08:31:00Z"));
    QCOMPARE(easy.durationSeconds, 0.015);
    const std::vector<std::pair<std::string, double>> fcfsMetrics = {
        {"jobs", 4.0}, {"art", 132.5}, {"makespan", 180.0}};
    QVERIFY(fcfs.metrics == fcfsMetrics);
    QCOMPARE(easy.metric("art"), 75.0);
    QVERIFY(fcfs.jobs == kFcfsJobs);
    QVERIFY(easy.jobs == kEasyJobs);
    // What version 1 did not have.
    QVERIFY(fcfs.notes.empty() && fcfs.group.empty() && fcfs.tags.empty() && fcfs.samples.empty());
    QVERIFY(fcfs.groups.empty() && easy.groups.empty());
}

}  // namespace

class StoreMigrationTest : public QObject {
    Q_OBJECT

private slots:
    void init();
    void fixtureIsVersionOne();
    void readOnlyReadsOldSchemaUnchanged();
    void readWriteMigratesKeepingRuns();
    void failedMigrationLeavesOldSchema();
    void importFromOldStore();
    void damagedOldStoreIsNotMigrated();
    void readOnlyReadsVersionTwoGroups();
    void readWriteMigratesVersionTwoKeepingGroups();
    void importFromVersionTwoKeepsGroups();
    void readOnlyReadsVersionSevenRowsUnchanged();
    void readWriteMigratesVersionSevenKeepingRows();

private:
    QString storePath() const { return m_dir.filePath("old.sqlite"); }
    QString v2StorePath() const { return m_dir.filePath("v2.sqlite"); }
    QString v7StorePath() const { return m_dir.filePath("v7.sqlite"); }
    void buildFromFixture(const QString& path, const QString& fixture = kFixture);

    QTemporaryDir m_dir;
};

void StoreMigrationTest::init()
{
    QVERIFY(m_dir.isValid());
    QFile::remove(storePath());
    QFile::remove(v2StorePath());
    QFile::remove(v7StorePath());
    buildFromFixture(storePath());
    buildFromFixture(v2StorePath(), kFixtureV2);
    buildFromFixture(v7StorePath(), kFixtureV7);
}

void StoreMigrationTest::buildFromFixture(const QString& path, const QString& fixture)
{
    const QByteArray sql = fileBytes(fixture);
    QVERIFY2(!sql.isEmpty(), qPrintable(fixture));
    QCOMPARE(rawSql(path, sql.toStdString()), std::string());
}

void StoreMigrationTest::fixtureIsVersionOne()
{
    QCOMPARE(rawSql(storePath(), "PRAGMA user_version"), std::to_string(kFixtureVersion));
    QCOMPARE(rawSql(storePath(), "SELECT count(*) FROM runs"), std::string("2"));
    QCOMPARE(rawSql(storePath(), "SELECT count(*) FROM sqlite_master WHERE name = 'run_tags'"),
             std::string("0"));
}

void StoreMigrationTest::readOnlyReadsOldSchemaUnchanged()
{
    const QByteArray before = fileBytes(storePath());
    {
        const RunStore store(storePath().toStdString(), RunStore::Mode::ReadOnly);
        QCOMPARE(store.schemaVersion(), kFixtureVersion);
        checkFixtureRuns(store);
        QCOMPARE(store.list({"", "", "any-tag", ""}).size(), std::size_t {0});
        QCOMPARE(store.list({"CLI-TINY", "easy", "", ""}).size(), std::size_t {1});
        QCOMPARE(store.list(groupFilter("any-group")).size(), std::size_t {0});
    }
    QCOMPARE(fileBytes(storePath()), before);
}

void StoreMigrationTest::readWriteMigratesKeepingRuns()
{
    {
        RunStore store(storePath().toStdString());
        QCOMPARE(store.schemaVersion(), RunStore::kSchemaVersion);
        checkFixtureRuns(store);
        if (QTest::currentTestFailed())
            return;
        // What version 2 added works on the migrated file.
        store.setTags(2, {"paper"});
        store.setNotes(2, "from the old store");
        QCOMPARE(store.add(makeStoredRun(3)), std::int64_t {3});
        // And what version 3 added.
        QVERIFY(store.addToGroup(1, "odd"));
    }
    QCOMPARE(rawSql(storePath(), "PRAGMA user_version"), std::to_string(RunStore::kSchemaVersion));
    const RunStore reopened(storePath().toStdString());
    QCOMPARE(reopened.load(2).tags, std::vector<std::string> {"paper"});
    QCOMPARE(reopened.load(2).notes, std::string("from the old store"));
    QCOMPARE(reopened.load(3).samples.size(), std::size_t {3});
    QCOMPARE(idsOf(reopened.list(groupFilter("odd"))), (std::vector<std::int64_t> {1, 3}));
    QVERIFY(reopened.load(1).group.empty());  // it was stored without a group
    QVERIFY(reopened.load(1).jobs == kFcfsJobs);
    QCOMPARE(rawSql(storePath(), "PRAGMA integrity_check"), std::string("ok"));
}

void StoreMigrationTest::failedMigrationLeavesOldSchema()
{
    // A table in the way makes the migration's second half fail after its
    // first half (new columns) ran: all of it must be rolled back.
    QCOMPARE(rawSql(storePath(), "CREATE TABLE run_samples (x)"), std::string());
    try {
        RunStore store(storePath().toStdString());
        QFAIL("no StoreError");
    } catch (const StoreError& e) {
        QVERIFY2(QString::fromStdString(e.what()).contains(storePath()), e.what());
    }
    QCOMPARE(rawSql(storePath(), "PRAGMA user_version"), std::to_string(kFixtureVersion));
    QCOMPARE(rawSql(storePath(), "SELECT count(*) FROM pragma_table_info('runs') WHERE name = 'notes'"),
             std::string("0"));
    QCOMPARE(rawSql(storePath(), "SELECT count(*) FROM sqlite_master WHERE name = 'run_tags'"),
             std::string("0"));
}

void StoreMigrationTest::importFromOldStore()
{
    const QByteArray before = fileBytes(storePath());
    RunStore target(m_dir.filePath("new.sqlite").toStdString());
    const ImportSummary summary = target.importFrom(storePath().toStdString());
    QCOMPARE(summary.imported, 2);
    QCOMPARE(fileBytes(storePath()), before);  // read, never migrated by an import
    checkFixtureRuns(target);
}

void StoreMigrationTest::damagedOldStoreIsNotMigrated()
{
    // Before a migration rewrites the schema the whole file is checked,
    // the per-job rows too.
    const QByteArray damaged = schedlab::test::damageTable(storePath(), "run_jobs");
    try {
        RunStore store(storePath().toStdString());
        QFAIL("no StoreError");
    } catch (const StoreError& e) {
        QCOMPARE(static_cast<int>(e.kind()), static_cast<int>(StoreError::Kind::Corrupt));
        QVERIFY2(QString::fromStdString(e.what()).contains("left unchanged"), e.what());
    }
    QCOMPARE(fileBytes(storePath()), damaged);
}

void StoreMigrationTest::readOnlyReadsVersionTwoGroups()
{
    QCOMPARE(rawSql(v2StorePath(), "PRAGMA user_version"), std::to_string(kFixtureV2Version));
    const QByteArray before = fileBytes(v2StorePath());
    {
        const RunStore store(v2StorePath().toStdString(), RunStore::Mode::ReadOnly);
        QCOMPARE(store.schemaVersion(), kFixtureV2Version);
        QCOMPARE(store.list().size(), std::size_t {2});
        QVERIFY(store.load(2).jobs == kEasyJobs);
        checkV2Groups(store);
    }
    QCOMPARE(fileBytes(v2StorePath()), before);
}

void StoreMigrationTest::readWriteMigratesVersionTwoKeepingGroups()
{
    {
        RunStore store(v2StorePath().toStdString());
        QCOMPARE(store.schemaVersion(), RunStore::kSchemaVersion);
        checkV2Groups(store);
        if (QTest::currentTestFailed())
            return;
        // Run 1 joins the second group; the group that stored it stays first.
        QVERIFY(store.addToGroup(1, kV2GroupOfEasy));
        QVERIFY(!store.addToGroup(1, kV2GroupOfEasy));
    }
    const RunStore reopened(v2StorePath().toStdString());
    QCOMPARE(idsOf(reopened.list(groupFilter(kV2GroupOfEasy))), (std::vector<std::int64_t> {1, 2}));
    QCOMPARE(reopened.load(1).group, kV2GroupOfFcfs);
    QCOMPARE(reopened.load(1).groups, (std::vector<std::string> {kV2GroupOfFcfs, kV2GroupOfEasy}));
    QVERIFY(reopened.load(1).jobs == kFcfsJobs);
    QCOMPARE(rawSql(v2StorePath(), "SELECT count(*) FROM run_groups"), std::string("3"));
    QCOMPARE(rawSql(v2StorePath(), "PRAGMA integrity_check"), std::string("ok"));
}

void StoreMigrationTest::importFromVersionTwoKeepsGroups()
{
    const QByteArray before = fileBytes(v2StorePath());
    RunStore target(m_dir.filePath("new-from-v2.sqlite").toStdString());
    QCOMPARE(target.importFrom(v2StorePath().toStdString()).imported, 2);
    QCOMPARE(fileBytes(v2StorePath()), before);
    checkV2Groups(target);
}

void StoreMigrationTest::readOnlyReadsVersionSevenRowsUnchanged()
{
    QCOMPARE(rawSql(v7StorePath(), "PRAGMA user_version"), std::to_string(kFixtureV7Version));
    const QByteArray before = fileBytes(v7StorePath());
    {
        const RunStore store(v7StorePath().toStdString(), RunStore::Mode::ReadOnly);
        QCOMPARE(store.schemaVersion(), kFixtureV7Version);
        QCOMPARE(store.list().size(), std::size_t {kV7Runs});
        QVERIFY(store.load(1).jobs == kFcfsJobs);
        QVERIFY(store.load(2).jobs == kEasyJobs);
        const StoredRun every = store.load(kEveryFieldRun);
        QCOMPARE(every.ticksPerSecond, std::int64_t {1000});
        const std::vector<StoredJob> expected = everyFieldJobs();
        QCOMPARE(every.jobs.size(), expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i)
            QVERIFY2(every.jobs[i] == expected[i], qPrintable(QStringLiteral("job position %1").arg(i)));
    }
    QCOMPARE(fileBytes(v7StorePath()), before);
}

void StoreMigrationTest::readWriteMigratesVersionSevenKeepingRows()
{
    std::vector<StoredRun> asStored;
    {
        const RunStore before(v7StorePath().toStdString(), RunStore::Mode::ReadOnly);
        for (std::int64_t id = 1; id <= kV7Runs; ++id)
            asStored.push_back(before.load(id));
    }
    QVERIFY(asStored.back().jobs == everyFieldJobs());
    {
        RunStore store(v7StorePath().toStdString());
        QCOMPARE(store.schemaVersion(), RunStore::kSchemaVersion);
        // The rows stay as they were and read the same: migrating rewrites no run.
        for (const StoredRun& run : asStored)
            compareRuns(store.load(run.id), run);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(store.add(makeStoredRun(4)), std::int64_t {4});
    }
    const QString file = v7StorePath();
    QCOMPARE(rawSql(file, "SELECT count(*) FROM run_jobs"), std::string("12"));
    QCOMPARE(rawSql(file, "SELECT group_concat(run_id) FROM run_job_blobs"), std::string("4"));
    QCOMPARE(rawSql(file, "PRAGMA integrity_check"), std::string("ok"));

    // Exported and imported, the old runs' jobs go into blobs, and read
    // back as their rows did.
    const QString exported = m_dir.filePath("v7-export.sqlite");
    const QString imported = m_dir.filePath("v7-import.sqlite");
    QFile::remove(exported);
    QFile::remove(imported);
    const RunStore migrated(file.toStdString());
    const std::array<std::int64_t, kV7Runs> ids = {1, 2, kEveryFieldRun};
    migrated.exportTo(exported.toStdString(), ids);
    QCOMPARE(rawSql(exported, "SELECT count(*) FROM run_job_blobs"), std::to_string(kV7Runs));
    QCOMPARE(rawSql(exported, "SELECT count(*) FROM run_jobs"), std::string("0"));
    RunStore target(imported.toStdString());
    QCOMPARE(target.importFrom(exported.toStdString()).imported, int {kV7Runs});
    for (const StoredRun& run : asStored) {
        const std::optional<std::int64_t> copy = target.findByUuid(run.uuid);
        QVERIFY(copy.has_value());
        compareRuns(target.load(*copy), run, false);
    }
}

QTEST_APPLESS_MAIN(StoreMigrationTest)
#include "StoreMigrationTest.moc"
