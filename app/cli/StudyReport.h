#pragma once

#include "study/StudyTable.h"

#include <string>
#include <vector>

namespace schedlab {

// How `study run` and `study show` print a study's tables, so that both
// print exactly the same text for the same runs, and write them as CSV.
class StudyReport {
public:
    // Per table: the title, the note wrapped and indented, the table aligned
    // (labels left, numbers right), a blank line.
    [[nodiscard]] static std::string text(const std::vector<StudyTable>& tables);
    // Each table as DIR/PREFIX-NN-TITLE.csv (NN from 01, the title in lower
    // case with runs of other characters as '-'); creates DIR. Returns the
    // paths written. CliError (input) when a file cannot be written.
    static std::vector<std::string> writeCsv(const std::vector<StudyTable>& tables, const std::string& directory,
                                             const std::string& prefix);
    // "pfcfs-months-quick": the CSV prefix of a study's group.
    [[nodiscard]] static std::string filePrefix(const std::string& studyName, bool quick);
};

}  // namespace schedlab
