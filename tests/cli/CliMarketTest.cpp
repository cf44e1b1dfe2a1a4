// `runs offers` on an economic run with domains (Yahyapour (2002), ch. 6):
// a platform file naming domains, a hand-made trace, and the replayed
// market of the stored run.

#include "CliProcess.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

namespace {

// Machines a and b form domain "east"; c is a domain of its own. Sites
// round robin: job 1 at a, job 2 at b, job 3 at c.
const char* const kPlatform =
    R"({"name": "east-west", "machines": [{"name": "a", "nodes": 2, "domain": "east"},
        {"name": "b", "nodes": 2, "domain": "east"}, {"name": "c", "nodes": 4}]})";
// Job 1: 2 nodes, 10 s at 0; job 2: 4 nodes (only c has them) at 0; job 3:
// 2 nodes at 5.
const char* const kTrace = "1 0 -1 10 2 -1 -1 2 10 -1 1 1 1 -1 1 -1 -1 -1\n"
                           "2 0 -1 10 4 -1 -1 4 10 -1 1 1 1 -1 1 -1 -1 -1\n"
                           "3 5 -1 10 2 -1 -1 2 10 -1 1 1 1 -1 1 -1 -1 -1\n";

void write(const QString& path, const char* text)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
}

}  // namespace

class CliMarketTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        write(m_dir.filePath("east-west.json"), kPlatform);
        write(m_dir.filePath("jobs.swf"), kTrace);
        const CliProcess::Result run = CliProcess::run(
            {"run", "--trace", m_dir.filePath("jobs.swf"), "--platform", m_dir.filePath("east-west.json"), "--policy",
             "economic", "--param", "market=domains", "--param", "forwarding=line", "--transform",
             "sites:round-robin", "--db", db()});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.startsWith("stored as run 1"), qPrintable(run.err));
    }

    // Each request crosses the line east - c once and is answered once: 2
    // messages. East takes jobs 1 and 3, c job 2.
    void summaryCountsMessagesAndDomains()
    {
        const CliProcess::Result result = CliProcess::run({"runs", "offers", "1", "--db", db()});
        QCOMPARE(result.exitCode, 0);
        QVERIFY2(result.out.contains("Requests: 3 from 3 jobs\nMessages: 6 (2.00 per request)\n"), qPrintable(result.out));
        QVERIFY(QRegularExpression("\neast +2 +2\n").match(result.out).hasMatch());
        QVERIFY(QRegularExpression("\nc +1 +1\n").match(result.out).hasMatch());
        QVERIFY(result.out.contains("Every request got an offer."));
    }

    // Job 2 fits only c, one hop from its user's domain east.
    void oneJobsOffers()
    {
        const CliProcess::Result result = CliProcess::run({"runs", "offers", "1", "--job", "2", "--db", db()});
        QCOMPARE(result.exitCode, 0);
        QVERIFY2(result.out.contains("Job 2 (4 nodes, estimate 10 s) asked at 0 from domain east\n"
                                     "Reached: east (0 hops), c (1 hop)\nMessages: 2;"),
                 qPrintable(result.out));
        QVERIFY(QRegularExpression("\nc +1 +c +0 +10 +40 +0 +-40 +chosen\n").match(result.out).hasMatch());
    }

    void csvHasOneRowPerRequest()
    {
        const QString csv = m_dir.filePath("market.csv");
        QCOMPARE(CliProcess::run({"runs", "offers", "1", "--csv", csv, "--db", db()}).exitCode, 0);
        const QStringList lines = CliProcess::readFile(csv).split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 4);
        QCOMPARE(lines.at(2), QStringLiteral("2,0,east,2,2,1,c,c,0,40,-40,"));
    }

    void unknownJobAndOtherPoliciesAreErrors()
    {
        const CliProcess::Result noJob = CliProcess::run({"runs", "offers", "1", "--job", "9", "--db", db()});
        QCOMPARE(noJob.exitCode, 1);
        QCOMPARE(noJob.err, QStringLiteral("schedlab-cli: run 1 has no job 9\n"));
        const CliProcess::Result fcfs = CliProcess::run({"run", "--trace", m_dir.filePath("jobs.swf"), "--nodes", "4",
                                                          "--policy", "fcfs", "--db", db()});
        QCOMPARE(fcfs.exitCode, 0);
        const CliProcess::Result notEconomic = CliProcess::run({"runs", "offers", "2", "--db", db()});
        QCOMPARE(notEconomic.exitCode, 2);
        QVERIFY2(notEconomic.err.contains("used policy 'fcfs', which makes no offers"), qPrintable(notEconomic.err));
    }

private:
    QString db() const { return m_dir.filePath("runs.sqlite"); }

    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(CliMarketTest)
#include "CliMarketTest.moc"
