// RunStore on its own: every field survives a round trip through the file,
// filters, editing with cascading deletes, export and import, and files the
// store must refuse without changing a byte (not SQLite, damaged, truncated,
// another program's database, a newer schema).

#include "StoreTestSupport.h"

#include "engine/SimulationResult.h"
#include "metrics/MetricsReport.h"
#include "store/RunKey.h"
#include "store/RunStore.h"
#include "store/StoreError.h"
#include "store/StoredRunConversion.h"
#include "support/StoredJobs.h"
#include "workload/Workload.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <array>
#include <cmath>
#include <random>

using namespace schedlab;
using schedlab::test::compareRuns;
using schedlab::test::damageTable;
using schedlab::test::expectStoreError;
using schedlab::test::fileBytes;
using schedlab::test::groupFilter;
using schedlab::test::makeStoredRun;
using schedlab::test::rawSql;
using schedlab::test::writeBytes;

class RunStoreTest : public QObject {
    Q_OBJECT

private slots:
    void init();

    void newStoreHasCurrentSchemaAndWal();
    void addThenLoadKeepsEveryField();
    void listGivesSummariesAndFilters();
    void findsByKeyAndUuid();
    void renameNotesAndTags();
    void removeCascadesToEveryTable();
    void removeOfUnknownIdChangesNothing();
    void readOnlyRefusesWrites();
    void exportImportRoundTrip();
    void exportRefusesToOverwrite();
    void runJoinsGroups();
    void exportImportKeepsMemberships();
    void importSkipsTheSameRunStoredElsewhere();
    void corruptFileIsRefusedAndUnchanged_data();
    void corruptFileIsRefusedAndUnchanged();
    void damagedPageFailsTheIntegrityCheck();
    void newerSchemaIsRefusedAndUnchanged();
    void defaultPathFollowsXdgDataHome();
    void namesThatAreNotFilesAreRefused();
    void addUnlessStoredLooksAgainWhenWriting();
    void unwritableFileIsRefusedAtOpening();
    void deeplyNestedRowIsCorruptNotACrash();
    void runKeyIdentifiesWhatRan();
    void builderMakesCompactRun();

private:
    QString path(const QString& name) const { return m_dir.filePath(name); }
    QString storePath() const { return path("runs.sqlite"); }

    QTemporaryDir m_dir;
};

void RunStoreTest::init()
{
    QVERIFY(m_dir.isValid());
    QDir(m_dir.path()).removeRecursively();
    QVERIFY(QDir().mkpath(m_dir.path()));
}

void RunStoreTest::newStoreHasCurrentSchemaAndWal()
{
    const QString file = path("sub/folder/runs.sqlite");  // folders are created
    {
        RunStore store(file.toStdString());
        QCOMPARE(store.schemaVersion(), RunStore::kSchemaVersion);
        QVERIFY(!store.readOnly());
        QVERIFY(store.list().empty());
    }
    QCOMPARE(rawSql(file, "PRAGMA journal_mode"), std::string("wal"));
    QCOMPARE(rawSql(file, "PRAGMA user_version"), std::to_string(RunStore::kSchemaVersion));
}

void RunStoreTest::addThenLoadKeepsEveryField()
{
    RunStore store(storePath().toStdString());
    StoredRun run = makeStoredRun(7);
    run.tags = {"zeta", "alpha", "zeta", ""};  // stored sorted, once, without empty ones
    run.metrics.emplace_back("nan", std::nan(""));
    const std::int64_t id = store.add(run);
    QCOMPARE(id, std::int64_t{1});

    const StoredRun loaded = store.load(id);
    QCOMPARE(loaded.uuid.size(), std::size_t{32});  // assigned: 128 random bits in hex
    QVERIFY(QRegularExpression("^[0-9a-f]{32}$").match(QString::fromStdString(loaded.uuid)).hasMatch());
    StoredRun expected = run;
    expected.id = id;
    expected.uuid = loaded.uuid;
    expected.tags = {"alpha", "zeta"};
    expected.metrics.pop_back();
    QVERIFY(std::isnan(loaded.metric("nan")));
    StoredRun withoutNan = loaded;
    withoutNan.metrics.pop_back();
    compareRuns(withoutNan, expected);
    QCOMPARE(loaded.metric("awrt"), 1241.5);
    QVERIFY(std::isnan(loaded.metric("no-such-metric")));

    // A second store object sees the same, and ids keep counting.
    RunStore other(storePath().toStdString());
    QCOMPARE(other.add(makeStoredRun(8)), std::int64_t{2});
    QCOMPARE(other.load(1).uuid, loaded.uuid);
    QCOMPARE(other.summary(1).name, loaded.name);
    QVERIFY(other.summary(1).jobs.empty());
}

