// PlatformJson: round trips, files, and one test per error message.

#include "platform/AdaptiveGridPlatforms.h"
#include "platform/PlatformCatalog.h"
#include "platform/PlatformJson.h"

#include <QTemporaryDir>
#include <QTest>

using namespace schedlab;

namespace {

int countOf(const std::string& text, const std::string& part)
{
    int count = 0;
    for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1))
        ++count;
    return count;
}

const std::string kDataDir = SCHEDLAB_TEST_DATA_DIR;

// The message fromJson raises for `text`, or "" when it is accepted.
std::string errorOf(const std::string& text)
{
    try {
        (void)PlatformJson::fromJson(text, "test.json");
    } catch (const PlatformError& e) {
        return e.what();
    }
    return {};
}

}  // namespace

class PlatformJsonTest : public QObject {
    Q_OBJECT

private slots:
    void roundTripPresets()
    {
        for (const PlatformPreset& preset : PlatformCatalog::presets()) {
            const Platform original = *PlatformCatalog::preset(preset.name);
            const Platform copy = PlatformJson::fromJson(PlatformJson::toJson(original), preset.name);
            QVERIFY2(copy == original, preset.name.c_str());
        }
    }

    void roundTripKeepsSpeedsAndOrder()
    {
        const Platform original("mixed", {{"b", 3, 0.75}, {"a", 5, 1.0}, {"c", 1, 3.125}});
        const std::string text = PlatformJson::toJson(original);
        QVERIFY(text.find("\"name\": \"mixed\"") < text.find("\"machines\""));
        const Platform copy = PlatformJson::fromJson(text, "mixed.json");
        QVERIFY(copy == original);
        QCOMPARE(copy.totalNodes(), 9);
    }

    // The local queue is written only where a site puts local jobs first.
    void localFirstQueueRoundTrips()
    {
        const Platform grid = AdaptiveGridPlatforms::make(2, 3);
        const std::string text = PlatformJson::toJson(grid);
        QCOMPARE(countOf(text, "\"queue\": \"local-first\""), 3);
        QVERIFY(PlatformJson::fromJson(text, "grid.json") == grid);
        QCOMPARE(grid.machine(2).queue, LocalQueue::LocalFirst);
        QCOMPARE(grid.machine(3).queue, LocalQueue::Single);
        QCOMPARE(grid.machine(0).speed, 700.0);
        QVERIFY(PlatformJson::toJson(AdaptiveGridPlatforms::make(2, 0)).find("queue") == std::string::npos);
        QCOMPARE(PlatformCatalog::preset("wiriyaprasit-3-q4")->machine(4).speed, 700.0);
        QVERIFY(!PlatformCatalog::preset("wiriyaprasit-4-q1"));
    }

    // A domain is written only where a machine names one (economic
    // scheduling, Yahyapour (2002), ch. 6).
    void domainRoundTrips()
    {
        Machine a{"a", 2, 1.0};
        a.domain = "east";
        const Platform platform("p", {a, Machine{"b", 2, 1.0}});
        const std::string text = PlatformJson::toJson(platform);
        QCOMPARE(countOf(text, "\"domain\": \"east\""), 1);
        QCOMPARE(countOf(text, "\"domain\""), 1);
        QVERIFY(PlatformJson::fromJson(text, "p.json") == platform);
    }

