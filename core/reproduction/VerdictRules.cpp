#include "reproduction/VerdictRules.h"

#include "model/Units.h"
#include "reproduction/ReportNumberFormat.h"

#include <cmath>

namespace schedlab {

namespace {

using units::kPercent;
constexpr int kExplanationDecimals = 1;

bool withinRelative(double ratio, double tolerance)
{
    return std::isfinite(ratio) && std::abs(ratio - 1.0) <= tolerance + VerdictRules::kRoundingSlack;
}

int signWithZeroBand(double x, double band, bool bandInclusive)
{
    const double magnitude = std::abs(x);
    if (magnitude < band || (bandInclusive && magnitude == band))
        return 0;
    return x > 0 ? 1 : -1;
}

std::string percentText(double fraction)
{
    return ReportNumberFormat::fixed(fraction * kPercent, 0) + " %";
}

VerdictJudgement judged(Verdict verdict, double difference, std::string explanation)
{
    return {verdict, difference, std::move(explanation)};
}

}  // namespace

int VerdictRules::ratioDirection(double ratio)
{
    return signWithZeroBand(ratio - 1.0, kDirectionZeroBand, false);
}

int VerdictRules::changeDirection(double points)
{
    return signWithZeroBand(points, kChangeZeroBandPoints, true);
}

VerdictJudgement VerdictRules::notRun(const std::string& reason)
{
    return judged(Verdict::NotRun, Measurement::kNone, reason.empty() ? kNoValueReason : reason);
}

VerdictJudgement VerdictRules::exactCount(double published, double ours)
{
    if (std::isnan(ours))
        return notRun(kNoValueReason);
    const double difference = ours - published;
    if (difference == 0.0)
        return judged(Verdict::Reproduced, difference, "exact match");
    return judged(Verdict::NotReproduced, difference, "counts must match exactly");
}

VerdictJudgement VerdictRules::absolute(double published, double ours)
{
    if (std::isnan(ours))
        return notRun(kNoValueReason);
    const double ratio = ours / published;
    const double difference = (ratio - 1.0) * kPercent;
    if (withinRelative(ratio, kAbsoluteTolerance))
        return judged(Verdict::Reproduced, difference, "within " + percentText(kAbsoluteTolerance));
    return judged(Verdict::NotReproduced, difference, "outside " + percentText(kAbsoluteTolerance));
}

VerdictJudgement VerdictRules::absolute(double published, double ours, const DirectionReference& reference)
{
    VerdictJudgement judgement = absolute(published, ours);
    if (judgement.verdict != Verdict::NotReproduced)
        return judgement;
    if (std::isnan(reference.ours) || std::isnan(reference.published)) {
        judgement.explanation += "; no reference value to compare directions";
        return judgement;
    }
    const int publishedDirection = ratioDirection(published / reference.published);
    const int ourDirection = ratioDirection(ours / reference.ours);
    if (publishedDirection == ourDirection)
        return judged(Verdict::SameDirection, judgement.difference,
                      judgement.explanation + ", same direction against the reference");
    judgement.explanation += ", other direction against the reference";
    return judgement;
}

VerdictJudgement VerdictRules::change(double published, double ours)
{
    if (std::isnan(ours))
        return notRun(kNoValueReason);
    const double difference = ours - published;
    const bool sameSign = changeDirection(published) == changeDirection(ours);
    const bool bothSmall = std::abs(published) < kChangeSignWaiverPoints && std::abs(ours) < kChangeSignWaiverPoints;
    const double ratio = (1.0 + ours / kPercent) / (1.0 + published / kPercent);
    const bool within = withinRelative(ratio, kChangeTolerance);
    if (within && (sameSign || bothSmall))
        return judged(Verdict::Reproduced, difference,
                      sameSign ? "within " + percentText(kChangeTolerance)
                               : "within " + percentText(kChangeTolerance) + "; both changes below " +
                                     ReportNumberFormat::fixed(kChangeSignWaiverPoints, kExplanationDecimals) +
                                     " points, sign not tested");
    // The waiver lets a small change of the other sign count as reproduced;
    // "same direction" still needs the same sign.
    if (sameSign)
        return judged(Verdict::SameDirection, difference, "outside " + percentText(kChangeTolerance) + ", same sign");
    return judged(Verdict::NotReproduced, difference,
                  within ? "within " + percentText(kChangeTolerance) + " but of the other sign"
                         : "outside " + percentText(kChangeTolerance) + ", other sign");
}

VerdictJudgement VerdictRules::judge(const PublishedFigure& figure, const Measurement& ours, double publishedReference)
{
    if (std::isnan(ours.value))
        return notRun(ours.notRunReason);
    switch (figure.kind) {
    case FigureKind::ExactCount:
        return exactCount(figure.value, ours.value);
    case FigureKind::Change:
        return change(figure.value, ours.value);
    case FigureKind::Absolute:
        if (!figure.hasReference() || figure.isReference())
            return absolute(figure.value, ours.value);
        return absolute(figure.value, ours.value, DirectionReference{publishedReference, ours.reference});
    }
    return notRun(kNoValueReason);
}

}  // namespace schedlab