void RunStoreTest::listGivesSummariesAndFilters()
{
    RunStore store(storePath().toStdString());
    for (int n = 1; n <= 6; ++n)
        store.add(makeStoredRun(n));
    const std::vector<StoredRun> all = store.list();
    QCOMPARE(all.size(), std::size_t{6});
    for (std::size_t i = 0; i < all.size(); ++i) {
        QCOMPARE(all[i].id, std::int64_t(i + 1));
        QVERIFY(all[i].jobs.empty());  // summaries only
        QVERIFY(all[i].samples.empty());
        QCOMPARE(all[i].metrics.size(), std::size_t{3});
        QCOMPARE(all[i].tags.size(), std::size_t{2});
    }

    // Filters as {trace substring, policy, tag, group}.
    const auto ids = [&store](const RunFilter& filter) {
        std::vector<std::int64_t> found;
        for (const StoredRun& run : store.list(filter))
            found.push_back(run.id);
        return found;
    };
    QCOMPARE(ids({"trace-3", "", "", ""}), std::vector<std::int64_t>{3});  // case-insensitive
    QCOMPARE(ids({"", "fcfs", "", ""}), (std::vector<std::int64_t>{3, 6}));
    QCOMPARE(ids({"", "", "tag-5", ""}), std::vector<std::int64_t>{5});
    QCOMPARE(ids({"", "", "alpha", ""}).size(), std::size_t{6});
    QCOMPARE(ids({"", "", "", "even"}), (std::vector<std::int64_t>{2, 4, 6}));
    QCOMPARE(ids({"", "easy", "", "even"}), (std::vector<std::int64_t>{2, 4}));
    QVERIFY(ids({"%", "", "", ""}).empty());  // no SQL wildcards
}

void RunStoreTest::findsByKeyAndUuid()
{
    RunStore store(storePath().toStdString());
    StoredRun run = makeStoredRun(1);
    run.uuid = "0123456789abcdef0123456789abcdef";  // kept when given
    const std::int64_t first = store.add(run);
    run.uuid.clear();
    const std::int64_t second = store.add(run);  // same key: an equal description
    QCOMPARE(store.findByKey("key-1"), std::optional(first));
    QCOMPARE(store.findByKey("key-2"), std::nullopt);
    QCOMPARE(store.findByUuid("0123456789abcdef0123456789abcdef"), std::optional(first));
    QCOMPARE(store.findByUuid(store.load(second).uuid), std::optional(second));
    QVERIFY(store.contains(second));
    QVERIFY(!store.contains(99));
    run.uuid = "0123456789abcdef0123456789abcdef";
    expectStoreError([&] { store.add(run); }, StoreError::Kind::Invalid, storePath());  // duplicate uuid
    QCOMPARE(store.list().size(), std::size_t{2});
}

void RunStoreTest::renameNotesAndTags()
{
    RunStore store(storePath().toStdString());
    const std::int64_t id = store.add(makeStoredRun(1));
    store.rename(id, "EASY on July");
    store.setNotes(id, "reservation depth 1\nsecond line");
    store.setTags(id, {"paper", "baseline", "paper"});
    const StoredRun run = store.load(id);
    QCOMPARE(run.name, std::string("EASY on July"));
    QCOMPARE(run.notes, std::string("reservation depth 1\nsecond line"));
    QCOMPARE(run.tags, (std::vector<std::string>{"baseline", "paper"}));
    store.setTags(id, {});
    QVERIFY(store.load(id).tags.empty());

    expectStoreError([&] { store.rename(42, "x"); }, StoreError::Kind::NotFound, storePath());
    expectStoreError([&] { store.setNotes(42, "x"); }, StoreError::Kind::NotFound, storePath());
    expectStoreError([&] { store.setTags(42, {"x"}); }, StoreError::Kind::NotFound, storePath());
    expectStoreError([&] { (void)store.load(42); }, StoreError::Kind::NotFound, storePath());
}

