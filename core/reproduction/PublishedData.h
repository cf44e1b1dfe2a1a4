#pragma once

#include "reproduction/KnownCause.h"
#include "reproduction/PublishedErratum.h"
#include "reproduction/PublishedFigure.h"
#include "reproduction/PublishedTable.h"
#include "reproduction/TextClaim.h"

#include <string>
#include <string_view>
#include <vector>

namespace schedlab {

// The published figures of the two sources, with citations, and the notes
// that go with them. The figures are written down as printed and parsed when
// built; each group of tables lives in its own PublishedData*.cpp file.
// PublishedResults gathers them once; use that instead.
class PublishedData {
public:
    // How the product cites the sources.
    static constexpr const char* kThesis = "Yahyapour (2002)";
    static constexpr const char* kPaper = "Schwiegelshohn & Yahyapour (1998)";
    static constexpr const char* kThesisReference =
        "Ramin Yahyapour, Design and Evaluation of Job Scheduling Strategies for Grid Computing, "
        "PhD thesis, University of Dortmund, 2002";
    static constexpr const char* kPaperReference =
        "Uwe Schwiegelshohn and Ramin Yahyapour, Improving First-Come-First-Serve Job Scheduling by "
        "Gang Scheduling, Job Scheduling Strategies for Parallel Processing (JSSPP), Springer LNCS, 1998";

    [[nodiscard]] static std::vector<PublishedTable> tables();
    [[nodiscard]] static std::vector<PublishedFigure> jobCountFigures();   // Table 2.2
    [[nodiscard]] static std::vector<PublishedFigure> algorithmFigures();  // Tables 2.4-2.7
    [[nodiscard]] static std::vector<PublishedFigure> pfcfsFigures();      // Tables 4.3-4.5
    [[nodiscard]] static std::vector<PublishedFigure> multiSiteFigures();  // Tables 5.3, 5.4
    [[nodiscard]] static std::vector<PublishedErratum> errata();
    [[nodiscard]] static std::vector<KnownCause> knownCauses();
    [[nodiscard]] static std::vector<TextClaim> textClaims();  // C2.1 ... C6.12

    // A figure from its printed text; the value is parsed from it.
    [[nodiscard]] static PublishedFigure figure(std::string id, std::string tableKey, std::string citation,
                                                FigureKind kind, FigureNotation notation, std::string printed);
    // "Jan97" -> "Jan 1997": the month tokens of the ids as citations write them.
    [[nodiscard]] static std::string monthName(std::string_view token);
    // "Yahyapour (2002), Table 2.5"
    [[nodiscard]] static std::string thesisTable(std::string_view tableKey);
};

}  // namespace schedlab
