#include "StudyReport.h"

#include "CliError.h"
#include "OutputFile.h"
#include "TextTable.h"
#include "TextWrap.h"

#include <cctype>
#include <filesystem>

namespace schedlab {

namespace {

const std::string kNoteIndent = "  ";
constexpr std::size_t kFirstValueColumn = 1;  // the row labels stay left-aligned
constexpr std::size_t kIndexDigits = 2;

std::string slug(const std::string& title)
{
    std::string text;
    for (const char c : title) {
        if (std::isalnum(static_cast<unsigned char>(c)) != 0)
            text += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        else if (!text.empty() && text.back() != '-')
            text += '-';
    }
    while (!text.empty() && text.back() == '-')
        text.pop_back();
    return text;
}

std::string twoDigits(std::size_t number)
{
    std::string text = std::to_string(number);
    if (text.size() < kIndexDigits)
        text.insert(0, kIndexDigits - text.size(), '0');
    return text;
}

}  // namespace

std::string StudyReport::text(const std::vector<StudyTable>& tables)
{
    std::string out;
    for (const StudyTable& table : tables) {
        out += table.title + "\n";
        if (!table.note.empty())
            out += TextWrap::wrap(table.note, kNoteIndent);
        TextTable text(table.table.headers());
        text.alignRightFrom(kFirstValueColumn);
        for (const auto& row : table.table.rows())
            text.addRow(row);
        out += text.toString() + "\n";
    }
    return out;
}

std::vector<std::string> StudyReport::writeCsv(const std::vector<StudyTable>& tables, const std::string& directory,
                                               const std::string& prefix)
{
    std::error_code error;
    std::filesystem::create_directories(directory, error);
    if (error)
        throw CliError::input(directory + ": cannot create the CSV folder: " + error.message());
    std::vector<std::string> paths;
    for (std::size_t i = 0; i < tables.size(); ++i) {
        const std::string path = (std::filesystem::path(directory) /
                                  (prefix + "-" + twoDigits(i + 1) + "-" + slug(tables[i].title) + ".csv"))
                                     .string();
        OutputFile::write(path, [&](std::ostream& out) { tables[i].table.write(out); });
        paths.push_back(path);
    }
    return paths;
}

std::string StudyReport::filePrefix(const std::string& studyName, bool quick)
{
    return studyName + (quick ? "-quick" : "");
}

}  // namespace schedlab
