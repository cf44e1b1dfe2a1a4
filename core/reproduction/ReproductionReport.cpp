#include "reproduction/ReproductionReport.h"

#include "model/Units.h"
#include "reproduction/PublishedData.h"
#include "reproduction/PublishedResults.h"
#include "reproduction/ReportNumberFormat.h"
#include "reproduction/VerdictRules.h"

#include <cmath>

namespace schedlab {

namespace {

using units::kPercent;
constexpr const char* kNoteSeparator = "; ";

using Measurements = std::map<std::string, Measurement>;

Measurement measurementOf(const Measurements& measurements, const std::string& id)
{
    const auto it = measurements.find(id);
    if (it != measurements.end())
        return it->second;
    Measurement missing;
    missing.notRunReason = ReproductionReport::kNotMeasured;
    return missing;
}

double valueOf(const Measurements& measurements, const std::string& id)
{
    const auto it = measurements.find(id);
    return it == measurements.end() ? Measurement::kNone : it->second.value;
}

std::string joined(const std::string& first, const std::string& second)
{
    if (first.empty() || second.empty())
        return first + second;
    return first + kNoteSeparator + second;
}

// SchedLab's percentage by the rule of the published one: against the
// reference (Tables 2.5-2.7) or the same cell of Table 2.5 (Table 2.4).
std::string oursPercent(const PublishedFigure& figure, const Measurement& ours, const Measurements& measurements)
{
    const double base =
        figure.percentBaseId == figure.referenceId ? ours.reference : valueOf(measurements, figure.percentBaseId);
    return ReportNumberFormat::signedPercent((ours.value / base - 1.0) * kPercent);
}

ReportRow makeRow(const PublishedFigure& figure, const PublishedTable& table, const Measurements& measurements)
{
    Measurement ours = measurementOf(measurements, figure.id);
    double publishedReference = Measurement::kNone;
    if (figure.hasReference()) {
        if (std::isnan(ours.reference))
            ours.reference = valueOf(measurements, figure.referenceId);
        publishedReference = PublishedResults::instance().find(figure.referenceId)->value;
    }
    const VerdictJudgement judgement = VerdictRules::judge(figure, ours, publishedReference);

    ReportRow row;
    row.id = figure.id;
    row.citation = figure.citation;
    row.published = figure.printed;
    row.publishedValue = figure.value;
    row.oursValue = ours.value;
    row.ours = ReportNumberFormat::figure(ours.value, figure.notation);
    row.difference = ReportNumberFormat::difference(judgement.difference, figure.kind);
    row.verdict = judgement.verdict;
    // A plain R needs no explanation; the others say why.
    row.note = joined(figure.remark, judgement.verdict == Verdict::Reproduced ? std::string() : judgement.explanation);
    if (figure.publishedPercent) {
        row.publishedPercent = figure.printedPercent;
        row.oursPercent = oursPercent(figure, ours, measurements);
    }
    if (table.columns == TableColumns::WithAsLabelled) {
        row.asLabelled = ReportNumberFormat::figure(ours.asLabelled, figure.notation);
        row.asLabelledVerdict = VerdictRules::change(figure.value, ours.asLabelled).verdict;
    }
    return row;
}

ReportClaim makeClaim(const TextClaim& claim, const ClaimOutcomes& outcomes)
{
    const auto it = outcomes.find(claim.id);
    const ClaimOutcome outcome =
        it != outcomes.end() ? it->second : ClaimOutcome{Verdict::NotRun, ReproductionReport::kNotMeasured};
    // An INFO claim is printed for what it shows, never judged.
    const Verdict verdict = claim.info ? Verdict::Info : outcome.verdict;
    return {claim.id, claim.citation, claim.claim, claim.check, outcome.observed, verdict};
}

ReportNote erratumNote(const PublishedErratum& erratum)
{
    return {"Erratum " + erratum.id + " (" + erratum.where + ")", erratum.text + " " + erratum.action};
}

ReportNote causeNote(const KnownCause& cause)
{
    return {"Known cause of differences", cause.cause + " Affects: " + cause.affects + " Reading: " + cause.reading};
}

std::vector<ReportNote> notesFor(const std::string& tableKey)
{
    const PublishedResults& published = PublishedResults::instance();
    std::vector<ReportNote> notes;
    for (const PublishedErratum* erratum : published.errataFor(tableKey))
        notes.push_back(erratumNote(*erratum));
    for (const KnownCause* cause : published.knownCausesFor(tableKey))
        notes.push_back(causeNote(*cause));
    return notes;
}

}  // namespace

ReproductionReport::ReproductionReport(const Measurements& measurements, ReproductionRunInfo info,
                                       const ClaimOutcomes& claims)
    : m_info(std::move(info)), m_sources{PublishedData::kThesisReference, PublishedData::kPaperReference}
{
    const PublishedResults& published = PublishedResults::instance();
    for (const PublishedTable& table : published.tables()) {
        ReportTable reportTable;
        reportTable.table = table;
        for (const PublishedFigure* figure : published.figuresOf(table.key)) {
            reportTable.rows.push_back(makeRow(*figure, table, measurements));
            reportTable.counts.add(reportTable.rows.back().verdict);
        }
        reportTable.notes = notesFor(table.key);
        m_tableCounts += reportTable.counts;
        m_tables.push_back(std::move(reportTable));
    }
    for (const TextClaim& claim : published.claims()) {
        m_claims.push_back(makeClaim(claim, claims));
        m_claimCounts.add(m_claims.back().verdict);
    }
    m_overall = m_tableCounts;
    m_overall += m_claimCounts;
    m_generalNotes = notesFor({});
}

const ReportTable* ReproductionReport::table(const std::string& key) const
{
    for (const ReportTable& reportTable : m_tables) {
        if (reportTable.table.key == key)
            return &reportTable;
    }
    return nullptr;
}

const ReportRow* ReproductionReport::row(const std::string& id) const
{
    for (const ReportTable& reportTable : m_tables) {
        for (const ReportRow& reportRow : reportTable.rows) {
            if (reportRow.id == id)
                return &reportRow;
        }
    }
    return nullptr;
}

const ReportClaim* ReproductionReport::claim(const std::string& id) const
{
    for (const ReportClaim& reportClaim : m_claims) {
        if (reportClaim.id == id)
            return &reportClaim;
    }
    return nullptr;
}

}  // namespace schedlab