void RunStoreTest::removeCascadesToEveryTable()
{
    RunStore store(storePath().toStdString());
    for (int n = 1; n <= 3; ++n)
        store.add(makeStoredRun(n));
    const std::array<std::int64_t, 2> doomed = {1, 3};
    QVERIFY(store.addToGroup(1, "study:x"));  // a membership beyond the first group goes too
    store.remove(doomed);
    QCOMPARE(store.list().size(), std::size_t{1});
    QCOMPARE(store.list().front().id, std::int64_t{2});
    QVERIFY(store.list(groupFilter("study:x")).empty());
    // Nothing of runs 1 and 3 is left in any table; run 2 is whole.
    for (const char* table :
         {"run_metrics", "run_tags", "run_groups", "run_job_blobs", "run_ticks", "run_samples"}) {
        QCOMPARE(rawSql(storePath(), std::string("SELECT count(*) FROM ") + table + " WHERE run_id <> 2"),
                 std::string("0"));
    }
    QCOMPARE(store.load(2).jobs.size(), std::size_t{5});
    QCOMPARE(store.load(2).samples.size(), std::size_t{3});
}

void RunStoreTest::removeOfUnknownIdChangesNothing()
{
    RunStore store(storePath().toStdString());
    store.add(makeStoredRun(1));
    store.add(makeStoredRun(2));
    const std::array<std::int64_t, 2> ids = {1, 77};
    expectStoreError([&] { store.remove(ids); }, StoreError::Kind::NotFound, storePath());
    QCOMPARE(store.list().size(), std::size_t{2});  // run 1 was not deleted either
}

void RunStoreTest::readOnlyRefusesWrites()
{
    {
        RunStore(storePath().toStdString()).add(makeStoredRun(1));
    }
    const QByteArray before = fileBytes(storePath());
    RunStore store(storePath().toStdString(), RunStore::Mode::ReadOnly);
    QVERIFY(store.readOnly());
    QCOMPARE(store.load(1).name, std::string("run 1"));
    expectStoreError([&] { store.add(makeStoredRun(2)); }, StoreError::Kind::ReadOnly, storePath());
    expectStoreError([&] { store.rename(1, "x"); }, StoreError::Kind::ReadOnly, storePath());
    const std::array<std::int64_t, 1> ids = {1};
    expectStoreError([&] { store.remove(ids); }, StoreError::Kind::ReadOnly, storePath());
    QCOMPARE(fileBytes(storePath()), before);
    expectStoreError([&] { RunStore(path("missing.sqlite").toStdString(), RunStore::Mode::ReadOnly); },
                     StoreError::Kind::Unreadable, path("missing.sqlite"));
    QVERIFY(!QFile::exists(path("missing.sqlite")));
}

