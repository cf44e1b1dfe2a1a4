// `policies`, `platforms` and `inspect`: what the catalogue and a trace
// summary print, as text and JSON.

#include "CliJson.h"
#include "CliProcess.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

namespace {

using CliJson::parseObject;

QString skips()
{
    return CliProcess::dataFile("cli-skips.swf");
}

}  // namespace

class CliCatalogTest : public QObject {
    Q_OBJECT

private slots:
    void policiesJsonListsTheFourPolicies();
    void policiesTextShowsEachPolicy();
    void platformsJsonHasCtcPresets();
    void platformsTextTable();
    void inspectReportsSkipsWithLines();
    void inspectJsonCountsEveryReason();
    void inspectShowsHeaderFields();
};

void CliCatalogTest::policiesJsonListsTheFourPolicies()
{
    const CliProcess::Result result = CliProcess::run({"policies", "--json"});
    QCOMPARE(result.exitCode, 0);
    const QJsonArray policies = parseObject(result.out)["policies"].toArray();
    QStringList names;
    for (const QJsonValue& value : policies) {
        const QJsonObject policy = value.toObject();
        names << policy["name"].toString();
        QVERIFY(!policy["title"].toString().isEmpty());
        QVERIFY(!policy["description"].toString().isEmpty());
        QVERIFY(policy["reference"].toString().contains(QRegularExpression(R"(^(Yahyapour \(2002\)|Schwiegelshohn|Wiriyaprasit \(2004\)|Vanderster \(2008\)|Phosphorus D5\.2))")));
        QVERIFY(policy["parameters"].isArray());
        QVERIFY(policy["needsEstimates"].isBool());
    }
    QCOMPARE(names.mid(0, 4), QStringList({"fcfs", "easy", "conservative", "garey-graham"}));
    QVERIFY(names.contains("pfcfs-best128"));
    QVERIFY(names.contains("economic"));
    QCOMPARE(policies.at(0).toObject()["needsEstimates"].toBool(), false);
    QCOMPARE(policies.at(1).toObject()["needsEstimates"].toBool(), true);
}

void CliCatalogTest::policiesTextShowsEachPolicy()
{
    const CliProcess::Result result = CliProcess::run({"policies"});
    QCOMPARE(result.exitCode, 0);
    const QStringList lines = result.out.split('\n');
    QCOMPARE(lines.value(0), "fcfs - First come, first served");
    QVERIFY(lines.contains("easy - FCFS with EASY backfilling"));
    QVERIFY(lines.contains("conservative - FCFS with conservative backfilling"));
    QVERIFY(lines.contains("garey-graham - Garey & Graham list scheduling"));
    QVERIFY(lines.contains("  Reference: Yahyapour (2002), ch. 2; needs run-time estimates: no"));
}

void CliCatalogTest::platformsJsonHasCtcPresets()
{
    const CliProcess::Result result = CliProcess::run({"platforms", "--json"});
    QCOMPARE(result.exitCode, 0);
    QHash<QString, int> nodes;
    QHash<QString, int> machines;
    for (const QJsonValue& value : parseObject(result.out)["presets"].toArray()) {
        const QJsonObject preset = value.toObject();
        int total = 0;
        const QJsonArray list = preset["platform"].toObject()["machines"].toArray();
        for (const QJsonValue& machine : list)
            total += machine.toObject()["nodes"].toInt();
        nodes[preset["name"].toString()] = total;
        machines[preset["name"].toString()] = int(list.size());
    }
    QCOMPARE(nodes.value("ctc-sp2"), 338);
    QCOMPARE(nodes.value("ctc-sp2-430"), 430);
    QCOMPARE(nodes.value("m128"), 512);
    QCOMPARE(machines.value("m128"), 4);
    QCOMPARE(machines.value("m64"), 18);
}

void CliCatalogTest::platformsTextTable()
{
    const CliProcess::Result result = CliProcess::run({"platforms"});
    QCOMPARE(result.exitCode, 0);
    const QStringList lines = result.out.split('\n');
    // The columns are as wide as phosphorus-f3-multi and phosphorus-f3's machines.
    QVERIFY(lines.value(0).startsWith("preset               nodes  machines                                       description"));
    QVERIFY(lines.value(2).startsWith("ctc-sp2                338  1 x 338                                        CTC IBM SP2"));
    QVERIFY(result.out.contains("\nm64                    512  4 x 64 + 6 x 32 + 8 x 8                        Grid"));
    QVERIFY(result.out.contains("\nvanderster-small        60  1 x 4 + 1 x 8 + 1 x 16 + 1 x 32                Utility grid"));
    QVERIFY(result.out.contains("\nphosphorus-f3            3  1 x 1 @780000 + 1 x 1 @520000 + 1 x 1 @260000  QoS grid F3"));
}

