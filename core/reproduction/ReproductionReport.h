#pragma once

#include "reproduction/ClaimOutcome.h"
#include "reproduction/Measurement.h"
#include "reproduction/ReportClaim.h"
#include "reproduction/ReportNote.h"
#include "reproduction/ReportTable.h"
#include "reproduction/ReproductionRunInfo.h"
#include "reproduction/VerdictCounts.h"

#include <map>
#include <string>
#include <vector>

namespace schedlab {

// Every published figure next to SchedLab's value, with difference and
// verdict, grouped by table, then the text claims with SchedLab's
// observations and verdicts, with the summaries and notes: everything the
// Markdown and HTML renderers print, already formatted.
class ReproductionReport {
public:
    // The reason given for a figure the measurements do not mention.
    static constexpr const char* kNotMeasured = "not measured";

    // measurements: SchedLab's value per figure id (see Measurement). A
    // figure without an entry is NOT RUN; entries for unknown ids are ignored.
    // claims: the outcome per text claim id (ReproductionClaims); likewise
    // NOT RUN without one. INFO claims never get a verdict.
    ReproductionReport(const std::map<std::string, Measurement>& measurements, ReproductionRunInfo info,
                       const ClaimOutcomes& claims = {});

    [[nodiscard]] const ReproductionRunInfo& info() const { return m_info; }
    [[nodiscard]] const std::vector<ReportTable>& tables() const { return m_tables; }
    // Every text claim, in the sources' order, and their counts.
    [[nodiscard]] const std::vector<ReportClaim>& claims() const { return m_claims; }
    [[nodiscard]] const VerdictCounts& claimCounts() const { return m_claimCounts; }
    // The figures of all tables, without the text claims.
    [[nodiscard]] const VerdictCounts& tableCounts() const { return m_tableCounts; }
    // The tables' figures and the text claims together.
    [[nodiscard]] const VerdictCounts& overall() const { return m_overall; }
    // Errata and known causes that concern no published table (text claims, definitions).
    [[nodiscard]] const std::vector<ReportNote>& generalNotes() const { return m_generalNotes; }
    // The full references of the two publications.
    [[nodiscard]] const std::vector<std::string>& sources() const { return m_sources; }

    // nullptr when there is no such table or figure.
    [[nodiscard]] const ReportTable* table(const std::string& key) const;
    [[nodiscard]] const ReportRow* row(const std::string& id) const;
    [[nodiscard]] const ReportClaim* claim(const std::string& id) const;

private:
    ReproductionRunInfo m_info;
    std::vector<ReportTable> m_tables;
    std::vector<ReportClaim> m_claims;
    VerdictCounts m_claimCounts;
    VerdictCounts m_tableCounts;
    VerdictCounts m_overall;
    std::vector<ReportNote> m_generalNotes;
    std::vector<std::string> m_sources;
};

}  // namespace schedlab
