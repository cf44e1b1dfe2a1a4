#include "CliProcess.h"

#include <QDir>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

namespace {

QString describe(const CliProcess::Result& result)
{
    return QStringLiteral("exit %1\nstdout:\n%2\nstderr:\n%3").arg(result.exitCode).arg(result.out, result.err);
}

// The tables a `study run` or `study show` printed: from the line after the
// blank line that ends the header to the CSV line or the wall time.
QString tablesOf(const QString& out)
{
    const qsizetype begin = out.indexOf(QStringLiteral("\n\n"));
    qsizetype end = out.indexOf(QStringLiteral("\nWrote "));
    if (end < 0)
        end = out.indexOf(QStringLiteral("\nWall time: "));
    if (end < 0)
        end = out.size();
    // Trimmed: what follows the last table (a blank line, then the wall
    // time or nothing) is not part of the tables.
    return begin < 0 ? QString() : out.mid(begin + 2, end - begin - 2).trimmed();
}

// The cells of a printed table line: columns are separated by two or more spaces.
QStringList cells(const QString& line)
{
    return line.trimmed().split(QRegularExpression(QStringLiteral("\\s{2,}")));
}

// The rows (header first) of the printed table with this title.
QList<QStringList> printedTable(const QString& tables, const QString& title)
{
    const QStringList lines = tables.split('\n');
    const qsizetype start = lines.indexOf(title);
    QList<QStringList> rows;
    if (start < 0)
        return rows;
    qsizetype i = start + 1;
    while (i < lines.size() && lines[i].startsWith(QStringLiteral("  ")))  // the note
        ++i;
    for (; i < lines.size() && !lines[i].isEmpty(); ++i) {
        if (!lines[i].startsWith('-'))
            rows.append(cells(lines[i]));
    }
    return rows;
}

const QString kKnownStudies = QStringLiteral(
    "algorithms-256, pfcfs-months, grid-overhead, grid-configurations, economic, adaptive-mct, adaptive-wmct, "
    "adaptive-weight, utility-random, utility-npaci, utility-grids, utility-workloads, utility-speeds, utility-sensitivity, utility-pb, utility-data, utility-ft, qos-f1, qos-f1-variants, qos-f2, qos-f3, qos-f4");

}  // namespace

class StudyCliTest : public QObject {
    Q_OBJECT

private slots:
    void init() { QVERIFY(m_dir.isValid()); }

    void helpAndList()
    {
        auto result = CliProcess::run({"study", "--help"});
        QCOMPARE(result.exitCode, 0);
        for (const char* subcommand : {"  list ", "  run ", "  show "})
            QVERIFY2(result.out.contains(QLatin1String(subcommand)), qPrintable(result.out));
        result = CliProcess::run({"study", "run", "--help"});
        QCOMPARE(result.exitCode, 0);
        for (const char* option : {"--quick", "--jobs", "--trace", "--generated-dir", "--db", "--csv-dir", "--dry-run"})
            QVERIFY2(result.out.contains(QLatin1String(option)), option);
        QVERIFY(CliProcess::run({"study", "show", "--help"}).out.contains("--csv-dir"));
        QCOMPARE(CliProcess::run({"study", "list", "--help"}).exitCode, 0);

        result = CliProcess::run({"study", "list", "--db", m_dir.filePath("list.sqlite")});
        QVERIFY2(result.exitCode == 0, qPrintable(describe(result)));
        const QRegularExpression pfcfs(QStringLiteral("^pfcfs-months\\s.*\\s384\\s+40$"),
                                       QRegularExpression::MultilineOption);
        QVERIFY2(pfcfs.match(result.out).hasMatch(), qPrintable(result.out));
        const QRegularExpression economic(QStringLiteral("^economic\\s.*\\s229\\s+18$"), QRegularExpression::MultilineOption);
        QVERIFY2(economic.match(result.out).hasMatch(), qPrintable(result.out));
    }

