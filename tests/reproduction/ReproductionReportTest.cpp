#include "reproduction/HtmlReportWriter.h"
#include "reproduction/MarkdownReportWriter.h"
#include "reproduction/ReportNumberFormat.h"
#include "reproduction/ReproductionReport.h"
#include "reproduction/SvgChart.h"

#include <QtTest>

#include <cmath>

using namespace schedlab;

namespace {

constexpr int kFigures = 349;
// Text claims with a verdict; two more are INFO lines.
constexpr int kScoredClaims = 53;

Measurement measured(double value)
{
    Measurement measurement;
    measurement.value = value;
    return measurement;
}

std::size_t occurrences(const std::string& text, const std::string& what)
{
    std::size_t count = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + what.size()))
        ++count;
    return count;
}

// A few figures of every kind, by hand:
//   T2.2 Jul96 total exact (R), Jan97 total short (N), Aug96 total failed (NOT RUN with reason);
//   T2.5 U FCFS/EASY within 10 % (R, the reference cell), PSRS/cons far off but the same way (Q);
//   T2.4 U PSRS/cons within 10 % (R; its percentage is against our T2.5 cell);
//   T4.3 PFCFS1 Jul96 (R), T4.4 PFCFS2 Jan97 (R, as labelled N); T5.4 syn p=60 far off (N).
std::map<std::string, Measurement> handMadeMeasurements()
{
    std::map<std::string, Measurement> measurements;
    measurements["T2.2/Jul96/total"] = measured(7953);
    measurements["T2.2/Jan97/total"] = measured(5464);
    Measurement failed;
    failed.notRunReason = "trace file missing";
    measurements["T2.2/Aug96/total"] = failed;
    measurements["T2.5/U/FCFS/EASY"] = measured(4.0e5);
    measurements["T2.5/U/PSRS/cons"] = measured(2.0e5);  // reference taken from T2.5/U/FCFS/EASY
    measurements["T2.4/U/PSRS/cons"] = measured(6.0e4);
    measurements["T4.3/PFCFS1/Jul96"] = measured(-10.0);
    Measurement pfcfs = measured(-14.0);
    pfcfs.asLabelled = 12.0;
    measurements["T4.4/PFCFS2/Jan97"] = pfcfs;
    measurements["T5.4/syn/p=60"] = measured(30.0);
    measurements["T9.9/unknown"] = measured(1.0);  // ignored
    return measurements;
}

ReproductionRunInfo handMadeInfo()
{
    ReproductionRunInfo info;
    info.title = "Reproduction <test>";
    info.when = "2024-05-01 12:00 UTC";
    info.durationSeconds = 3661;
    info.quick = true;
    info.seed = 7;
    info.workloadNotes = {"PSRS/SMART unweighted rows: weight=unit & <b>50,000</b> jobs"};
    return info;
}

}  // namespace

class ReproductionReportTest : public QObject {
    Q_OBJECT

private slots:
    void summaryCounts()
    {
        const ReproductionReport report(handMadeMeasurements(), handMadeInfo());
        QCOMPARE(report.tables().size(), std::size_t(10));
        const VerdictCounts& overall = report.overall();
        QCOMPARE(overall.reproduced, 5);
        QCOMPARE(overall.sameDirection, 1);
        QCOMPARE(overall.notReproduced, 2);
        // Without claim outcomes every text claim is NOT RUN (or INFO); they count in the overall summary.
        QCOMPARE(overall.notRun, kFigures - 8 + kScoredClaims);
        QCOMPARE(overall.total(), kFigures + kScoredClaims);
        QCOMPARE(report.claimCounts(), (VerdictCounts{0, 0, 0, kScoredClaims, 2}));
        QCOMPARE(report.tableCounts().total(), kFigures);
        QCOMPARE(report.claim("C2.1")->observed, std::string(ReproductionReport::kNotMeasured));

        const ReportTable* counts = report.table("2.2");
        QVERIFY(counts != nullptr);
        QCOMPARE(counts->counts, (VerdictCounts{1, 0, 1, 31, 0}));
        QCOMPARE(report.table("2.5")->counts, (VerdictCounts{1, 1, 0, 24, 0}));
        QCOMPARE(report.table("5.4")->counts, (VerdictCounts{0, 0, 1, 51, 0}));
    }

