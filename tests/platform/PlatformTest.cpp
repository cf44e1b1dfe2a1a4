// Platform: node offsets, node lookup, and every problem it reports.

#include "platform/Platform.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace schedlab;

namespace {

// True when exactly one problem is reported and it contains `fragment`.
bool onlyProblemMentions(const Platform& platform, const std::string& fragment)
{
    const std::vector<std::string> problems = platform.problems();
    return problems.size() == 1 && problems.front().find(fragment) != std::string::npos;
}

std::string problemsText(const Platform& platform)
{
    std::string text;
    for (const std::string& p : platform.problems()) {
        text += p + "; ";
    }
    return text;
}

}  // namespace

class PlatformTest : public QObject {
    Q_OBJECT

private slots:
    void offsetsAndTotals()
    {
        const Platform p("three", {{"a", 4, 1.0}, {"b", 2, 1.0}, {"c", 10, 2.0}});
        QCOMPARE(p.machineCount(), 3);
        QCOMPARE(p.totalNodes(), 16);
        QCOMPARE(p.firstNode(0), 0);
        QCOMPARE(p.firstNode(1), 4);
        QCOMPARE(p.firstNode(2), 6);
        QCOMPARE(p.largestMachineNodes(), 10);
        QVERIFY(p.problems().empty());
    }

    void machineOfNode()
    {
        const Platform p("three", {{"a", 4, 1.0}, {"b", 2, 1.0}, {"c", 10, 1.0}});
        const std::vector<std::pair<NodeId, MachineIndex>> expected = {
            {0, 0}, {3, 0}, {4, 1}, {5, 1}, {6, 2}, {15, 2}, {16, kNoMachine}, {-1, kNoMachine}};
        for (const auto& [node, machine] : expected) {
            QCOMPARE(p.machineOfNode(node), machine);
        }
        QCOMPARE(Platform().machineOfNode(0), kNoMachine);
    }

    void nodesPerMachineSplitsRanges()
    {
        const Platform p("three", {{"a", 4, 1.0}, {"b", 2, 1.0}, {"c", 10, 1.0}});
        const std::vector<MachineShare> shares = p.nodesPerMachine(NodeSet::parse("2-7 9 30"));
        QCOMPARE(shares.size(), std::size_t(3));
        QVERIFY((shares[0] == MachineShare{0, 2}));
        QVERIFY((shares[1] == MachineShare{1, 2}));
        QVERIFY((shares[2] == MachineShare{2, 3}));  // 6, 7 and 9; 30 is outside
        QVERIFY(p.nodesPerMachine(NodeSet()).empty());
    }

    void validPlatformHasNoProblems()
    {
        QVERIFY(Platform("one", {{"x", 1, 0.5}}).problems().empty());
        QVERIFY(Platform("big", {{"x", Platform::kMaxNodes, 1.0}}).problems().empty());
    }

    void noMachines()
    {
        const Platform empty("empty", {});
        QVERIFY2(onlyProblemMentions(empty, "platform \"empty\": a platform needs at least one machine"),
                 problemsText(empty).c_str());
    }

    void nodeCountTooSmall()
    {
        const Platform p("p", {{"a", 4, 1.0}, {"b", 0, 1.0}, {"c", -3, 1.0}});
        const std::vector<std::string> problems = p.problems();
        QCOMPARE(problems.size(), std::size_t(2));
        QCOMPARE(problems[0], std::string("machine 1 (\"b\"): node count must be at least 1, got 0"));
        QCOMPARE(problems[1], std::string("machine 2 (\"c\"): node count must be at least 1, got -3"));
    }

    void nodeCountTooLarge()
    {
        const Platform p("p", {{"huge", Platform::kMaxNodes + 1, 1.0}});
        const std::vector<std::string> problems = p.problems();
        QCOMPARE(problems.size(), std::size_t(2));  // the machine, and the total
        QCOMPARE(problems[0], std::string("machine 0 (\"huge\"): node count must be at most 10000000, got 10000001"));
        QCOMPARE(problems[1],
                 std::string("platform \"p\": total node count must be at most 10000000, got 10000001"));
    }

    void totalTooLarge()
    {
        const int half = Platform::kMaxNodes / 2 + 1;
        const Platform p("p", {{"a", half, 1.0}, {"b", half, 1.0}});
        QVERIFY2(onlyProblemMentions(p, "platform \"p\": total node count must be at most 10000000, got 10000002"),
                 problemsText(p).c_str());
    }

    void badSpeed_data()
    {
        QTest::addColumn<double>("speed");
        QTest::addColumn<QString>("shown");
        QTest::newRow("zero") << 0.0 << "0";
        QTest::newRow("negative") << -1.5 << "-1.5";
        QTest::newRow("nan") << std::numeric_limits<double>::quiet_NaN() << "nan";
        QTest::newRow("infinite") << std::numeric_limits<double>::infinity() << "inf";
    }

    void badSpeed()
    {
        QFETCH(double, speed);
        QFETCH(QString, shown);
        const Platform p("p", {{"a", 4, 1.0}, {"slow", 4, speed}});
        const std::vector<std::string> problems = p.problems();
        QCOMPARE(problems.size(), std::size_t(1));
        QCOMPARE(problems[0],
                 "machine 1 (\"slow\"): speed must be a finite number > 0, got " + shown.toStdString());
    }

    void emptyAndDuplicateNames()
    {
        const Platform p("p", {{"a", 4, 1.0}, {"", 4, 1.0}, {"a", 4, 1.0}});
        const std::vector<std::string> problems = p.problems();
        QCOMPARE(problems.size(), std::size_t(2));
        QCOMPARE(problems[0], std::string("machine 1 (\"\"): machine name must not be empty"));
        QCOMPARE(problems[1],
                 std::string("machine 2 (\"a\"): duplicate machine name \"a\", also used by machine 0"));

        const std::vector<PlatformProblem> details = p.problemDetails();
        QCOMPARE(details[1].machine, 2);
        QCOMPARE(details[1].field, std::string("name"));
    }
};

QTEST_APPLESS_MAIN(PlatformTest)
#include "PlatformTest.moc"
