#include "reproduction/ReportLayout.h"

#include "model/Units.h"
#include "reproduction/ReportNumberFormat.h"
#include "reproduction/VerdictRules.h"

#include <array>

namespace schedlab {

namespace {

constexpr std::array<Verdict, 4> kScoredVerdicts = {Verdict::Reproduced, Verdict::SameDirection,
                                                    Verdict::NotReproduced, Verdict::NotRun};

// Column positions: id, published, [published %], SchedLab, [SchedLab %],
// difference, verdict, [as labelled], note, source.
constexpr std::size_t kPlainVerdictColumn = 4;
constexpr std::size_t kPercentColumns = 2;
// Claim columns: id, claim, check, observed, verdict, source.
constexpr std::size_t kClaimVerdictColumn = 4;
using units::kPercent;
constexpr int kPointsDecimals = 1;

std::string withVerdict(const std::string& value, Verdict verdict)
{
    if (value.empty())
        return std::string(verdictCode(verdict));
    return value + " (" + std::string(verdictCode(verdict)) + ")";
}

}  // namespace

std::vector<std::string> ReportLayout::headers(TableColumns columns)
{
    switch (columns) {
    case TableColumns::Plain:
        return {"id", "published", "SchedLab", "difference", "verdict", "note", "source"};
    case TableColumns::WithPercent:
        return {"id", "published", "published %", "SchedLab", "SchedLab %", "difference", "verdict", "note",
                "source"};
    case TableColumns::WithAsLabelled:
        return {"id", "published", "SchedLab", "difference", "verdict", "as labelled", "note", "source"};
    }
    return {};
}

std::vector<std::string> ReportLayout::cells(const ReportRow& row, TableColumns columns)
{
    const std::string verdict(verdictCode(row.verdict));
    switch (columns) {
    case TableColumns::Plain:
        return {row.id, row.published, row.ours, row.difference, verdict, row.note, row.citation};
    case TableColumns::WithPercent:
        return {row.id, row.published, row.publishedPercent, row.ours, row.oursPercent,
                row.difference, verdict, row.note, row.citation};
    case TableColumns::WithAsLabelled:
        return {row.id, row.published, row.ours, row.difference, verdict,
                withVerdict(row.asLabelled, row.asLabelledVerdict), row.note, row.citation};
    }
    return {};
}

std::size_t ReportLayout::verdictColumn(TableColumns columns)
{
    return columns == TableColumns::WithPercent ? kPlainVerdictColumn + kPercentColumns : kPlainVerdictColumn;
}

std::size_t ReportLayout::citationColumn(TableColumns columns)
{
    return headers(columns).size() - 1;
}

std::vector<std::string> ReportLayout::claimHeaders()
{
    return {"id", "claim", "check", "observed", "verdict", "source"};
}

std::vector<std::string> ReportLayout::claimCells(const ReportClaim& claim)
{
    return {claim.id, claim.claim, claim.check, claim.observed, std::string(verdictCode(claim.verdict)),
            claim.citation};
}

std::size_t ReportLayout::claimVerdictColumn()
{
    return kClaimVerdictColumn;
}

std::size_t ReportLayout::claimCitationColumn()
{
    return claimHeaders().size() - 1;
}

std::vector<std::string> ReportLayout::summaryHeaders()
{
    std::vector<std::string> headers = {"table", "title"};
    for (const Verdict verdict : kScoredVerdicts)
        headers.emplace_back(verdictCode(verdict));
    headers.emplace_back("total");
    return headers;
}

std::vector<std::string> ReportLayout::summaryCells(const std::string& table, const std::string& title,
                                                    const VerdictCounts& counts)
{
    std::vector<std::string> cells = {table, title};
    for (const Verdict verdict : kScoredVerdicts)
        cells.push_back(std::to_string(counts.of(verdict)));
    cells.push_back(std::to_string(counts.total()));
    return cells;
}

std::string ReportLayout::countsLine(const VerdictCounts& counts, const std::string& noun)
{
    std::string line;
    for (const Verdict verdict : kScoredVerdicts) {
        if (!line.empty())
            line += ", ";
        line += std::string(verdictCode(verdict)) + " " + std::to_string(counts.of(verdict));
    }
    if (counts.info > 0)
        line += ", " + std::string(verdictCode(Verdict::Info)) + " " + std::to_string(counts.info);
    return line + " (" + std::to_string(counts.total()) + " " + noun + ")";
}

std::vector<std::pair<std::string, std::string>> ReportLayout::legend()
{
    using Rules = VerdictRules;
    const auto percent = [](double fraction) { return ReportNumberFormat::fixed(fraction * kPercent, 0) + " %"; };
    const auto points = [](double value) { return ReportNumberFormat::fixed(value, kPointsDecimals); };
    const std::string reproduced =
        "reproduced: within " + percent(Rules::kAbsoluteTolerance) +
        " of the published value; counts must match exactly; a change X in % is reproduced when 1 + X/100 is "
        "within " + percent(Rules::kChangeTolerance) + " and the sign is the same (within ±" +
        points(Rules::kChangeZeroBandPoints) + " points counts as 0; not tested when both are below " +
        points(Rules::kChangeSignWaiverPoints) + " points)";
    const std::string sameDirection =
        "same direction: outside the tolerance, but SchedLab's value lies on the same side of the table's "
        "reference (FCFS with EASY backfilling of the same table and row group; within " +
        percent(Rules::kDirectionZeroBand) + " counts as level with it); a change: the same sign";
    return {
        {std::string(verdictCode(Verdict::Reproduced)), reproduced},
        {std::string(verdictCode(Verdict::SameDirection)), sameDirection},
        {std::string(verdictCode(Verdict::NotReproduced)), "not reproduced"},
        {std::string(verdictCode(Verdict::NotRun)), "not run: no SchedLab value (the reason is given)"},
        {std::string(verdictCode(Verdict::Info)), "information only: a text claim printed without a verdict"},
        {kClaimsTitle, "judged by each claim's own check and thresholds (the check column), not by the rules above"},
    };
}

std::vector<std::string> ReportLayout::runLines(const ReproductionRunInfo& info)
{
    std::vector<std::string> lines;
    if (!info.when.empty())
        lines.push_back("Generated: " + info.when);
    lines.push_back(std::string("Mode: ") +
                    (info.quick ? "quick (reduced study; figures outside it are NOT RUN)" : "full"));
    lines.push_back("Seed of the generated workloads: " + std::to_string(info.seed));
    const std::string took = ReportNumberFormat::duration(info.durationSeconds);
    if (!took.empty())
        lines.push_back("Run time: " + took);
    if (info.runsSimulated >= 0) {
        lines.push_back("Runs: " + std::to_string(info.runsSimulated + info.runsStored) + " (" +
                        std::to_string(info.runsSimulated) + " simulated now, " + std::to_string(info.runsStored) +
                        " found in the run store)");
    }
    return lines;
}

}  // namespace schedlab