    void dryRunListsTheRunsAndWritesGeneratedWorkloadsBesideTheStore()
    {
        const auto result =
            CliProcess::run({"study", "run", "grid-overhead", "--quick", "--dry-run", "--db", m_dir.filePath("g.sqlite")});
        QVERIFY2(result.exitCode == 0, qPrintable(describe(result)));
        QVERIFY(result.out.startsWith("Study 'study:grid-overhead:quick': "));
        QVERIFY2(result.out.contains("\n18 runs\n"), qPrintable(result.out));
        QVERIFY(result.out.contains("grid-multisite overhead=30 · syn · m128 · wide:keep"));
        QVERIFY(QFile::exists(m_dir.filePath("generated/probabilistic-CTC-SP2-1996-3.1-cln-512nodes-2000jobs-seed1.swf")));
        QVERIFY(!QFile::exists(m_dir.filePath("g.sqlite")));  // a dry run stores nothing
    }

    void runSkipsOnTheSecondRunAndShowPrintsTheSameTables()
    {
        const QString store = m_dir.filePath("study.sqlite");
        const QString csv = m_dir.filePath("csv");
        const QStringList run = {"study", "run", "pfcfs-months", "--quick", "--db", store, "--jobs", "2", "--csv-dir", csv};
        const auto first = CliProcess::run(run);
        QVERIFY2(first.exitCode == 0, qPrintable(describe(first)));
        QVERIFY2(first.out.contains("\n40 done, 0 skipped (already stored), 0 failed\n"), qPrintable(first.out));
        QVERIFY(first.err.contains("sweep: 40/40 (40 done, 0 skipped, 0 failed)"));
        QVERIFY(first.out.contains(QRegularExpression(QStringLiteral("\nWall time: [0-9]+\\.[0-9] s\n$"))));

        const QString tables = tablesOf(first.out);
        const QStringList titles = {
            "Makespan on 128 nodes, CTC month by month: change against FCFS",
            "Weighted completion time on 128 nodes, CTC month by month: change against FCFS",
            "Weighted flow time on 128 nodes, CTC month by month: change against FCFS",
            "Sum of flow times on 128 nodes, CTC month by month: change against FCFS",
            "Makespan on 256 nodes, CTC month by month: change against FCFS",
            "Weighted completion time on 256 nodes, CTC month by month: change against FCFS",
            "Weighted flow time on 256 nodes, CTC month by month: change against FCFS",
            "Sum of flow times on 256 nodes, CTC month by month: change against FCFS",
        };
        const QRegularExpression percent(QStringLiteral("^([+-][0-9]+\\.[0-9]|0\\.0)$"));
        const QRegularExpression wins(QStringLiteral("^[0-2]/2$"));
        for (const QString& title : titles) {
            const auto rows = printedTable(tables, title);
            QCOMPARE(rows.size(), 11);  // header + FCFS + 9 policies and settings
            QCOMPARE(rows[0], (QStringList{"policy", "1996-06", "1996-07", "Sum Jul96-May97", "beats FCFS"}));
            QCOMPARE(rows[1].size(), 4);
            QCOMPARE(rows[1][0], QStringLiteral("FCFS (reference, value)"));
            QStringList labels;
            for (qsizetype r = 2; r < rows.size(); ++r) {
                labels.append(rows[r][0]);
                QCOMPARE(rows[r].size(), 5);
                QVERIFY2(percent.match(rows[r][1]).hasMatch() && percent.match(rows[r][2]).hasMatch(),
                         qPrintable(rows[r].join('|')));
                // The quick study has one thesis month (July 1996): its Sum is that month's change.
                QCOMPARE(rows[r][3], rows[r][2]);
                QVERIFY(wins.match(rows[r][4]).hasMatch());
            }
            const QString best = title.contains("128") ? "PFCFS best for 128" : "PFCFS best for 256";
            QCOMPARE(labels, (QStringList{"EASY", "conservative", "PFCFS1", "PFCFS2", "PFCFS3", best, "PFCFS n=1",
                                          "PFCFS n=2", "PFCFS x=40 %"}));
        }

        const QStringList written = QDir(csv).entryList(QDir::Files, QDir::Name);
        QCOMPARE(written.size(), 8);
        QCOMPARE(written.front(),
                 QStringLiteral("pfcfs-months-quick-01-makespan-on-128-nodes-ctc-month-by-month-change-against-fcfs.csv"));
        QVERIFY(CliProcess::readFile(QDir(csv).filePath(written.front())).startsWith("policy,1996-06,1996-07,Sum Jul96-May97,beats FCFS\n"));

        const auto second = CliProcess::run(run);
        QVERIFY2(second.exitCode == 0, qPrintable(describe(second)));
        QVERIFY2(second.out.contains("\n0 done, 40 skipped (already stored), 0 failed\n"), qPrintable(second.out));
        QCOMPARE(tablesOf(second.out), tables);

        const auto show = CliProcess::run({"study", "show", "pfcfs-months", "--quick", "--db", store});
        QVERIFY2(show.exitCode == 0, qPrintable(describe(show)));
        QVERIFY(show.out.contains("\n40 of 40 runs stored in " + store + "\n"));
        QCOMPARE(tablesOf(show.out), tables);

        // Runs are found by what they simulate, not by group: the quick
        // runs are the full study's runs of its first two months.
        const auto fullShow = CliProcess::run({"study", "show", "pfcfs-months", "--db", store});
        QVERIFY2(fullShow.exitCode == 0, qPrintable(describe(fullShow)));
        QVERIFY2(fullShow.out.contains("\n40 of 384 runs stored in "), qPrintable(fullShow.out));
    }