    void rows()
    {
        const ReproductionReport report(handMadeMeasurements(), handMadeInfo());
        const ReportRow* failed = report.row("T2.2/Aug96/total");
        QCOMPARE(failed->verdict, Verdict::NotRun);
        QCOMPARE(failed->note, std::string("trace file missing"));
        QCOMPARE(report.row("T2.2/May97/total")->note, std::string(ReproductionReport::kNotMeasured));
        QCOMPARE(report.row("T2.2/Jan97/total")->difference, std::string("-2080"));
        QCOMPARE(report.row("T2.2/Jul96/total")->ours, std::string("7953"));

        const ReportRow* q = report.row("T2.5/U/PSRS/cons");
        QCOMPARE(q->verdict, Verdict::SameDirection);
        QCOMPARE(q->ours, std::string("2.00E+05"));
        QCOMPARE(q->difference, std::string("+96.1%"));
        QCOMPARE(q->publishedPercent, std::string("-74.2%"));
        QCOMPARE(q->oursPercent, std::string("-50.0%"));
        QCOMPARE(report.row("T2.5/U/FCFS/EASY")->oursPercent, std::string("0.0%"));
        QVERIFY(report.row("T2.5/U/FCFS/cons")->note.starts_with("E2"));

        // Table 2.4's percentage is against SchedLab's same cell of Table 2.5.
        const ReportRow* exact = report.row("T2.4/U/PSRS/cons");
        QCOMPARE(exact->verdict, Verdict::Reproduced);
        QCOMPARE(exact->oursPercent, std::string("-70.0%"));

        const ReportRow* pfcfs = report.row("T4.4/PFCFS2/Jan97");
        QCOMPARE(pfcfs->verdict, Verdict::Reproduced);
        QCOMPARE(pfcfs->ours, std::string("-14.0"));
        QCOMPARE(pfcfs->difference, std::string("-0.6 pt"));
        QCOMPARE(pfcfs->asLabelled, std::string("+12.0"));
        QCOMPARE(pfcfs->asLabelledVerdict, Verdict::NotReproduced);
        QCOMPARE(report.row("T4.4/PFCFS2/Jul96")->asLabelledVerdict, Verdict::NotRun);

        QCOMPARE(report.row("T5.4/syn/p=60")->ours, std::string("30.00"));
        QCOMPARE(report.row("T5.4/syn/p=60")->verdict, Verdict::NotReproduced);
        QVERIFY(report.row("T9.9/unknown") == nullptr);
    }

    void notesUnderTheirTables()
    {
        const ReproductionReport report(handMadeMeasurements(), handMadeInfo());
        const auto hasNote = [&](const std::string& table, const std::string& title) {
            for (const ReportNote& note : report.table(table)->notes) {
                if (note.title.find(title) != std::string::npos)
                    return true;
            }
            return false;
        };
        QVERIFY(hasNote("4.4", "Erratum E1 "));
        QVERIFY(hasNote("4.3", "Erratum E1 "));
        QVERIFY(hasNote("2.5", "Erratum E2 "));
        QVERIFY(hasNote("2.2", "Erratum E9 "));
        QVERIFY(hasNote("5.3", "Erratum E6 "));
        QVERIFY(hasNote("2.6", "Known cause"));
        QVERIFY(!hasNote("2.5", "Erratum E1 "));
        QCOMPARE(report.generalNotes().empty(), false);
    }

    void markdown()
    {
        const ReproductionReport report(handMadeMeasurements(), handMadeInfo());
        const std::string markdown = MarkdownReportWriter::render(report);
        QVERIFY(markdown.starts_with("# Reproduction <test>\n"));
        QVERIFY(markdown.find("| `T2.5/U/PSRS/cons` | 1.02E+05 | -74.2% | 2.00E+05 | -50.0% | +96.1% | Q |") !=
                std::string::npos);
        QVERIFY(markdown.find("| `T2.2/Jul96/total` | 7953 | 7953 | 0 | R |") != std::string::npos);
        QVERIFY(markdown.find("| `T2.2/Aug96/total` | 7302 |  |  | NOT RUN | trace file missing |") !=
                std::string::npos);
        QVERIFY(markdown.find("| `T4.4/PFCFS2/Jan97` | -13.4 | -14.0 | -0.6 pt | R | +12.0 (N) |") !=
                std::string::npos);
        QVERIFY(markdown.find("| all tables |  | 5 | 1 | 2 | 341 | 349 |") != std::string::npos);
        QVERIFY(markdown.find("| claims | Text claims | 0 | 0 | 0 | 53 | 53 |") != std::string::npos);
        QVERIFY(markdown.find("| overall |  | 5 | 1 | 2 | 394 | 402 |") != std::string::npos);
        QVERIFY(markdown.find("Erratum E1") != std::string::npos);
        QVERIFY(markdown.find("Seed of the generated workloads: 7") != std::string::npos);
        QVERIFY(markdown.find("Run time: 1 h 01 min 01 s") != std::string::npos);
        QVERIFY(markdown.find("PhD thesis, University of Dortmund, 2002") != std::string::npos);
        QCOMPARE(MarkdownReportWriter::cell("a|b\nc"), std::string("a\\|b c"));
    }

