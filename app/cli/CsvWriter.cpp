#include "CsvWriter.h"

namespace schedlab {

namespace {

constexpr std::string_view kNeedsQuoting = ",\"\r\n";
constexpr std::string_view kLineEnd = "\n";

}  // namespace

std::string CsvWriter::quoted(const std::string& field)
{
    if (field.find_first_of(kNeedsQuoting) == std::string::npos)
        return field;
    std::string out = "\"";
    for (const char c : field) {
        if (c == '"')
            out += '"';
        out += c;
    }
    out += '"';
    return out;
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
