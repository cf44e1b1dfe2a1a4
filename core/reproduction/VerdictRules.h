#pragma once

#include "reproduction/Measurement.h"
#include "reproduction/PublishedFigure.h"
#include "reproduction/Verdict.h"

#include <string>

namespace schedlab {

// A verdict with the difference the report prints next to it.
struct VerdictJudgement {
    Verdict verdict = Verdict::NotRun;
    // Counts: ours - published; absolute figures: 100 (ours / published - 1)
    // in %; changes: ours - published in percentage points. NaN when not run.
    double difference = Measurement::kNone;
    std::string explanation;  // why this verdict; for NOT RUN the reason
};

// Both sides of the reference cell, for the qualitative verdict.
struct DirectionReference {
    double published = Measurement::kNone;
    double ours = Measurement::kNone;
};

// The rules that turn a published figure and SchedLab's value into a verdict.
class VerdictRules {
public:
    // Absolute figures: reproduced within this relative deviation.
    static constexpr double kAbsoluteTolerance = 0.10;
    // Directions against the reference: a ratio within this of 1 counts as "no change".
    static constexpr double kDirectionZeroBand = 0.02;
    // Changes: reproduced when (1 + ours) / (1 + published) is within this of 1...
    static constexpr double kChangeTolerance = 0.10;
    // ...and the signs agree, where a change within this many points counts as zero...
    static constexpr double kChangeZeroBandPoints = 0.5;
    // ...unless both are below this many points: then they are too small for the sign to mean much.
    static constexpr double kChangeSignWaiverPoints = 5.0;
    // 110 / 100 - 1 is not exactly 0.1 in binary; a value on the edge must
    // count as inside.
    static constexpr double kRoundingSlack = 1e-9;
    static constexpr const char* kNoValueReason = "no value";

    [[nodiscard]] static VerdictJudgement exactCount(double published, double ours);
    // Without a reference (or for the reference cell itself): R or N.
    [[nodiscard]] static VerdictJudgement absolute(double published, double ours);
    [[nodiscard]] static VerdictJudgement absolute(double published, double ours, const DirectionReference& reference);
    [[nodiscard]] static VerdictJudgement change(double published, double ours);
    [[nodiscard]] static VerdictJudgement notRun(const std::string& reason);

    // The figure's rule applied to a measurement; a missing value gives
    // NOT RUN with the measurement's reason. publishedReference is the
    // published value of the figure's reference cell (ignored without one).
    [[nodiscard]] static VerdictJudgement judge(const PublishedFigure& figure, const Measurement& ours,
                                                double publishedReference);

    // -1, 0 or +1: the direction of a ratio against the reference (|ratio - 1| < 2 % is 0).
    [[nodiscard]] static int ratioDirection(double ratio);
    // -1, 0 or +1: the direction of a change in % (within ±0.5 points is 0).
    [[nodiscard]] static int changeDirection(double points);
};

}  // namespace schedlab