void RunStoreTest::exportImportRoundTrip()
{
    RunStore source(storePath().toStdString());
    for (int n = 1; n <= 3; ++n)
        source.add(makeStoredRun(n, 50));
    const QString exportFile = path("shared/export.sqlite");
    QVERIFY(QDir().mkpath(path("shared")));
    const std::array<std::int64_t, 3> chosen = {3, 1, 3};  // duplicates are exported once
    source.exportTo(exportFile.toStdString(), chosen);
    // One self-contained file to share: no WAL companions left next to it.
    QVERIFY(!QFile::exists(exportFile + "-wal"));
    QCOMPARE(rawSql(exportFile, "PRAGMA journal_mode"), std::string("delete"));
    {
        const RunStore exported(exportFile.toStdString(), RunStore::Mode::ReadOnly);
        QCOMPARE(exported.list().size(), std::size_t{2});
    }

    RunStore target(path("target.sqlite").toStdString());
    target.add(makeStoredRun(9));  // already there: ids differ from the source's
    const ImportSummary first = target.importFrom(exportFile.toStdString());
    QCOMPARE(first.imported, 2);
    QCOMPARE(first.skippedExisting, 0);
    for (const std::int64_t id : {1, 3}) {
        const StoredRun original = source.load(id);
        const std::optional<std::int64_t> copy = target.findByUuid(original.uuid);
        QVERIFY(copy.has_value());
        compareRuns(target.load(*copy), original, false);
        if (QTest::currentTestFailed())
            return;
    }
    const ImportSummary second = target.importFrom(exportFile.toStdString());
    QCOMPARE(second.imported, 0);
    QCOMPARE(second.skippedExisting, 2);
    QCOMPARE(target.list().size(), std::size_t{3});

    // A whole store imports the same way: only run 2 is new.
    const ImportSummary whole = target.importFrom(storePath().toStdString());
    QCOMPARE(whole.imported, 1);
    QCOMPARE(whole.skippedExisting, 2);
    expectStoreError([&] { (void)target.importFrom(path("target.sqlite").toStdString()); },
                     StoreError::Kind::Invalid, path("target.sqlite"));
}

void RunStoreTest::runJoinsGroups()
{
    RunStore store(storePath().toStdString());
    for (int n = 1; n <= 3; ++n)
        store.add(makeStoredRun(n));  // groups odd, even, odd
    QVERIFY(store.addToGroup(2, "odd"));
    QVERIFY(!store.addToGroup(2, "odd"));  // idempotent
    QVERIFY(store.addToGroup(2, "a-study"));
    QVERIFY(!store.addToGroup(2, ""));
    const auto ids = [&store](const std::string& group) {
        std::vector<std::int64_t> found;
        for (const StoredRun& run : store.list(groupFilter(group)))
            found.push_back(run.id);
        return found;
    };
    QCOMPARE(ids("odd"), (std::vector<std::int64_t>{1, 2, 3}));
    QCOMPARE(ids("even"), std::vector<std::int64_t>{2});
    QCOMPARE(ids("a-study"), std::vector<std::int64_t>{2});
    // The group that stored it first stays the run's group and leads the list.
    const StoredRun run = store.summary(2);
    QCOMPARE(run.group, std::string("even"));
    QCOMPARE(run.groups, (std::vector<std::string>{"even", "a-study", "odd"}));
    QCOMPARE(store.load(2).groups, run.groups);
    QCOMPARE(store.list()[1].groups, run.groups);
    expectStoreError([&] { store.addToGroup(42, "odd"); }, StoreError::Kind::NotFound, storePath());

    // A run stored with groups beyond its first joins all of them.
    StoredRun several = makeStoredRun(4);
    several.groups = {"x", "even", "x"};
    const std::int64_t id = store.add(several);
    QCOMPARE(store.load(id).groups, (std::vector<std::string>{"even", "x"}));
    QCOMPARE(ids("x"), std::vector<std::int64_t>{id});

    const RunStore reader(storePath().toStdString(), RunStore::Mode::ReadOnly);
    QCOMPARE(reader.list(groupFilter("a-study")).size(), std::size_t{1});
    RunStore readOnly(storePath().toStdString(), RunStore::Mode::ReadOnly);
    expectStoreError([&] { readOnly.addToGroup(1, "x"); }, StoreError::Kind::ReadOnly, storePath());
}

void RunStoreTest::exportImportKeepsMemberships()
{
    RunStore source(storePath().toStdString());
    for (int n = 1; n <= 2; ++n)
        source.add(makeStoredRun(n));
    QVERIFY(source.addToGroup(1, "study:a"));
    QVERIFY(source.addToGroup(1, "study:b"));
    const QString exportFile = path("groups.sqlite");
    const std::array<std::int64_t, 2> both = {1, 2};
    source.exportTo(exportFile.toStdString(), both);

    RunStore target(path("target.sqlite").toStdString());
    QCOMPARE(target.importFrom(exportFile.toStdString()).imported, 2);
    const StoredRun copy = target.load(*target.findByUuid(source.load(1).uuid));
    QCOMPARE(copy.group, std::string("odd"));
    QCOMPARE(copy.groups, (std::vector<std::string>{"odd", "study:a", "study:b"}));
    QCOMPARE(target.list(groupFilter("study:b")).size(), std::size_t{1});

    // Joined after the export: importing the source again brings the new
    // membership to the run already there, and nothing else.
    QVERIFY(source.addToGroup(2, "study:a"));
    const ImportSummary again = target.importFrom(storePath().toStdString());
    QCOMPARE(again.imported, 0);
    QCOMPARE(again.skippedExisting, 2);
    QCOMPARE(target.list(groupFilter("study:a")).size(), std::size_t{2});
}

