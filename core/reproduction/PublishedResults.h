#pragma once

#include "reproduction/KnownCause.h"
#include "reproduction/PublishedErratum.h"
#include "reproduction/PublishedFigure.h"
#include "reproduction/PublishedTable.h"
#include "reproduction/TextClaim.h"

#include <map>
#include <string>
#include <vector>

namespace schedlab {

// Every published figure the reproduction report scores (349 of them, in the
// order of the publications' tables), the tables they belong to, the claims
// of the text (55), and the errata and known causes of differences printed
// with them.
class PublishedResults {
public:
    // Built once, on first use; immutable afterwards, so any thread may read it.
    [[nodiscard]] static const PublishedResults& instance();

    [[nodiscard]] const std::vector<PublishedTable>& tables() const { return m_tables; }
    [[nodiscard]] const std::vector<PublishedFigure>& figures() const { return m_figures; }
    [[nodiscard]] const std::vector<PublishedErratum>& errata() const { return m_errata; }
    [[nodiscard]] const std::vector<KnownCause>& knownCauses() const { return m_causes; }
    [[nodiscard]] const std::vector<TextClaim>& claims() const { return m_claims; }

    // nullptr when there is no such figure.
    [[nodiscard]] const PublishedFigure* find(const std::string& id) const;
    // The figures of one table ("2.5"), in the table's order.
    [[nodiscard]] std::vector<const PublishedFigure*> figuresOf(const std::string& tableKey) const;
    // The notes printed under one table; with an empty key, those tied to no table.
    [[nodiscard]] std::vector<const PublishedErratum*> errataFor(const std::string& tableKey) const;
    [[nodiscard]] std::vector<const KnownCause*> knownCausesFor(const std::string& tableKey) const;

private:
    PublishedResults();

    std::vector<PublishedTable> m_tables;
    std::vector<PublishedFigure> m_figures;
    std::vector<PublishedErratum> m_errata;
    std::vector<KnownCause> m_causes;
    std::vector<TextClaim> m_claims;
    std::map<std::string, std::size_t> m_indexById;
};

}  // namespace schedlab
