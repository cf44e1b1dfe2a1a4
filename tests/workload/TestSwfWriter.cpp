#include "WorkloadComparison.h"
#include "WorkloadTestPaths.h"

#include "workload/SwfReader.h"
#include "workload/SwfWriter.h"
#include "workload/WorkloadTransform.h"

#include <QTemporaryDir>
#include <QtTest>

#include <sstream>

using namespace schedlab;
using schedlab::test::dataFile;

namespace {

std::string toText(const Workload& workload)
{
    std::ostringstream out;
    SwfWriter::write(workload, out);
    return out.str();
}

Workload roundTrip(const Workload& workload, const std::string& name)
{
    return SwfReader().readText(toText(workload), name);
}

}  // namespace

class TestSwfWriter : public QObject {
    Q_OBJECT

private slots:
    void handMadeRoundTrip()
    {
        for (const char* file : {"swf-skip-reasons.swf", "swf-header.swf"}) {
            const Workload original = SwfReader().readFile(dataFile(file));
            const Workload again = roundTrip(original, file);
            SCHEDLAB_COMPARE_JOBS(original, again);
            QCOMPARE(again.header.rawLines, original.header.rawLines);
            QCOMPARE(again.header.notes, original.header.notes);
            QVERIFY(again.transforms.empty());
            // Writing is deterministic and idempotent.
            QCOMPARE(toText(again), toText(original));
        }
    }

    void recordsKeepAllEighteenFields()
    {
        const Workload w = SwfReader().readFile(dataFile("swf-header.swf"));
        const std::string text = toText(w);
        QVERIFY2(text.find("\n1 0 12 3600 8 3500.5 -1 -1 7200 -1 1 101 7 -1 1 -1 -1 -1\n") != std::string::npos,
                 text.c_str());
        // Unknown estimate stays -1 (not the substituted run time).
        QVERIFY2(text.find("\n3 120 30 10 1 9.25 2048 -1 -1 -1 1 101 7 -1 1 -1 -1 -1\n") != std::string::npos,
                 text.c_str());
        QVERIFY(text.rfind("; Version: 2.2\n", 0) == 0);
    }

    void ctcRoundTripIsExact()
    {
        const std::string path = test::sharedTrace(test::kCtcTrace);
        if (!test::exists(path))
            QSKIP(qPrintable(QString::fromStdString("shared trace missing: " + path)));
        const Workload original = SwfReader().readFile(path);
        const Workload again = roundTrip(original, "ctc-copy");
        SCHEDLAB_COMPARE_JOBS(original, again);
        QCOMPARE(again.header.rawLines, original.header.rawLines);
        QCOMPARE(again.report.count(LoadIssue::EstimateMissing), std::int64_t{6});
        QCOMPARE(again.report.count(LoadIssue::RunTimeExceedsEstimate), std::int64_t{7174});
    }

    void transformsAreNotedAndReadBack()
    {
        Workload w = SwfReader().readFile(dataFile("swf-skip-reasons.swf"));
        applyTransforms(w, {"drop-wider:4", "exact-estimates", "rebase"});
        const std::string text = toText(w);
        QVERIFY2(text.find("; Note: SchedLab transforms: drop-wider:4, exact-estimates, rebase\n") != std::string::npos,
                 text.c_str());
        const Workload again = SwfReader().readText(text, "transformed");
        QCOMPARE(again.transforms, w.transforms);
        SCHEDLAB_COMPARE_JOBS(w, again);
        // Writing again does not duplicate the note.
        const std::string twice = toText(again);
        QCOMPARE(twice, text);
    }

    void changedAndGeneratedJobsWriteTheirValues()
    {
        Workload generated;
        Job job;
        job.id = 7;
        job.submit = 30;
        job.runTime = 40;
        job.estimate = 60;
        job.nodes = 5;
        job.user = 3;
        generated.jobs.push_back(job);
        generated.header.maxProcs = 16;
        const std::string text = toText(generated);
        QVERIFY2(text.find("; Version: 2.2\n") == 0, text.c_str());
        QVERIFY2(text.find("; MaxProcs: 16\n") != std::string::npos, text.c_str());
        QVERIFY2(text.find("\n7 30 -1 40 5 -1 -1 -1 60 -1 -1 3 -1 -1 -1 -1 -1 -1\n") != std::string::npos,
                 text.c_str());
        const Workload again = SwfReader().readText(text, "generated");
        QCOMPARE(again.jobs.size(), std::size_t{1});
        QCOMPARE(again.jobs[0].nodes, 5);
        QCOMPARE(again.jobs[0].estimate, Time{60});
        QCOMPARE(again.header.maxProcs.value_or(-1), std::int64_t{16});
    }

    void writeFilePlainAndGzip()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const Workload w = SwfReader().readFile(dataFile("swf-header.swf"));
        const std::string plain = dir.filePath("out.swf").toStdString();
        const std::string gz = dir.filePath("out.swf.gz").toStdString();
        SwfWriter::writeFile(w, plain);
        SwfWriter::writeFile(w, gz);
        QFile gzFile(QString::fromStdString(gz));
        QVERIFY(gzFile.open(QIODevice::ReadOnly));
        const QByteArray magic = gzFile.read(2);
        QCOMPARE(magic, QByteArray("\x1f\x8b"));
        const Workload fromPlain = SwfReader().readFile(plain);
        const Workload fromGz = SwfReader().readFile(gz);
        SCHEDLAB_COMPARE_JOBS(w, fromPlain);
        SCHEDLAB_COMPARE_JOBS(w, fromGz);
    }

    void unwritablePathThrows()
    {
        const Workload w = SwfReader().readFile(dataFile("swf-header.swf"));
        const std::string path = dataFile("no-such-folder/out.swf");
        try {
            SwfWriter::writeFile(w, path);
            QFAIL("expected TraceError");
        } catch (const TraceError& error) {
            QCOMPARE(std::string(error.what()), "cannot write '" + path + "': No such file or directory");
        }
    }
};

QTEST_APPLESS_MAIN(TestSwfWriter)
#include "TestSwfWriter.moc"