void RunStoreTest::importSkipsTheSameRunStoredElsewhere()
{
    // The same run computed here and on a cluster: equal keys, two uuids.
    RunStore local(storePath().toStdString());
    StoredRun here = makeStoredRun(1);
    here.group = "local-sweep";
    here.groups = {};
    const std::int64_t localId = local.add(here);
    local.add(makeStoredRun(5));

    RunStore cluster(path("cluster.sqlite").toStdString());
    StoredRun there = makeStoredRun(1);
    there.group = "cluster-sweep";
    there.groups = {"study:c"};
    cluster.add(there);
    cluster.add(makeStoredRun(2));
    cluster.add(makeStoredRun(2));  // computed twice there too: one copy is enough

    const ImportSummary summary = local.importFrom(path("cluster.sqlite").toStdString());
    QCOMPARE(summary.imported, 1);
    QCOMPARE(summary.skippedExisting, 0);
    QCOMPARE(summary.skippedSameRun, 2);
    QCOMPARE(summary.skipped(), 2);
    QCOMPARE(local.list().size(), std::size_t{3});
    const StoredRun merged = local.load(localId);
    QCOMPARE(merged.uuid, local.load(localId).uuid);
    QCOMPARE(merged.group, std::string("local-sweep"));
    QCOMPARE(merged.groups, (std::vector<std::string>{"local-sweep", "cluster-sweep", "study:c"}));
    QCOMPARE(local.list(groupFilter("cluster-sweep")).size(), std::size_t{1});

    // Merging again adds nothing.
    const ImportSummary again = local.importFrom(path("cluster.sqlite").toStdString());
    QCOMPARE(again.imported, 0);
    QCOMPARE(again.skipped(), 3);
    QCOMPARE(local.list().size(), std::size_t{3});
}

void RunStoreTest::exportRefusesToOverwrite()
{
    RunStore store(storePath().toStdString());
    store.add(makeStoredRun(1));
    const QString existing = path("existing.sqlite");
    writeBytes(existing, "precious");
    const std::array<std::int64_t, 1> ids = {1};
    expectStoreError([&] { store.exportTo(existing.toStdString(), ids); }, StoreError::Kind::Invalid,
                     existing);
    QCOMPARE(fileBytes(existing), QByteArray("precious"));
    // An unknown id fails before any file is made.
    const std::array<std::int64_t, 2> unknown = {1, 5};
    expectStoreError([&] { store.exportTo(path("new.sqlite").toStdString(), unknown); },
                     StoreError::Kind::NotFound, storePath());
    QVERIFY(!QFile::exists(path("new.sqlite")));
}

void RunStoreTest::corruptFileIsRefusedAndUnchanged_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("expected");
    const int corrupt = static_cast<int>(StoreError::Kind::Corrupt);
    QTest::newRow("random bytes") << "random" << corrupt;
    QTest::newRow("text file") << "text" << corrupt;
    QTest::newRow("short header") << "short" << corrupt;
    QTest::newRow("truncated store") << "truncated" << corrupt;
    QTest::newRow("negative schema version") << "negative" << corrupt;  // found by fuzz-store
    QTest::newRow("another program's database") << "foreign" << static_cast<int>(StoreError::Kind::Invalid);
}

