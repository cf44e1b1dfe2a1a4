#include "CompareStore.h"

#include "CliJson.h"
#include "CliProcess.h"

#include "compare/JobDifference.h"
#include "compare/MetricComparison.h"
#include "compare/PivotTable.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace schedlab;
using namespace schedlab::test;

namespace {

// The words of each output line, so a check does not depend on column widths.
QList<QStringList> lineWords(const QString& text)
{
    QList<QStringList> lines;
    for (const QString& line : text.split(QLatin1Char('\n')))
        lines << line.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    return lines;
}

QStringList words(const std::vector<std::string>& cells)
{
    QStringList result;
    for (const std::string& cell : cells)
        result << QString::fromStdString(cell).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    return result;
}

bool hasLine(const QString& text, const QStringList& expected)
{
    return lineWords(text).contains(expected);
}

}  // namespace

class CompareCliTest : public QObject {
    Q_OBJECT

private:
    CompareStore m_store;

    QStringList idArgs() const
    {
        QStringList args;
        for (const std::int64_t id : m_store.ids)
            args << QString::number(id);
        return args;
    }
    CliProcess::Result compare(const QStringList& extra) const
    {
        return CliProcess::run(QStringList{QStringLiteral("runs"), QStringLiteral("compare")} + idArgs() + extra +
                               QStringList{QStringLiteral("--db"), m_store.path});
    }

private slots:
    void printsMetricsAgainstTheReference()
    {
        const auto result = compare({QStringLiteral("--metrics"), QStringLiteral("awrt,utilization")});
        QCOMPARE(result.err, QString());
        QCOMPARE(result.exitCode, 0);
        // By hand: AWRT 1000 / 750 / 800 s, utilization 80 / 88 / 84 %, reference FCFS.
        QVERIFY2(hasLine(result.out, {"awrt", "s", "1000.00", "750.00", "+25.0", "800.00", "+20.0"}),
                 qPrintable(result.out));
        QVERIFY(hasLine(result.out, {"utilization", "%", "80.00", "88.00", "+10.0", "84.00", "+5.0"}));
        QVERIFY(result.out.contains(QStringLiteral("positive = better")));
    }

    void everyMetricAsTheCoreComputesIt()
    {
        const auto result = compare({QStringLiteral("--reference"), QString::number(m_store.ids[1])});
        QCOMPARE(result.exitCode, 0);
        const CsvTable table = MetricComparison(m_store.runs, 1).table();
        for (const auto& row : table.rows())
            QVERIFY2(hasLine(result.out, words(row)), qPrintable(QString::fromStdString(row[0])));
        QVERIFY(hasLine(result.out, {"awrt", "s", "1000.00", "-33.3", "750.00", "800.00", "-6.7"}));
    }

    void pivotByVariant()
    {
        const auto result = compare({QStringLiteral("--pivot"), QStringLiteral("variant"), QStringLiteral("--metric"),
                                     QStringLiteral("awrt")});
        QCOMPARE(result.exitCode, 0);
        QVERIFY2(hasLine(result.out, {"fcfs", "1000.00", "0.0", "800.00", "+20.0", "750.00", "+25.0"}),
                 qPrintable(result.out));
        QVERIFY(hasLine(result.out,
                        {"family", "list", "list", "impr", "%", "conservative", "conservative", "impr", "%", "easy",
                         "easy", "impr", "%"}));
    }

    void jobDifference()
    {
        const auto result = compare({QStringLiteral("--jobs"), QString::number(m_store.ids[0]),
                                     QString::number(m_store.ids[1])});
        QCOMPARE(result.exitCode, 0);
        // Job 4 (submit 20, 2 nodes) starts at 300 under FCFS, at 50 under EASY.
        QVERIFY2(hasLine(result.out, {"4", "20", "2", "300", "50", "-250"}), qPrintable(result.out));
        QVERIFY(hasLine(result.out, {"started", "earlier", "in", "B", "1"}));
        QVERIFY(hasLine(result.out, {"same", "start", "3"}));
        QVERIFY(hasLine(result.out, {"mean", "delta", "s", "-62.50"}));
        QVERIFY(hasLine(result.out, {"earlier", "1-6", "h", "0"}));
        QVERIFY(hasLine(result.out, {"earlier", "1-10", "min", "1"}));
    }

