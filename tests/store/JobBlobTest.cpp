// A run's jobs as one compressed blob (schema 8, JobBlobCodec): every field
// round-trips exactly, extreme values too, and a damaged blob, whatever the
// damage, is a StoreError naming the file and the run, never a crash, a
// hang or a wrong run.

#include "StoreTestSupport.h"

#include "store/JobBlobCodec.h"
#include "store/RunStore.h"
#include "store/StoreError.h"

#include <QTemporaryDir>
#include <QtTest>

#include <cstdint>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

using namespace schedlab;
using namespace schedlab::test;

namespace {

constexpr std::int64_t kHuge = std::numeric_limits<std::int64_t>::max();
constexpr std::int64_t kLeast = std::numeric_limits<std::int64_t>::min() + 1;  // min is kNoTime

// Jobs whose values are as far from their neighbours as 64 bits allow.
std::vector<StoredJob> extremeJobs()
{
    std::vector<StoredJob> jobs = makeStoredRun(3, 8).jobs;
    jobs[0].jobId = kHuge;
    jobs[0].submit = kLeast;
    jobs[0].start = kHuge;
    jobs[0].end = kLeast;
    jobs[0].runTime = kHuge;
    jobs[1].jobId = -5;
    jobs[1].submit = kHuge;
    jobs[1].estimate = kLeast;
    jobs[1].deadline = kLeast;
    jobs[1].sourceLine = kHuge;
    jobs[3].nodes = std::numeric_limits<std::int32_t>::min();
    jobs[3].user = std::numeric_limits<std::int32_t>::max();
    jobs[3].reason.relatedJob = std::numeric_limits<JobIndex>::max() - 1;
    jobs[3].reason.relatedTime = kLeast;
    jobs[3].reason.relatedCount = std::numeric_limits<int>::min();
    jobs[5].option = std::numeric_limits<int>::max();
    jobs[5].originSite = std::numeric_limits<MachineIndex>::max();
    // Text kept as it is, whatever it is.
    jobs[6].allocation = "5-5  x\n\xc3\xa9";
    jobs[7].allocation.clear();
    return jobs;
}

}  // namespace

class JobBlobTest : public QObject {
    Q_OBJECT

private slots:
    void init();
    void everyFieldRoundTrips();
    void extremeValuesRoundTrip();
    void runWithoutJobsRoundTrips();
    void newRunsWriteOneBlobAndNoRows();
    void damagedBlobIsAStoreError_data();
    void damagedBlobIsAStoreError();
    void everyCutAndFlipIsRefusedOrExact();

private:
    [[nodiscard]] QString storePath() const { return m_dir.filePath("runs.sqlite"); }
    // Stores run 1 (30 jobs), applies `damage` (SQL) to the file, and
    // expects loading it to fail with a message naming the file and run.
    void expectDamaged(const std::string& damage);

    QTemporaryDir m_dir;
};

void JobBlobTest::init()
{
    QVERIFY(m_dir.isValid());
    QFile::remove(storePath());
}

void JobBlobTest::everyFieldRoundTrips()
{
    const std::vector<StoredJob> jobs = makeStoredRun(4, 40).jobs;
    const std::vector<StoredJob> decoded =
        JobBlobCodec::decode(JobBlobCodec::encode(jobs), static_cast<std::int64_t>(jobs.size()));
    QCOMPARE(decoded.size(), jobs.size());
    for (std::size_t i = 0; i < jobs.size(); ++i)
        QVERIFY2(decoded[i] == jobs[i], qPrintable(QStringLiteral("job position %1").arg(i)));
}

void JobBlobTest::extremeValuesRoundTrip()
{
    const std::vector<StoredJob> jobs = extremeJobs();
    QVERIFY(JobBlobCodec::decode(JobBlobCodec::encode(jobs), static_cast<std::int64_t>(jobs.size())) == jobs);

    // And through a store, with its rows and transaction.
    RunStore store(storePath().toStdString());
    StoredRun run = makeStoredRun(3);
    run.jobs = jobs;
    const std::int64_t id = store.add(run);
    QVERIFY(store.load(id).jobs == jobs);
}

void JobBlobTest::runWithoutJobsRoundTrips()
{
    QVERIFY(JobBlobCodec::decode(JobBlobCodec::encode({}), 0).empty());
    RunStore store(storePath().toStdString());
    StoredRun run = makeStoredRun(1);
    run.jobs.clear();
    QVERIFY(store.load(store.add(run)).jobs.empty());
}