void RunStoreTest::corruptFileIsRefusedAndUnchanged()
{
    QFETCH(QString, kind);
    QFETCH(int, expected);
    const QString file = storePath();
    if (kind == "random") {
        std::mt19937_64 random(kind.size());
        QByteArray bytes;
        constexpr int kRandomBytes = 8192;
        for (int i = 0; i < kRandomBytes; ++i)
            bytes.append(static_cast<char>(random() & 0xff));
        writeBytes(file, bytes);
    } else if (kind == "text") {
        writeBytes(file, QByteArray("job,submit,start\n").repeated(200));
    } else if (kind == "short") {
        writeBytes(file, QByteArray("SQLite format 3\0", 16));
    } else if (kind == "truncated") {
        {
            RunStore store(file.toStdString());
            for (int n = 1; n <= 5; ++n)
                store.add(makeStoredRun(n, 500));
        }
        const QByteArray whole = fileBytes(file);
        QVERIFY(whole.size() > 8192);
        writeBytes(file, whole.left(whole.size() / 2));
    } else if (kind == "negative") {
        {
            RunStore store(file.toStdString());
            store.add(makeStoredRun(1));
        }
        QCOMPARE(rawSql(file, "PRAGMA user_version = -2047835346"), std::string());
    } else {
        QCOMPARE(rawSql(file, "CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL)"), std::string());
    }
    const QByteArray before = fileBytes(file);

    for (const RunStore::Mode mode : {RunStore::Mode::ReadWrite, RunStore::Mode::ReadOnly}) {
        try {
            // Read-only opening checks less; then reading must fail.
            RunStore store(file.toStdString(), mode);
            (void)store.list();
            (void)store.load(1);
            QFAIL("no StoreError");
        } catch (const StoreError& e) {
            QCOMPARE(static_cast<int>(e.kind()), expected);
            const QString message = QString::fromStdString(e.what());
            QVERIFY2(message.contains(file), e.what());
            if (mode == RunStore::Mode::ReadWrite)
                QVERIFY2(message.contains("left unchanged") && message.contains("new store file"), e.what());
        }
        QCOMPARE(fileBytes(file), before);
    }
}

void RunStoreTest::damagedPageFailsTheIntegrityCheck()
{
    const QString file = storePath();
    {
        RunStore store(file.toStdString());
        for (int n = 1; n <= 5; ++n)
            store.add(makeStoredRun(n, 500));
    }
    // The header and the schema stay valid: only the integrity check of
    // the catalogue tables, before opening for writing, finds the damage.
    const QByteArray damaged = damageTable(file, "runs");
    expectStoreError([&] { RunStore(file.toStdString()); }, StoreError::Kind::Corrupt, file);
    QCOMPARE(fileBytes(file), damaged);
    // Read-only opening skips the check; reading the damaged table fails.
    expectStoreError([&] { (void)RunStore(file.toStdString(), RunStore::Mode::ReadOnly).list(); },
                     StoreError::Kind::Corrupt, file);
    QCOMPARE(fileBytes(file), damaged);
}

// "" and ":memory:" are private in-memory databases to SQLite: they never
// switch to WAL (opening them looped forever) and would lose every run.
void RunStoreTest::namesThatAreNotFilesAreRefused()
{
    expectStoreError([] { RunStore store(""); }, StoreError::Kind::Invalid, QStringLiteral("no run store file given"));
    expectStoreError([] { RunStore store(":memory:"); }, StoreError::Kind::Invalid, QStringLiteral("':memory:'"));
    expectStoreError([] { RunStore store(":memory:", RunStore::Mode::ReadOnly); }, StoreError::Kind::Invalid,
                     QStringLiteral("in-memory"));
}

// Two concurrent sweeps of one spec stored 164 rows for 96 runs: each looked
// before simulating, neither when storing. Now the store looks inside the
// write transaction.
void RunStoreTest::addUnlessStoredLooksAgainWhenWriting()
{
    RunStore store(storePath().toStdString());
    const StoredRun first = makeStoredRun(1);  // group "odd"
    const RunStore::Added stored = store.addUnlessStored(first);
    QVERIFY(stored.added);
    StoredRun again = makeStoredRun(1);
    again.group = "other-sweep";
    const RunStore::Added skipped = store.addUnlessStored(again);
    QVERIFY(!skipped.added);
    QCOMPARE(skipped.id, stored.id);
    QCOMPARE(store.list().size(), std::size_t(1));
    QCOMPARE(store.load(stored.id).groups, (std::vector<std::string>{"odd", "other-sweep"}));
    QVERIFY(store.addUnlessStored(makeStoredRun(2)).added);
    QCOMPARE(store.list().size(), std::size_t(2));
}