void CliCatalogTest::inspectReportsSkipsWithLines()
{
    const CliProcess::Result result = CliProcess::run({"inspect", skips()});
    QCOMPARE(result.err, QString());
    QCOMPARE(result.exitCode, 0);
    const QStringList lines = result.out.split('\n');
    QCOMPARE(lines.value(0), "Trace         " + skips());
    QCOMPARE(lines.value(1), "Jobs          3 loaded from 7 records, 4 skipped");
    QVERIFY(lines.contains("Offered load  1.3750 (work / (8 nodes x submit span))"));  // 330 / (8 x 30)
    const QString reportTail = "Load report\n" + skips() + ": 7 records in 9 lines; 3 jobs loaded, 4 skipped\n"
        "  skipped: 1 x wrong number of fields (SWF has 18; sacct output, as many as its header line)\n"
        "    " + skips() + ":4: record has 15 fields, expected 18\n"
        "  skipped: 1 x a field is not a number\n"
        "    " + skips() + ":5: field 4 (run time) is not an integer: 'abc'\n"
        "  skipped: 1 x unknown run time (field 4 is -1)\n"
        "    " + skips() + ":6: field 4 (run time) is -1\n"
        "  skipped: 1 x no processors (SWF fields 5 and 8 unknown, zero or negative; native \"nodes\")\n"
        "    " + skips() + ":7: fields 5 and 8 (allocated and requested processors) are 0 and 0\n"
        "  warning: 1 x unknown requested time (SWF field 9, native \"estimate\", sacct Timelimit); run time used as estimate\n"
        "    " + skips() + ":8: field 9 (requested time) is -1\n"
        "  warning: 1 x run time longer than the estimate (SWF field 4 > field 9)\n"
        "    " + skips() + ":9: field 4 (run time) 80 exceeds field 9 (requested time) 60\n";
    QVERIFY2(result.out.endsWith(reportTail), qPrintable(result.out));
}

void CliCatalogTest::inspectJsonCountsEveryReason()
{
    const CliProcess::Result result = CliProcess::run({"inspect", skips(), "--json"});
    QCOMPARE(result.exitCode, 0);
    const QJsonObject json = parseObject(result.out);
    const QJsonObject report = json["loadReport"].toObject();
    QCOMPARE(report["recordsRead"].toInt(), 7);
    QCOMPARE(report["jobsLoaded"].toInt(), 3);
    QCOMPARE(report["skipped"].toInt(), 4);
    QStringList seen;
    for (const QJsonValue& value : report["issues"].toArray()) {
        const QJsonObject issue = value.toObject();
        const QJsonObject example = issue["examples"].toArray().at(0).toObject();
        seen << QStringLiteral("%1 %2 %3 %4")
                    .arg(issue["key"].toString())
                    .arg(issue["count"].toInt())
                    .arg(issue["skipped"].toBool() ? "skip" : "keep")
                    .arg(example["line"].toInt());
    }
    QCOMPARE(seen, QStringList({"wrong-field-count 1 skip 4", "non-numeric-field 1 skip 5",
                                "unknown-run-time 1 skip 6", "no-nodes 1 skip 7",
                                "estimate-missing 1 keep 8", "run-time-exceeds-estimate 1 keep 9"}));
    const QJsonObject stats = json["statistics"].toObject();
    QCOMPARE(stats["jobs"].toInt(), 3);
    QCOMPARE(stats["submitSpan"].toInt(), 30);
    QCOMPARE(stats["work"].toDouble(), 330.0);  // 2 x 100 + 1 x 50 + 1 x 80
    QCOMPARE(stats["offeredLoad"].toDouble(), 1.375);
    QCOMPARE(stats["overrunningJobs"].toInt(), 1);
    QCOMPARE(stats["runTime"].toObject()["median"].toDouble(), 80.0);
    QCOMPARE(json["header"].toObject()["maxProcs"].toInt(), 8);
}

void CliCatalogTest::inspectShowsHeaderFields()
{
    const CliProcess::Result result = CliProcess::run({"inspect", CliProcess::dataFile("cli-tiny.swf")});
    QCOMPARE(result.exitCode, 0);
    const QString expected =
        "Header\n"
        "  Version         2.2\n"
        "  Computer        SchedLab CLI test machine\n"
        "  Installation    hand-made for tests/cli\n"
        "  MaxNodes        4\n"
        "  MaxProcs        4\n"
        "  UnixStartTime   0 (1970-01-01 00:00:00 UTC)\n"
        "  TimeZoneString  UTC\n"
        "  Note            four jobs on four nodes; FCFS and EASY decide differently at t=20\n"
        "  Note            job 2 needs the whole machine and blocks jobs 3 and 4 under FCFS\n"
        "Submissions       first 0 s, last 30 s, span 30.0 s\n"
        "Work              450 node-seconds (nodes x run time)\n"
        "Overrunning       0 jobs run longer than their estimate\n"
        "Offered load      3.7500 (work / (4 nodes x submit span))\n"
        "\n"
        "                min  median  mean    max\n"
        "----------------------------------------\n"
        "width (nodes)   1.0     2.0   2.2    4.0\n"
        "run time (s)   10.0    40.0  47.5  100.0\n"
        "estimate (s)   20.0    80.0  95.0  200.0\n";
    QVERIFY2(result.out.contains(expected), qPrintable(result.out));
}

QTEST_GUILESS_MAIN(CliCatalogTest)
#include "CliCatalogTest.moc"