    void json()
    {
        const auto result = compare({QStringLiteral("--json"), QStringLiteral("--metrics"), QStringLiteral("awrt"),
                                     QStringLiteral("--pivot"), QStringLiteral("variant")});
        QCOMPARE(result.exitCode, 0);
        const QJsonObject json = CliJson::parseObject(result.out);
        QCOMPARE(json.value(QStringLiteral("reference")).toInteger(), m_store.ids[0]);
        const QJsonArray improvement =
            json.value(QStringLiteral("metrics")).toArray().at(0).toObject().value(QStringLiteral("improvement")).toArray();
        QCOMPARE(improvement.at(0).toDouble(), 0.0);
        QCOMPARE(improvement.at(1).toDouble(), 25.0);
        QCOMPARE(improvement.at(2).toDouble(), 20.0);
        QCOMPARE(CliJson::strings(json.value(QStringLiteral("pivot")).toObject().value(QStringLiteral("columns"))),
                 (QStringList{"list", "conservative", "easy"}));
    }

    void csvFilesMatchTheCoreTables()
    {
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("cmp.csv"));
        const auto result = compare({QStringLiteral("--csv"), csv, QStringLiteral("--pivot"), QStringLiteral("variant"),
                                     QStringLiteral("--jobs"), QString::number(m_store.ids[0]),
                                     QString::number(m_store.ids[1])});
        QCOMPARE(result.exitCode, 0);
        QCOMPARE(CliProcess::readFile(csv).toStdString(), MetricComparison(m_store.runs, 0).table().toCsv());
        QCOMPARE(CliProcess::readFile(dir.filePath(QStringLiteral("cmp-pivot.csv"))).toStdString(),
                 PivotTable(m_store.runs, "variant", "awrt", 0).table().toCsv());
        const JobDifference difference(m_store.runs[0], m_store.runs[1]);
        QCOMPARE(CliProcess::readFile(dir.filePath(QStringLiteral("cmp-jobs.csv"))).toStdString(),
                 difference.movedTable().toCsv());
        QCOMPARE(CliProcess::readFile(dir.filePath(QStringLiteral("cmp-histogram.csv"))).toStdString(),
                 difference.histogramTable().toCsv());
    }

    void errors()
    {
        // An id that is not in the store: input error naming the store.
        auto result = CliProcess::run({"runs", "compare", QString::number(m_store.ids[0]), "999", "--db", m_store.path});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains(QStringLiteral("has no run 999")), qPrintable(result.err));
        // One run is nothing to compare.
        result = CliProcess::run({"runs", "compare", QString::number(m_store.ids[0]), "--db", m_store.path});
        QCOMPARE(result.exitCode, 2);
        result = compare({QStringLiteral("--metrics"), QStringLiteral("speed")});
        QCOMPARE(result.exitCode, 1);
        QVERIFY(result.err.contains(QStringLiteral("unknown metric 'speed'")));
        result = compare({QStringLiteral("--pivot"), QStringLiteral("colour")});
        QCOMPARE(result.exitCode, 1);
        QVERIFY(result.err.contains(QStringLiteral("unknown dimension 'colour'")));
        result = compare({QStringLiteral("--reference"), QStringLiteral("77")});
        QCOMPARE(result.exitCode, 2);
        // Hand-made run 3 has no jobs: the job difference says so.
        result = compare({QStringLiteral("--jobs"), QString::number(m_store.ids[0]), QString::number(m_store.ids[2])});
        QCOMPARE(result.exitCode, 1);
        QVERIFY(result.err.contains(QStringLiteral("no per-job results")));
    }
};

QTEST_GUILESS_MAIN(CompareCliTest)
#include "CompareCliTest.moc"
