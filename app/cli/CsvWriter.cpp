#include "CsvWriter.h"

#include "compare/CsvTable.h"

namespace schedlab {

namespace {

constexpr std::string_view kLineEnd = "\n";

}  // namespace

std::string CsvWriter::quoted(const std::string& field)
{
    // One quoting rule for every CSV the program writes.
    return CsvTable::quoted(field);
}

void CsvWriter::writeRow(const std::vector<std::string>& fields)
{
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (i > 0)
            m_out << ',';
        m_out << quoted(fields[i]);
    }
    m_out << kLineEnd;
}

}  // namespace schedlab
