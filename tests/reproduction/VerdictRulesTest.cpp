#include "reproduction/VerdictRules.h"

#include <QtTest>

#include <cmath>

using namespace schedlab;

namespace {

// A hand-made absolute figure: published value, and optionally a reference cell.
PublishedFigure absoluteFigure(double value, const std::string& id = "T/x", const std::string& referenceId = {})
{
    PublishedFigure figure;
    figure.id = id;
    figure.kind = FigureKind::Absolute;
    figure.value = value;
    figure.referenceId = referenceId;
    return figure;
}

Measurement measured(double value, double reference = Measurement::kNone)
{
    Measurement measurement;
    measurement.value = value;
    measurement.reference = reference;
    return measurement;
}

}  // namespace

class VerdictRulesTest : public QObject {
    Q_OBJECT

private slots:
    void exactCountsNeedAnExactMatch()
    {
        const VerdictJudgement same = VerdictRules::exactCount(7544, 7544);
        QCOMPARE(same.verdict, Verdict::Reproduced);
        QCOMPARE(same.difference, 0.0);
        const VerdictJudgement oneShort = VerdictRules::exactCount(7544, 7543);
        QCOMPARE(oneShort.verdict, Verdict::NotReproduced);
        QCOMPARE(oneShort.difference, -1.0);
        // Even a count far inside 10 % is not reproduced.
        QCOMPARE(VerdictRules::exactCount(7544, 5464).verdict, Verdict::NotReproduced);
    }

    void absoluteToleranceEdges()
    {
        QCOMPARE(VerdictRules::absolute(100, 100).verdict, Verdict::Reproduced);
        QCOMPARE(VerdictRules::absolute(100, 109.99).verdict, Verdict::Reproduced);
        QCOMPARE(VerdictRules::absolute(100, 110).verdict, Verdict::Reproduced);  // on the edge: inside
        QCOMPARE(VerdictRules::absolute(100, 110.01).verdict, Verdict::NotReproduced);
        QCOMPARE(VerdictRules::absolute(100, 90).verdict, Verdict::Reproduced);
        QCOMPARE(VerdictRules::absolute(100, 89.99).verdict, Verdict::NotReproduced);
        QCOMPARE(VerdictRules::absolute(6.70e5, 7.37e5).verdict, Verdict::Reproduced);
        QCOMPARE(VerdictRules::absolute(6.70e5, 7.38e5).verdict, Verdict::NotReproduced);
        // The difference is relative, in %.
        QCOMPARE(VerdictRules::absolute(200, 250).difference, 25.0);
    }

    void sameDirectionAgainstTheReferenceIsQ()
    {
        // Published 2x the reference, ours 3x ours: outside 10 %, same direction.
        const VerdictJudgement up = VerdictRules::absolute(200, 300, {100, 100});
        QCOMPARE(up.verdict, Verdict::SameDirection);
        QCOMPARE(up.difference, 50.0);
        // Published below its reference, ours above ours: N.
        QCOMPARE(VerdictRules::absolute(50, 150, {100, 100}).verdict, Verdict::NotReproduced);
        // Within the tolerance the direction does not matter.
        QCOMPARE(VerdictRules::absolute(100, 105, {200, 50}).verdict, Verdict::Reproduced);
        // Without our reference value the direction cannot be judged.
        QCOMPARE(VerdictRules::absolute(200, 300, {100, Measurement::kNone}).verdict, Verdict::NotReproduced);
    }

    void smallRatiosCountAsNoChange()
    {
        QCOMPARE(VerdictRules::ratioDirection(1.0), 0);
        QCOMPARE(VerdictRules::ratioDirection(1.019), 0);
        QCOMPARE(VerdictRules::ratioDirection(0.981), 0);
        QCOMPARE(VerdictRules::ratioDirection(1.021), 1);
        QCOMPARE(VerdictRules::ratioDirection(0.979), -1);
        // Published 1 % above its reference (= no change), ours 0.7 % above ours: same direction.
        QCOMPARE(VerdictRules::absolute(101, 150, {100, 149}).verdict, Verdict::SameDirection);
        // Published no change, ours 7 % above: N.
        QCOMPARE(VerdictRules::absolute(101, 150, {100, 140}).verdict, Verdict::NotReproduced);
        // Published 1 % below (no change), ours 3 % below: N.
        QCOMPARE(VerdictRules::absolute(99, 150, {100, 155}).verdict, Verdict::NotReproduced);
    }

    void referenceCellIsNeverQ()
    {
        const PublishedFigure reference = absoluteFigure(3.95e5, "T2.5/U/FCFS/EASY", "T2.5/U/FCFS/EASY");
        QVERIFY(reference.isReference());
        // Trivially the same direction as itself, but outside 10 %: N, not Q.
        QCOMPARE(VerdictRules::judge(reference, measured(8e5, 8e5), 3.95e5).verdict, Verdict::NotReproduced);
        QCOMPARE(VerdictRules::judge(reference, measured(4e5, 4e5), 3.95e5).verdict, Verdict::Reproduced);

        // Another cell of the same group can be Q.
        const PublishedFigure cell = absoluteFigure(1.02e5, "T2.5/U/PSRS/cons", "T2.5/U/FCFS/EASY");
        QCOMPARE(VerdictRules::judge(cell, measured(2e5, 4e5), 3.95e5).verdict, Verdict::SameDirection);
        QCOMPARE(VerdictRules::judge(cell, measured(5e5, 4e5), 3.95e5).verdict, Verdict::NotReproduced);

        // A figure without a reference (Tables 5.3, 5.4) is R or N.
        const PublishedFigure unreferenced = absoluteFigure(60.46, "T5.4/syn/p=60");
        QCOMPARE(VerdictRules::judge(unreferenced, measured(30, 1), 1).verdict, Verdict::NotReproduced);
        QCOMPARE(VerdictRules::judge(unreferenced, measured(60, 1), 1).verdict, Verdict::Reproduced);
    }

