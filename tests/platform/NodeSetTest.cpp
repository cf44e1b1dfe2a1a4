// NodeSet: canonical ranges, lookups, and the Batsim interval-set text form.

#include "model/NodeSet.h"

#include <QTest>

#include <stdexcept>

using namespace schedlab;

class NodeSetTest : public QObject {
    Q_OBJECT

private slots:
    void emptySet()
    {
        const NodeSet set;
        QVERIFY(set.empty());
        QCOMPARE(set.size(), 0);
        QVERIFY(!set.contains(0));
        QCOMPARE(set.toString(), std::string());
        QVERIFY(NodeSet::parse("") == set);
        QVERIFY(set.ids().empty());
    }

    void addMergesAdjacentIds()
    {
        NodeSet set;
        set.add(0);
        set.add(1);
        set.add(2);
        set.add(5);
        set.addRange(6, 8);
        set.addRange(10, 10);
        QCOMPARE(set.ranges().size(), std::size_t(3));
        QVERIFY((set.ranges()[0] == NodeSet::Range{0, 2}));
        QVERIFY((set.ranges()[1] == NodeSet::Range{5, 8}));
        QVERIFY((set.ranges()[2] == NodeSet::Range{10, 10}));
        QCOMPARE(set.size(), 8);
    }

    void outOfOrderAddsStayCanonical()
    {
        NodeSet set;
        set.addRange(10, 12);
        set.addRange(0, 1);
        set.add(3);
        set.addRange(2, 2);   // bridges 0-1 and 3
        set.addRange(11, 14);  // overlaps 10-12
        set.add(4);
        QCOMPARE(set.toString(), std::string("0-4 10-14"));
        QVERIFY(set == NodeSet::parse("0-4 10-14"));
    }

    void fromIdsSortsAndDeduplicates()
    {
        const NodeSet set = NodeSet::fromIds({8, 3, 1, 2, 0, 8, 2});
        QCOMPARE(set.toString(), std::string("0-3 8"));
        QCOMPARE(set.size(), 5);
        QCOMPARE(set.ids(), (std::vector<NodeId>{0, 1, 2, 3, 8}));
    }

    void containsUsesRanges()
    {
        const NodeSet set = NodeSet::parse("0-3 8 20-29");
        for (const NodeId id : {0, 1, 3, 8, 20, 25, 29}) {
            QVERIFY2(set.contains(id), std::to_string(id).c_str());
        }
        for (const NodeId id : {-1, 4, 7, 9, 19, 30, 1000}) {
            QVERIFY2(!set.contains(id), std::to_string(id).c_str());
        }
    }

    void toStringBatsimForm()
    {
        QCOMPARE(NodeSet::fromIds({0, 1, 2, 3, 8}).toString(), std::string("0-3 8"));
        QCOMPARE(NodeSet::fromIds({7}).toString(), std::string("7"));
        QCOMPARE(NodeSet::fromIds({4, 5}).toString(), std::string("4-5"));
        QCOMPARE(NodeSet::fromIds({1, 3, 5}).toString(), std::string("1 3 5"));
    }

    void parseRoundTrips()
    {
        for (const char* text : {"0", "0-3 8", "1 3 5", "0-1023", "2-3 7-9 100 2147483647"}) {
            QCOMPARE(NodeSet::parse(text).toString(), std::string(text));
        }
        // Extra spaces and adjacent ranges are accepted and normalized.
        QCOMPARE(NodeSet::parse("  0-1  2-3 8 ").toString(), std::string("0-3 8"));
    }

    void parseRejectsBadTokens_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("token");
        QTest::newRow("letters") << "0-3 x" << "\"x\"";
        QTest::newRow("negative") << "-3" << "\"-3\"";
        QTest::newRow("open range") << "4-" << "\"4-\"";
        QTest::newRow("two dashes") << "1-2-3" << "\"1-2-3\"";
        QTest::newRow("reversed") << "0 9-5" << "\"9-5\"";
        QTest::newRow("overflow") << "99999999999" << "\"99999999999\"";
        QTest::newRow("comma") << "1,2" << "\"1,2\"";
    }

    void parseRejectsBadTokens()
    {
        QFETCH(QString, text);
        QFETCH(QString, token);
        try {
            (void)NodeSet::parse(text.toStdString());
            QFAIL("parse accepted an invalid set");
        } catch (const std::invalid_argument& e) {
            QVERIFY2(std::string(e.what()).find(token.toStdString()) != std::string::npos, e.what());
        }
    }

    void addRejectsImpossibleRanges()
    {
        NodeSet set;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, set.addRange(5, 4));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, set.add(-1));
        QVERIFY(set.empty());
    }
};

QTEST_APPLESS_MAIN(NodeSetTest)
#include "NodeSetTest.moc"
