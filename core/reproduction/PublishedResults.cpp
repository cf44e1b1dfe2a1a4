#include "reproduction/PublishedResults.h"

#include "reproduction/PublishedData.h"

#include <algorithm>
#include <set>
#include <stdexcept>

namespace schedlab {

namespace {

template <typename Note>
std::vector<const Note*> notesFor(const std::vector<Note>& notes, const std::string& tableKey)
{
    std::vector<const Note*> found;
    for (const Note& note : notes) {
        const bool matches = tableKey.empty()
                                 ? note.tableKeys.empty()
                                 : std::find(note.tableKeys.begin(), note.tableKeys.end(), tableKey) !=
                                       note.tableKeys.end();
        if (matches)
            found.push_back(&note);
    }
    return found;
}

void append(std::vector<PublishedFigure>& to, std::vector<PublishedFigure> figures)
{
    to.insert(to.end(), std::make_move_iterator(figures.begin()), std::make_move_iterator(figures.end()));
}

}  // namespace

const PublishedResults& PublishedResults::instance()
{
    static const PublishedResults results;
    return results;
}

PublishedResults::PublishedResults()
    : m_tables(PublishedData::tables()),
      m_errata(PublishedData::errata()),
      m_causes(PublishedData::knownCauses()),
      m_claims(PublishedData::textClaims())
{
    append(m_figures, PublishedData::jobCountFigures());
    append(m_figures, PublishedData::algorithmFigures());
    append(m_figures, PublishedData::pfcfsFigures());
    append(m_figures, PublishedData::multiSiteFigures());
    for (std::size_t i = 0; i < m_figures.size(); ++i) {
        if (!m_indexById.emplace(m_figures[i].id, i).second)
            throw std::logic_error("published figure listed twice: " + m_figures[i].id);
    }
    std::set<std::string> claimIds;
    for (const TextClaim& claim : m_claims) {
        if (!claimIds.insert(claim.id).second)
            throw std::logic_error("text claim listed twice: " + claim.id);
    }
    // A reference that is not itself a figure would silently disable the
    // qualitative verdict of its whole row group.
    for (const PublishedFigure& figure : m_figures) {
        if ((figure.hasReference() && find(figure.referenceId) == nullptr) ||
            (!figure.percentBaseId.empty() && find(figure.percentBaseId) == nullptr))
            throw std::logic_error("published figure " + figure.id + " refers to a figure that does not exist");
    }
}

const PublishedFigure* PublishedResults::find(const std::string& id) const
{
    const auto it = m_indexById.find(id);
    return it == m_indexById.end() ? nullptr : &m_figures[it->second];
}

std::vector<const PublishedFigure*> PublishedResults::figuresOf(const std::string& tableKey) const
{
    std::vector<const PublishedFigure*> found;
    for (const PublishedFigure& figure : m_figures) {
        if (figure.tableKey == tableKey)
            found.push_back(&figure);
    }
    return found;
}

std::vector<const PublishedErratum*> PublishedResults::errataFor(const std::string& tableKey) const
{
    return notesFor(m_errata, tableKey);
}

std::vector<const KnownCause*> PublishedResults::knownCausesFor(const std::string& tableKey) const
{
    return notesFor(m_causes, tableKey);
}

}  // namespace schedlab