// A store file without write permission opened "for writing" and failed
// only at the first store, after a whole sweep had simulated.
void RunStoreTest::unwritableFileIsRefusedAtOpening()
{
    {
        RunStore store(storePath().toStdString());
        (void)store.add(makeStoredRun(1));
    }
    QFile file(storePath());
    QVERIFY(file.setPermissions(QFileDevice::ReadOwner | QFileDevice::ReadGroup));
    if (QFileInfo(storePath()).isWritable())
        QSKIP("running as a user who may write any file (root)");
    expectStoreError([this] { RunStore store(storePath().toStdString()); }, StoreError::Kind::ReadOnly,
                     QStringLiteral("cannot be written"));
    QCOMPARE(RunStore(storePath().toStdString(), RunStore::Mode::ReadOnly).list().size(), std::size_t(1));
}

// A row whose transforms are 100,000 nested arrays crashed `runs list`.
void RunStoreTest::deeplyNestedRowIsCorruptNotACrash()
{
    {
        RunStore store(storePath().toStdString());
        (void)store.add(makeStoredRun(1));
    }
    const std::string deep = std::string(100000, '[') + std::string(100000, ']');
    (void)rawSql(storePath(), "UPDATE runs SET transforms_json = '" + deep + "'");
    const RunStore store(storePath().toStdString(), RunStore::Mode::ReadOnly);
    expectStoreError([&store] { (void)store.list(); }, StoreError::Kind::Corrupt,
                     QStringLiteral("has unreadable transforms (JSON nested more than 64 levels deep"));
}

void RunStoreTest::newerSchemaIsRefusedAndUnchanged()
{
    const QString file = storePath();
    {
        RunStore(file.toStdString()).add(makeStoredRun(1));
    }
    const int newer = RunStore::kSchemaVersion + 1;
    QCOMPARE(rawSql(file, "PRAGMA user_version = " + std::to_string(newer)), std::string());
    const QByteArray before = fileBytes(file);
    for (const RunStore::Mode mode : {RunStore::Mode::ReadWrite, RunStore::Mode::ReadOnly}) {
        try {
            RunStore store(file.toStdString(), mode);
            QFAIL("no StoreError");
        } catch (const StoreError& e) {
            QCOMPARE(static_cast<int>(e.kind()), static_cast<int>(StoreError::Kind::TooNew));
            const QString message = QString::fromStdString(e.what());
            QVERIFY2(message.contains(file) && message.contains(QString("version %1").arg(newer)) &&
                         message.contains("newer"),
                     e.what());
        }
        QCOMPARE(fileBytes(file), before);
    }
}

void RunStoreTest::defaultPathFollowsXdgDataHome()
{
    const QByteArray saved = qgetenv("XDG_DATA_HOME");
    qputenv("XDG_DATA_HOME", "/data/home");
    QCOMPARE(RunStore::defaultPath(), std::string("/data/home/schedlab/runs.sqlite"));
    qputenv("XDG_DATA_HOME", "relative/ignored");  // the spec says: absolute paths only
    const std::string fallback = qgetenv("HOME").toStdString() + "/.local/share/schedlab/runs.sqlite";
    QCOMPARE(RunStore::defaultPath(), fallback);
    qunsetenv("XDG_DATA_HOME");
    QCOMPARE(RunStore::defaultPath(), fallback);
    if (!saved.isNull())
        qputenv("XDG_DATA_HOME", saved);
}