    void html()
    {
        const ReproductionReport report(handMadeMeasurements(), handMadeInfo());
        const std::string html = HtmlReportWriter::render(report);
        QVERIFY(html.starts_with("<!DOCTYPE html>"));
        QVERIFY(html.ends_with("</html>\n"));
        // One chart per PFCFS column of Tables 4.3-4.5 and per workload of Tables 5.3 and 5.4.
        QCOMPARE(occurrences(html, "<svg"), std::size_t(3 * 3 + 2 * 4));
        QCOMPARE(occurrences(html, "</svg>"), occurrences(html, "<svg"));
        QCOMPARE(occurrences(html, "<table>"), occurrences(html, "</table>"));
        QCOMPARE(occurrences(html, "<section"), occurrences(html, "</section>"));
        // Every text is escaped: ids, titles, caller-supplied notes.
        QVERIFY(html.find("<title>Reproduction &lt;test&gt;</title>") != std::string::npos);
        QVERIFY(html.find("T2.2/Jul96/&lt;=256") != std::string::npos);
        QVERIFY(html.find("<=256") == std::string::npos);
        QVERIFY(html.find("G&amp;G") != std::string::npos);
        QVERIFY(html.find("weight=unit &amp; &lt;b&gt;50,000&lt;/b&gt; jobs") != std::string::npos);
        QVERIFY(html.find("<b>") == std::string::npos);
        // Self-contained: no scripts, nothing loaded from elsewhere.
        QVERIFY(html.find("<script") == std::string::npos);
        QVERIFY(html.find("src=") == std::string::npos);
        QVERIFY(html.find("http") == std::string::npos);
        QVERIFY(html.find("<td class=\"v-Q\">Q</td>") != std::string::npos);
        QVERIFY(html.find("<td class=\"v-NR\">NOT RUN</td>") != std::string::npos);
        // The summary comes before the first table.
        QVERIFY(html.find("id=\"summary\"") < html.find("id=\"table-2.2\""));
    }

    void numberFormats()
    {
        QCOMPARE(ReportNumberFormat::scientific(670000, 2), std::string("6.70E+05"));
        QCOMPARE(ReportNumberFormat::scientific(9.4e14, 2), std::string("9.40E+14"));
        QCOMPARE(ReportNumberFormat::figure(63.04, FigureNotation::SignedOneDecimal), std::string("+63.0"));
        QCOMPARE(ReportNumberFormat::figure(-0.04, FigureNotation::SignedOneDecimal), std::string("0.0"));
        QCOMPARE(ReportNumberFormat::figure(60.456, FigureNotation::TwoDecimals), std::string("60.46"));
        QCOMPARE(ReportNumberFormat::figure(7544, FigureNotation::Integer), std::string("7544"));
        QCOMPARE(ReportNumberFormat::figure(std::nan(""), FigureNotation::Integer), std::string());
        QCOMPARE(ReportNumberFormat::difference(-2080, FigureKind::ExactCount), std::string("-2080"));
        QCOMPARE(ReportNumberFormat::difference(5.26, FigureKind::Absolute), std::string("+5.3%"));
        QCOMPARE(ReportNumberFormat::difference(-1.24, FigureKind::Change), std::string("-1.2 pt"));
        QCOMPARE(ReportNumberFormat::compact(150000), std::string("1.5E+05"));
        QCOMPARE(ReportNumberFormat::compact(12.5), std::string("12.5"));
        QCOMPARE(ReportNumberFormat::duration(65), std::string("1 min 05 s"));
        QCOMPARE(ReportNumberFormat::duration(std::nan("")), std::string());
    }

    void svgChartLeavesGapsForMissingValues()
    {
        SvgChart lines("a < b", {"0", "5", "10", "15"}, SvgChart::Style::Lines);
        lines.addSeries("published", {1, 2, 3, 4});
        lines.addSeries("SchedLab", {1, std::nan(""), 3, 4});
        const std::string svg = lines.render();
        QVERIFY(svg.starts_with("<svg "));
        // The gap splits the second series, and its lone first point is no line.
        QCOMPARE(occurrences(svg, "<polyline"), std::size_t(2));
        QCOMPARE(occurrences(svg, "<circle"), std::size_t(7));
        QVERIFY(svg.find("a &lt; b") != std::string::npos);

        SvgChart bars("bars", {"Jul96", "Aug96"}, SvgChart::Style::Bars);
        bars.addSeries("published", {-3.5, 2});
        bars.addSeries("SchedLab", {std::nan(""), 1});
        QCOMPARE(occurrences(bars.render(), "<rect"), std::size_t(2 + 3));  // legend swatches + bars
    }
};

QTEST_GUILESS_MAIN(ReproductionReportTest)
#include "ReproductionReportTest.moc"