    void changeRule()
    {
        // (1 - 0.25) / (1 - 0.30) = 1.071: within 10 %, same sign.
        const VerdictJudgement close = VerdictRules::change(-30, -25);
        QCOMPARE(close.verdict, Verdict::Reproduced);
        QCOMPARE(close.difference, 5.0);  // percentage points
        // 0.6 / 0.7 = 0.857: outside, same sign.
        QCOMPARE(VerdictRules::change(-30, -40).verdict, Verdict::SameDirection);
        // Opposite signs, far apart.
        QCOMPARE(VerdictRules::change(-20, 20).verdict, Verdict::NotReproduced);
        // Edge: 1.32 / 1.20 = 1.1 exactly: inside; a little more: Q.
        QCOMPARE(VerdictRules::change(20, 32).verdict, Verdict::Reproduced);
        QCOMPARE(VerdictRules::change(20, 32.2).verdict, Verdict::SameDirection);
    }

    void changeZeroBand()
    {
        QCOMPARE(VerdictRules::changeDirection(0.5), 0);
        QCOMPARE(VerdictRules::changeDirection(-0.5), 0);
        QCOMPARE(VerdictRules::changeDirection(0.51), 1);
        QCOMPARE(VerdictRules::changeDirection(-0.51), -1);
        // +5.0 published (too large for the waiver): ours +0.5 counts as zero,
        // so the signs differ although the ratio 1.005 / 1.05 is within 10 %.
        QCOMPARE(VerdictRules::change(5.0, 0.5).verdict, Verdict::NotReproduced);
        QCOMPARE(VerdictRules::change(5.0, 0.6).verdict, Verdict::Reproduced);
        // Both within ±0.5: both zero, same sign.
        QCOMPARE(VerdictRules::change(0.5, -0.5).verdict, Verdict::Reproduced);
    }

    void changeSignWaiverBelowFivePoints()
    {
        // Both below 5 points: opposite signs do not matter, 0.96 / 1.04 = 0.923 is within.
        QCOMPARE(VerdictRules::change(4.0, -4.0).verdict, Verdict::Reproduced);
        // One of them at 5 points or more: the sign counts (0.94 / 1.04 = 0.904 is within, signs differ).
        QCOMPARE(VerdictRules::change(4.0, -6.0).verdict, Verdict::NotReproduced);
        // The waiver is for R only; outside the tolerance with opposite signs stays N.
        QCOMPARE(VerdictRules::change(-4.9, 4.9).verdict, Verdict::NotReproduced);
    }

    void missingValuesAreNotRun()
    {
        Measurement failed;
        failed.notRunReason = "run failed: trace not found";
        const VerdictJudgement judgement = VerdictRules::judge(absoluteFigure(100), failed, Measurement::kNone);
        QCOMPARE(judgement.verdict, Verdict::NotRun);
        QCOMPARE(judgement.explanation, std::string("run failed: trace not found"));
        QVERIFY(std::isnan(judgement.difference));

        PublishedFigure count = absoluteFigure(7544);
        count.kind = FigureKind::ExactCount;
        QCOMPARE(VerdictRules::judge(count, Measurement{}, Measurement::kNone).explanation,
                 std::string(VerdictRules::kNoValueReason));
        QCOMPARE(VerdictRules::change(10, Measurement::kNone).verdict, Verdict::NotRun);
        QCOMPARE(VerdictRules::absolute(10, Measurement::kNone).verdict, Verdict::NotRun);
    }

    void judgeAppliesTheFigureKind()
    {
        PublishedFigure change = absoluteFigure(63.0);
        change.kind = FigureKind::Change;
        QCOMPARE(VerdictRules::judge(change, measured(60.0), Measurement::kNone).verdict, Verdict::Reproduced);
        PublishedFigure count = absoluteFigure(7544);
        count.kind = FigureKind::ExactCount;
        QCOMPARE(VerdictRules::judge(count, measured(7545), Measurement::kNone).verdict, Verdict::NotReproduced);
    }

    void verdictCodes()
    {
        QCOMPARE(verdictCode(Verdict::Reproduced), std::string_view("R"));
        QCOMPARE(verdictCode(Verdict::SameDirection), std::string_view("Q"));
        QCOMPARE(verdictCode(Verdict::NotReproduced), std::string_view("N"));
        QCOMPARE(verdictCode(Verdict::NotRun), std::string_view("NOT RUN"));
        QCOMPARE(verdictCode(Verdict::Info), std::string_view("INFO"));
    }
};

QTEST_GUILESS_MAIN(VerdictRulesTest)
#include "VerdictRulesTest.moc"
