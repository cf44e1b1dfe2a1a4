#include "engine/SimulationError.h"
#include "experiment/TraceCache.h"
#include "study/GeneratedWorkloadFile.h"
#include "workload/SwfReader.h"

#include <QTemporaryDir>
#include <QtTest>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>

using namespace schedlab;

namespace {

namespace fs = std::filesystem;

const std::string kCtc = SCHEDLAB_SAMPLE_TRACES_DIR "/CTC-SP2-1996-3.1-cln.swf.gz";
constexpr std::size_t kJobs = 300;
constexpr std::uint64_t kSeed = 7;
constexpr std::int32_t kNodes = 128;
constexpr int kHoursBack = 24;

std::string bytes(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::size_t filesIn(const std::string& directory)
{
    return std::size_t(std::distance(fs::directory_iterator(directory), fs::directory_iterator()));
}

}  // namespace

class GeneratedWorkloadFileTest : public QObject {
    Q_OBJECT

private slots:
    void namesSayGeneratorSourceSizeJobsAndSeed()
    {
        const auto probabilistic = GeneratedWorkloadFile::probabilistic(kCtc, kNodes, kJobs, kSeed);
        QCOMPARE(probabilistic.fileName(), std::string("probabilistic-CTC-SP2-1996-3.1-cln-128nodes-300jobs-seed7.swf"));
        const auto randomized = GeneratedWorkloadFile::randomized(kNodes, kJobs, kSeed);
        QCOMPARE(randomized.fileName(), std::string("randomized-uniform-128nodes-300jobs-seed7.swf"));
        QVERIFY(GeneratedWorkloadFile::isGenerated("/a/" + probabilistic.fileName(),
                                                   GeneratedWorkloadFile::Model::Probabilistic));
        QVERIFY(!GeneratedWorkloadFile::isGenerated("/a/" + probabilistic.fileName(),
                                                    GeneratedWorkloadFile::Model::Randomized));
        QVERIFY(!GeneratedWorkloadFile::isGenerated(kCtc, GeneratedWorkloadFile::Model::Probabilistic));
        QVERIFY_THROWS_EXCEPTION(ConfigurationError, (void)GeneratedWorkloadFile::randomized(0, kJobs, kSeed));
    }

    void writtenOnceThenReusedByteForByte()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string folder = dir.filePath("generated").toStdString();  // created on first use
        TraceCache cache;
        for (const auto& file : {GeneratedWorkloadFile::probabilistic(kCtc, kNodes, kJobs, kSeed),
                                 GeneratedWorkloadFile::randomized(kNodes, kJobs, kSeed)}) {
            const std::string path = file.ensure(folder, cache);
            QCOMPARE(path, file.pathIn(folder));
            const std::string written = bytes(path);
            QCOMPARE(SwfReader().readFile(path).jobs.size(), kJobs);

            // Reused as it is: a second ensure() does not write again (an
            // old modification time would be replaced by a rewrite).
            const auto old = fs::last_write_time(path) - std::chrono::hours(kHoursBack);
            fs::last_write_time(path, old);
            QCOMPARE(file.ensure(folder, cache), path);
            QCOMPARE(fs::last_write_time(path), old);

            // Deterministic: generated again from scratch, the same bytes.
            fs::remove(path);
            QCOMPARE(file.ensure(folder, cache), path);
            QCOMPARE(bytes(path), written);
        }
        // Nothing but the two workloads: no temporary file is left behind.
        QCOMPARE(filesIn(folder), std::size_t(2));
    }

    void otherSeedsAndSizesAreOtherFiles()
    {
        QTemporaryDir dir;
        TraceCache cache;
        const std::string folder = dir.path().toStdString();
        const std::string a = GeneratedWorkloadFile::randomized(kNodes, kJobs, kSeed).ensure(folder, cache);
        const std::string b = GeneratedWorkloadFile::randomized(kNodes, kJobs, kSeed + 1).ensure(folder, cache);
        QVERIFY(a != b);
        QVERIFY(bytes(a) != bytes(b));
    }

    void unwritableFolderIsAConfigurationError()
    {
        QTemporaryDir dir;
        TraceCache cache;
        const std::string notAFolder = dir.filePath("file").toStdString();
        std::ofstream(notAFolder) << "x";
        QVERIFY_THROWS_EXCEPTION(ConfigurationError,
                                 (void)GeneratedWorkloadFile::randomized(kNodes, kJobs, kSeed).ensure(notAFolder, cache));
        QVERIFY_THROWS_EXCEPTION(ConfigurationError,
                                 (void)GeneratedWorkloadFile::randomized(kNodes, kJobs, kSeed).ensure("", cache));
    }
};

QTEST_GUILESS_MAIN(GeneratedWorkloadFileTest)
#include "GeneratedWorkloadFileTest.moc"