void RunStoreTest::runKeyIdentifiesWhatRan()
{
    const RunDescription base = makeStoredRun(1).description;
    RunDescription same = base;
    same.tracePath = "/elsewhere/copy.swf";  // the same bytes elsewhere
    same.platformName = "my-label";          // a label
    same.platformJson = "{ \"machines\" : [ { \"nodes\": 5, \"name\": \"m\" } ] }";  // formatting
    QCOMPARE(RunKey::of(same), RunKey::of(base));
    QCOMPARE(RunKey::of(base).size(), std::size_t{64});

    const auto differs = [&base](auto change) {
        RunDescription other = base;
        change(other);
        return RunKey::of(other) != RunKey::of(base);
    };
    QVERIFY(differs([](RunDescription& d) { d.traceSha256[0] = 'z'; }));
    QVERIFY(differs([](RunDescription& d) { d.traceJobCount += 1; }));
    QVERIFY(differs([](RunDescription& d) { d.transforms.pop_back(); }));
    QVERIFY(differs([](RunDescription& d) { d.platformJson = R"({"machines":[{"name":"m","nodes":6}]})"; }));
    QVERIFY(differs([](RunDescription& d) { d.policy = "conservative"; }));
    QVERIFY(differs([](RunDescription& d) { d.parameters["depth"] = "2"; }));
    QVERIFY(differs([](RunDescription& d) { d.seed += 1; }));
    // Without a hash, the path is all that tells traces apart.
    RunDescription unhashedA = base;
    unhashedA.traceSha256.clear();
    RunDescription unhashedB = unhashedA;
    unhashedB.tracePath = "/other.swf";
    QVERIFY(RunKey::of(unhashedA) != RunKey::of(unhashedB));
}

void RunStoreTest::builderMakesCompactRun()
{
    // Two jobs: job 7 ran 5..25 on nodes 0-1 (preempted once), job 9 never started.
    Workload workload;
    Job first;
    first.id = 7;
    first.submit = 3;
    first.nodes = 2;
    Job second;
    second.id = 9;
    second.submit = 4;
    second.nodes = 1;
    workload.jobs = {first, second};
    SimulationResult result;
    result.jobs.resize(2);
    result.jobs[0].start = 5;
    result.jobs[0].end = 25;
    result.jobs[0].nodes = NodeSet::fromIds({0, 1});
    result.jobs[0].segments = {{5, 15}, {18, 25}};
    result.samples.resize(4);
    MetricsReport metrics;
    metrics.jobs = 1;
    metrics.awrt = 22;

    RunDescription description;
    description.tracePath = "/traces/CTC-SP2-1996-3.1-cln.swf.gz";
    description.platformName = "ctc-sp2";
    description.policy = "easy";
    FinishedRun finished;
    finished.description = description;
    finished.workload = std::make_shared<Workload>(workload);
    finished.result = result;
    finished.metrics = metrics;
    const StoredRun run = StoredRunConversion::toStored(finished, "2026-11-22T10:15:00Z", 1.5);
    QCOMPARE(run.name, std::string("easy \u00b7 ctc-sp2 \u00b7 CTC-SP2-1996-3.1-cln.swf.gz"));
    QCOMPARE(run.runKey, RunKey::of(description));
    QCOMPARE(run.schedlabVersion, std::string(SCHEDLAB_VERSION));
    QCOMPARE(run.startedAt, std::string("2026-11-22T10:15:00Z"));
    QCOMPARE(run.durationSeconds, 1.5);
    QCOMPARE(run.metrics.size(), metricDefinitions().size());
    QCOMPARE(run.metric("awrt"), 22.0);
    QVERIFY(run.metricsJson.find("\"awrt\":22") != std::string::npos);
    QCOMPARE(run.samples.size(), std::size_t{4});
    StoredJob ran = test::compactJob(7, 3, 5, 25, 2, "0-1", false, true);
    ran.runTime = first.runTime;
    ran.estimate = first.estimate;
    ran.segments = {{5, 15}, {18, 25}};
    ran.reasonKnown = true;
    StoredJob waiting = test::compactJob(9, 4, kNoTime, kNoTime, 0, "", false, false);
    waiting.runTime = second.runTime;
    waiting.estimate = second.estimate;
    const std::vector<StoredJob> expected = {ran, waiting};
    QVERIFY(run.jobs == expected);
    QVERIFY(QRegularExpression("^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ$")
                .match(QString::fromStdString(StoredRunConversion::utcNowIso8601()))
                .hasMatch());
}

QTEST_APPLESS_MAIN(RunStoreTest)
#include "RunStoreTest.moc"