void JobBlobTest::newRunsWriteOneBlobAndNoRows()
{
    RunStore store(storePath().toStdString());
    store.add(makeStoredRun(1, 30));
    store.add(makeStoredRun(2, 30));
    const QString file = storePath();
    QCOMPARE(rawSql(file, "SELECT group_concat(run_id || ':' || format || ':' || job_count) FROM run_job_blobs"),
             std::string("1:1:30,2:1:30"));
    for (const char* table : {"run_jobs", "run_job_ends", "run_job_sites", "run_job_classes"})
        QCOMPARE(rawSql(file, std::string("SELECT count(*) FROM ") + table), std::string("0"));
}

void JobBlobTest::expectDamaged(const std::string& damage)
{
    {
        RunStore store(storePath().toStdString());
        store.add(makeStoredRun(1, 30));
    }
    QCOMPARE(rawSql(storePath(), damage), std::string());
    // Damage inside a value is not the file's structure: the file opens,
    // lists, and says what is wrong when the run is read.
    for (const RunStore::Mode mode : {RunStore::Mode::ReadOnly, RunStore::Mode::ReadWrite}) {
        const RunStore store(storePath().toStdString(), mode);
        QCOMPARE(store.list().size(), std::size_t {1});
        try {
            (void)store.load(1);
            QFAIL("a damaged blob was read");
        } catch (const StoreError& e) {
            QCOMPARE(static_cast<int>(e.kind()), static_cast<int>(StoreError::Kind::Corrupt));
            const QString message = QString::fromStdString(e.what());
            QVERIFY2(message.contains(storePath()) && message.contains("run 1 "), e.what());
            QVERIFY2(!message.contains('\n'), e.what());
        }
    }
}

void JobBlobTest::damagedBlobIsAStoreError_data()
{
    QTest::addColumn<QString>("damage");
    const auto row = [](const char* name, const char* sql) { QTest::newRow(name) << QString::fromUtf8(sql); };
    row("cut in half", "UPDATE run_job_blobs SET data = substr(data, 1, length(data) / 2)");
    row("cut to its size", "UPDATE run_job_blobs SET data = substr(data, 1, 3)");
    row("empty", "UPDATE run_job_blobs SET data = zeroblob(0)");
    row("a byte longer", "UPDATE run_job_blobs SET data = data || x'00'");
    row("garbled", "UPDATE run_job_blobs SET data = substr(data, 1, 20) || randomblob(length(data) - 20)");
    row("a byte flipped",
        "UPDATE run_job_blobs SET data = substr(data, 1, 30) || x'5a' || substr(data, 32)");
    row("a size beyond reason", "UPDATE run_job_blobs SET data = x'ffffffffffffffff7f' || substr(data, 4)");
    row("text instead of a blob", "UPDATE run_job_blobs SET data = 'jobs'");
    row("more jobs than it holds", "UPDATE run_job_blobs SET job_count = 31");
    row("fewer jobs than it holds", "UPDATE run_job_blobs SET job_count = 29");
    row("a huge job count", "UPDATE run_job_blobs SET job_count = 9223372036854775807");
    row("a negative job count", "UPDATE run_job_blobs SET job_count = -1");
    row("an unknown format", "UPDATE run_job_blobs SET format = 2");
    // A run since schema 8 always has a blob: without one and without the
    // old rows, its jobs are lost, not zero.
    row("the blob lost", "DELETE FROM run_job_blobs");
}

void JobBlobTest::damagedBlobIsAStoreError()
{
    QFETCH(QString, damage);
    expectDamaged(damage.toStdString());
}

void JobBlobTest::everyCutAndFlipIsRefusedOrExact()
{
    // Every shorter blob, and every blob with one byte changed: decoding
    // throws std::invalid_argument (what JobRows turns into a StoreError)
    // or, where a change happens to leave the data valid, gives the jobs
    // zlib's checksum vouches for.
    const std::vector<StoredJob> jobs = makeStoredRun(5, 12).jobs;
    const std::string blob = JobBlobCodec::encode(jobs);
    const auto count = static_cast<std::int64_t>(jobs.size());
    for (std::size_t length = 0; length < blob.size(); ++length) {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, (void)JobBlobCodec::decode(blob.substr(0, length), count));
    }
    for (std::size_t position = 0; position < blob.size(); ++position) {
        for (const unsigned mask : {0x01U, 0x80U, 0xffU}) {
            std::string damaged = blob;
            damaged[position] = static_cast<char>(static_cast<unsigned char>(damaged[position]) ^ mask);
            try {
                QVERIFY(JobBlobCodec::decode(damaged, count) == jobs);
            } catch (const std::invalid_argument&) {
                // refused: expected
            }
        }
    }
}

QTEST_GUILESS_MAIN(JobBlobTest)
#include "JobBlobTest.moc"