    // The quick weighted-MCT study end to end: its generated workloads need
    // no files, and at heavy load Q4 the worst site's ACT is the last
    // single-queue site's only under plain MCT (Wiriyaprasit 2004, sec. 4.3).
    void adaptiveGridStudyRunsFromGeneratedWorkloads()
    {
        const QString store = m_dir.filePath("adaptive.sqlite");
        const auto result =
            CliProcess::run({"study", "run", "adaptive-wmct", "--quick", "--db", store, "--jobs", "2"});
        QVERIFY2(result.exitCode == 0, qPrintable(result.err));
        QVERIFY2(result.out.contains("36 done, 0 skipped (already stored), 0 failed"), qPrintable(result.out));
        QVERIFY(result.out.contains("Weighted MCT, Case 2, heavy (g = 90 s)"));
        QVERIFY(result.out.contains(
            "Q   ACT A  ACT B  ACT C  ACT D  ACT E    ALL  MaxACT     SD  gain %  loss %  seeds"));
        const auto show = CliProcess::run({"study", "show", "adaptive-wmct", "--quick", "--db", store});
        QCOMPARE(show.exitCode, 0);
        QVERIFY(show.out.contains("Weighted MCT, Case 1, medium (g = 105 s)"));  // an empty table without runs
    }

    void badInputGetsOneLine()
    {
        const QString store = m_dir.filePath("bad.sqlite");
        auto result = CliProcess::run({"study", "run", "nope", "--db", store});
        QCOMPARE(result.exitCode, 1);
        QCOMPARE(result.err, "schedlab-cli: unknown study 'nope'; the studies are " + kKnownStudies + "\n");
        result = CliProcess::run({"study", "show", "nope", "--db", store});
        QCOMPARE(result.exitCode, 1);
        QCOMPARE(result.err, "schedlab-cli: unknown study 'nope'; the studies are " + kKnownStudies + "\n");

        result = CliProcess::run({"study", "run", "pfcfs-months", "--quick", "--jobs", "0", "--db", store});
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.startsWith("schedlab-cli: --jobs: ") && result.err.count('\n') == 1, qPrintable(result.err));
        result = CliProcess::run({"study", "run", "pfcfs-months", "--jobs", "many", "--db", store});
        QCOMPARE(result.exitCode, 2);
        QVERIFY(result.err.contains("'many'"));

        result = CliProcess::run({"study", "frob"});
        QCOMPARE(result.exitCode, 2);
        QCOMPARE(result.err, QStringLiteral("schedlab-cli: study: unknown subcommand 'frob' (see 'schedlab-cli study --help')\n"));
        QCOMPARE(CliProcess::run({"study"}).exitCode, 2);
        QCOMPARE(CliProcess::run({"study", "run"}).exitCode, 2);

        // show never creates a store.
        result = CliProcess::run({"study", "show", "pfcfs-months", "--quick", "--db", m_dir.filePath("missing.sqlite")});
        QCOMPARE(result.exitCode, 1);
        QCOMPARE(result.err.count('\n'), 1);
        QVERIFY(!QFile::exists(m_dir.filePath("missing.sqlite")));
        result = CliProcess::run({"study", "run", "pfcfs-months", "--quick", "--trace", m_dir.filePath("none.swf"),
                                  "--db", store});
        QCOMPARE(result.exitCode, 1);
        QCOMPARE(result.err.count('\n'), 1);
    }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(StudyCliTest)
#include "StudyCliTest.moc"
