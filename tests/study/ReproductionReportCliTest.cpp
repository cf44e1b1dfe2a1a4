// `schedlab-cli study report --quick` end to end, as a user runs it: every
// run of the quick studies into a fresh store, the Markdown on stdout, the
// HTML page, and a second report that finds every run stored.

#include "CliProcess.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

namespace {

// The quick report runs about 190 small simulations: seconds in release,
// minutes under the sanitizers on two cores.
constexpr int kReportTimeoutMs = 20 * 60 * 1000;

QString describe(const CliProcess::Result& result)
{
    return QStringLiteral("exit %1\nstdout:\n%2\nstderr:\n%3")
        .arg(result.exitCode)
        .arg(result.out.left(4000), result.err.right(4000));
}

// The cells of the Markdown table row that starts with `first`.
QStringList markdownRow(const QString& markdown, const QString& first)
{
    for (const QString& line : markdown.split('\n')) {
        if (line.startsWith(QStringLiteral("| ") + first + QStringLiteral(" |"))) {
            QStringList cells = line.split('|');
            for (QString& cell : cells)
                cell = cell.trimmed();
            return cells.mid(1, cells.size() - 2);
        }
    }
    return {};
}

}  // namespace

class ReproductionReportCliTest : public QObject {
    Q_OBJECT

private slots:
    void quickReportEndToEnd()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString store = dir.filePath(QStringLiteral("runs.sqlite"));
        const QString html = dir.filePath(QStringLiteral("report.html"));
        const QStringList arguments = {QStringLiteral("study"), QStringLiteral("report"), QStringLiteral("--quick"),
                                       QStringLiteral("--db"),  store,                   QStringLiteral("--jobs"),
                                       QStringLiteral("2"),     QStringLiteral("--out"), html};
        const CliProcess::Result first = CliProcess::run(arguments, {}, {}, kReportTimeoutMs);
        QVERIFY2(!first.crashed && first.exitCode == 0, qPrintable(describe(first)));

        // stdout is the report alone; progress went to stderr.
        QVERIFY2(first.out.startsWith(QStringLiteral("# SchedLab reproduction report")), qPrintable(describe(first)));
        QVERIFY(first.err.contains(QStringLiteral("0 failed")));
        QVERIFY(first.out.contains(QStringLiteral("Mode: quick")));
        // Table 2.2 is read off the whole trace even in the quick report:
        // July 1996 matches the thesis exactly, January 1997 lacks the
        // cleaned log's removed flurry of 2,080 jobs.
        QCOMPARE(markdownRow(first.out, QStringLiteral("`T2.2/Jul96/total`")).mid(0, 5),
                 (QStringList{QStringLiteral("`T2.2/Jul96/total`"), QStringLiteral("7953"), QStringLiteral("7953"),
                              QStringLiteral("0"), QStringLiteral("R")}));
        QCOMPARE(markdownRow(first.out, QStringLiteral("`T2.2/Jan97/total`")).value(4), QStringLiteral("N"));
        // Every table is there, with its summary; the quick report leaves
        // the months and overheads it does not run NOT RUN, with the reason.
        const QStringList all = markdownRow(first.out, QStringLiteral("all tables"));
        QCOMPARE(all.size(), 7);  // "all tables", title, R, Q, N, NOT RUN, total
        QCOMPARE(all.last(), QStringLiteral("349"));
        QVERIFY(all.value(5).toInt() > 0);  // NOT RUN
        QVERIFY(first.out.contains(QStringLiteral("not part of the quick report")));
        // The errata of the sources are printed: E1 (PFCFS2 and PFCFS3 swapped) under Tables 4.3-4.5.
        QVERIFY(first.out.contains(QStringLiteral("E1")));
        // A measured PFCFS cell: July 1996 on 128 nodes, with its as-labelled reading.
        const QStringList july = markdownRow(first.out, QStringLiteral("`T4.5/PFCFS2/Jul96`"));
        QVERIFY2(!july.isEmpty(), qPrintable(first.out.left(2000)));
        // Columns: id, published, SchedLab, difference, verdict, as labelled (erratum E1), note, source.
        QVERIFY((QStringList{QStringLiteral("R"), QStringLiteral("Q"), QStringLiteral("N")}.contains(july.value(4))));
        QVERIFY2(july.value(5).endsWith(QLatin1Char(')')), qPrintable(july.join(QLatin1Char('|'))));

        QFile page(html);
        QVERIFY(page.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(page.readAll());
        QVERIFY(text.startsWith(QStringLiteral("<!DOCTYPE html>")));
        QVERIFY(text.contains(QStringLiteral("<svg")));
        QVERIFY(!text.contains(QStringLiteral("<script")));

        // A second report simulates nothing: every run is in the store.
        const CliProcess::Result second = CliProcess::run(arguments, {}, {}, kReportTimeoutMs);
        QVERIFY2(!second.crashed && second.exitCode == 0, qPrintable(describe(second)));
        QVERIFY2(second.err.contains(QRegularExpression(QStringLiteral("\\b0 done, \\d+ skipped"))),
                 qPrintable(describe(second)));
        QCOMPARE(markdownRow(second.out, QStringLiteral("all tables")), all);
    }

    void helpAndBadInput()
    {
        const CliProcess::Result help = CliProcess::run({QStringLiteral("study"), QStringLiteral("report"),
                                                         QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains(QStringLiteral("--out FILE.html")));
        QVERIFY(help.out.contains(QStringLiteral("Yahyapour (2002)")));

        QTemporaryDir dir;
        const CliProcess::Result missing = CliProcess::run(
            {QStringLiteral("study"), QStringLiteral("report"), QStringLiteral("--quick"), QStringLiteral("--trace"),
             dir.filePath(QStringLiteral("none.swf")), QStringLiteral("--db"), dir.filePath(QStringLiteral("r.sqlite"))});
        QVERIFY(missing.exitCode != 0);
        QVERIFY2(missing.err.contains(QStringLiteral("none.swf")), qPrintable(describe(missing)));
    }
};

QTEST_GUILESS_MAIN(ReproductionReportCliTest)
#include "ReproductionReportCliTest.moc"