    // A QoS type is written only where a machine has one (qos-gsbe,
    // Phosphorus D5.2, 2007, §3), and read back; a wrong one is an input
    // error naming the field.
    void qosTypeRoundTrips()
    {
        Machine a{"a", 1, 780'000};
        a.qosType = "gs-be-equal";
        const Platform platform("p", {a, Machine{"b", 1, 260'000}});
        const std::string text = PlatformJson::toJson(platform);
        QCOMPARE(countOf(text, "\"qos-type\": \"gs-be-equal\""), 1);
        QCOMPARE(countOf(text, "\"qos-type\""), 1);
        QVERIFY(PlatformJson::fromJson(text, "p.json") == platform);
        try {
            static_cast<void>(PlatformJson::fromJson(
                R"({"name": "p", "machines": [{"name": "a", "nodes": 1, "qos-type": "fast"}]})", "q.json"));
            QFAIL("a QoS type of 'fast' was accepted");
        } catch (const std::exception& error) {
            QVERIFY2(std::string(error.what()).find("q.json: machines[0].qos-type: must be \"gs\"") !=
                         std::string::npos,
                     error.what());
        }
        Machine wrong{"w", 1, 1.0};
        wrong.qosType = "fast";
        QVERIFY(!Platform("p", {wrong}).problemDetails().empty());
    }

    // A bandwidth and a scratch disk (Vanderster 2008, ch. 6) are written
    // only where set, read back, and a negative disk names its field.
    void bandwidthAndDiskRoundTrip()
    {
        Machine a{"a", 16, 1.0};
        a.bandwidthMBps = 6.25;
        a.diskGB = 100;
        const Platform platform("p", {a, Machine{"b", 32, 1.0}});
        const std::string text = PlatformJson::toJson(platform);
        QCOMPARE(countOf(text, "\"bandwidth\": 6.25"), 1);
        QCOMPARE(countOf(text, "\"disk\": 100"), 1);
        QCOMPARE(countOf(text, "\"disk\""), 1);
        const Platform copy = PlatformJson::fromJson(text, "p.json");
        QVERIFY(copy == platform);
        QCOMPARE(copy.machine(0).diskGB, 100.0);
        QCOMPARE(copy.machine(1).diskGB, 0.0);
        QCOMPARE(errorOf(R"({"name": "p", "machines": [{"name": "a", "nodes": 1, "disk": -1}]})"),
                 std::string("test.json: machines[0].disk: disk must be a finite number >= 0 (GB; 0: no limit), "
                             "got -1"));
    }

    void speedDefaultsToOne()
    {
        const Platform p = PlatformJson::fromJson(R"({"name": "p", "machines": [{"name": "a", "nodes": 4}]})", "p");
        QCOMPARE(p.machine(0).speed, 1.0);
        // Whole numbers are numbers too.
        const Platform q =
            PlatformJson::fromJson(R"({"name": "q", "machines": [{"name": "a", "nodes": 4, "speed": 2}]})", "q");
        QCOMPARE(q.machine(0).speed, 2.0);
    }

    void loadDataFile()
    {
        const Platform p = PlatformJson::loadFile(kDataDir + "/platform-three-sites.json");
        QCOMPARE(p.name(), std::string("three-sites"));
        QCOMPARE(p.machineCount(), 3);
        QCOMPARE(p.totalNodes(), 352);
        QCOMPARE(p.machine(1).speed, 1.0);
        QCOMPARE(p.machine(2).speed, 2.5);
        QCOMPARE(p.firstNode(2), 320);
    }

    void saveAndLoadFile()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string path = dir.filePath("m384.json").toStdString();
        const Platform original = *PlatformCatalog::preset("m384");
        PlatformJson::saveFile(original, path);
        QVERIFY(PlatformJson::loadFile(path) == original);
    }

    void malformedFileNamesPathAndLine()
    {
        // The first error is the '}' after a trailing comma in machines[0].
        const std::string path = kDataDir + "/platform-broken.json";
        try {
            (void)PlatformJson::loadFile(path);
            QFAIL("a malformed file was accepted");
        } catch (const PlatformError& e) {
            const std::string message = e.what();
            QVERIFY2(message.rfind(path + ": not valid JSON at line 4, column 31 (byte 69): ", 0) == 0, e.what());
        }
    }

    void malformedText()
    {
        // The stray '}' is byte 16 (1-based): line 2, column 4.
        const std::string message = errorOf("{\"name\": 1,\n   }");
        QVERIFY2(message.rfind("test.json: not valid JSON at line 2, column 4 (byte 16): ", 0) == 0,
                 message.c_str());
        QVERIFY2(errorOf("").rfind("test.json: not valid JSON at line 1, column 1 (byte ", 0) == 0,
                 errorOf("").c_str());
    }

    // 100,000 nested arrays crashed the error message's dump(); 1e400 was an
    // "internal error". Both are input errors now, in one line.
    void deepNestingAndHugeNumbersAreInputErrors()
    {
        const std::string deep = std::string(100000, '[') + std::string(100000, ']');
        QCOMPARE(errorOf(deep), std::string("test.json: JSON nested more than 64 levels deep at line 1, column 65"));
        QCOMPARE(errorOf(R"({"name": "x", "machines": [{"nodes": 1e400}]})"),
                 std::string("test.json: a number is out of range: [json.exception.out_of_range.406] number overflow "
                             "parsing '1e400'"));
        // 64 levels still parse (and then fail as a platform, not as JSON).
        const std::string fine = std::string(63, '[') + std::string(63, ']');
        QVERIFY2(errorOf(fine).find("nested") == std::string::npos, errorOf(fine).c_str());
    }

    void missingFile()
    {
        const std::string path = kDataDir + "/platform-does-not-exist.json";
        QVERIFY_THROWS_EXCEPTION(PlatformError, (void)PlatformJson::loadFile(path));
        try {
            (void)PlatformJson::loadFile(path);
        } catch (const PlatformError& e) {
            QVERIFY2(std::string(e.what()).rfind(path + ": cannot open: ", 0) == 0, e.what());
        }
    }

    void unwritableFile()
    {
        const std::string path = kDataDir + "/no-such-folder/platform.json";
        try {
            PlatformJson::saveFile(*PlatformCatalog::preset("m128"), path);
            QFAIL("saving into a missing folder succeeded");
        } catch (const PlatformError& e) {
            QVERIFY2(std::string(e.what()).rfind(path + ": cannot write: ", 0) == 0, e.what());
        }
    }

    void fieldErrors_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("error");
        const QString one = R"({"name": "a", "nodes": 4})";
        QTest::newRow("top level not an object")
            << "[1, 2]" << R"(test.json: the top level must be an object {"name": ..., "machines": [...]})";
        QTest::newRow("unknown top-level field")
            << R"({"name": "p", "machines": [], "comment": 1})" << "test.json: comment: unknown field";
        QTest::newRow("name missing") << R"({"machines": [{"name": "a", "nodes": 4}]})" << "test.json: name: missing";
        QTest::newRow("unknown queue")
            << R"({"name": "p", "machines": [{"name": "a", "nodes": 4, "queue": "dual"}]})"
            << R"(test.json: machines[0].queue: must be "single" or "local-first", got "dual")";
        QTest::newRow("domain not a string")
            << R"({"name": "p", "machines": [{"name": "a", "nodes": 4, "domain": 3}]})"
            << "test.json: machines[0].domain: must be a string, got 3";
        QTest::newRow("name not a string")
            << R"({"name": 7, "machines": [{"name": "a", "nodes": 4}]})" << "test.json: name: must be a string, got 7";
        QTest::newRow("machines missing") << R"({"name": "p"})" << "test.json: machines: missing";
        QTest::newRow("machines not an array")
            << R"({"name": "p", "machines": {"a": 1}})"
            << R"(test.json: machines: must be an array of machines, got {"a":1})";
        QTest::newRow("no machines")
            << R"({"name": "p", "machines": []})" << "test.json: machines: a platform needs at least one machine";
        QTest::newRow("machine not an object")
            << R"({"name": "p", "machines": [)" + one + R"(, 12]})"
            << R"(test.json: machines[1]: must be an object {"name": ..., "nodes": ...}, got 12)";
        QTest::newRow("unknown machine field")
            << R"({"name": "p", "machines": [{"name": "a", "nodes": 4, "sped": 2}]})"
            << "test.json: machines[0].sped: unknown field";
        QTest::newRow("machine name missing")
            << R"({"name": "p", "machines": [)" + one + R"(, {"nodes": 4}]})" << "test.json: machines[1].name: missing";
        QTest::newRow("machine name not a string")
            << R"({"name": "p", "machines": [{"name": null, "nodes": 4}]})"
            << "test.json: machines[0].name: must be a string, got null";
        QTest::newRow("machine name empty")
            << R"({"name": "p", "machines": [{"name": "", "nodes": 4}]})"
            << "test.json: machines[0].name: machine name must not be empty";
        QTest::newRow("duplicate machine name")
            << R"({"name": "p", "machines": [)" + one + "," + one + R"(, {"name": "a", "nodes": 2}]})"
            << R"(test.json: machines[1].name: duplicate machine name "a", also used by machine 0)";
        QTest::newRow("nodes missing")
            << R"({"name": "p", "machines": [)" + one + "," + QString(one).replace("\"a\"", "\"b\"")
                   + R"(, {"name": "c"}]})"
            << "test.json: machines[2].nodes: missing";
        QTest::newRow("nodes fractional")
            << R"({"name": "p", "machines": [{"name": "a", "nodes": 4.5}]})"
            << "test.json: machines[0].nodes: must be a whole number from 1 to 10000000, got 4.5";
        QTest::newRow("nodes a string")
            << R"({"name": "p", "machines": [{"name": "a", "nodes": "4"}]})"
            << R"(test.json: machines[0].nodes: must be a whole number from 1 to 10000000, got "4")";
        QTest::newRow("nodes negative")
            << R"({"name": "p", "machines": [{"name": "a", "nodes": 4}, {"name": "b", "nodes": 8},)"
                   R"( {"name": "c", "nodes": -4}]})"
            << "test.json: machines[2].nodes: node count must be at least 1, got -4";
        QTest::newRow("nodes zero")
            << R"({"name": "p", "machines": [{"name": "a", "nodes": 0}]})"
            << "test.json: machines[0].nodes: node count must be at least 1, got 0";
        QTest::newRow("nodes above the bound")
            << R"({"name": "p", "machines": [{"name": "a", "nodes": 10000001}]})"
            << "test.json: machines[0].nodes: node count must be at most 10000000, got 10000001";
        QTest::newRow("nodes beyond int")
            << R"({"name": "p", "machines": [{"name": "a", "nodes": 1000000000000}]})"
            << "test.json: machines[0].nodes: must be a whole number from 1 to 10000000, got 1000000000000";
        QTest::newRow("nodes far below int")
            << R"({"name": "p", "machines": [{"name": "a", "nodes": -1000000000000}]})"
            << "test.json: machines[0].nodes: must be a whole number from 1 to 10000000, got -1000000000000";
        QTest::newRow("total above the bound")
            << R"({"name": "p", "machines": [{"name": "a", "nodes": 6000000}, {"name": "b", "nodes": 6000000}]})"
            << "test.json: machines: total node count must be at most 10000000, got 12000000";
        QTest::newRow("speed not a number")
            << R"({"name": "p", "machines": [{"name": "a", "nodes": 4, "speed": "fast"}]})"
            << R"(test.json: machines[0].speed: must be a number, got "fast")";
        QTest::newRow("speed zero")
            << R"({"name": "p", "machines": [{"name": "a", "nodes": 4, "speed": 0}]})"
            << "test.json: machines[0].speed: speed must be a finite number > 0, got 0";
        QTest::newRow("speed negative")
            << R"({"name": "p", "machines": [{"name": "a", "nodes": 4}, {"name": "b", "nodes": 4, "speed": -0.5}]})"
            << "test.json: machines[1].speed: speed must be a finite number > 0, got -0.5";
    }

    void fieldErrors()
    {
        QFETCH(QString, json);
        QFETCH(QString, error);
        QCOMPARE(errorOf(json.toStdString()), error.toStdString());
    }
};

QTEST_APPLESS_MAIN(PlatformJsonTest)
#include "PlatformJsonTest.moc"
