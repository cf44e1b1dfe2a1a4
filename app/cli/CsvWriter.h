#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace schedlab {

// Writes rows as RFC 4180 CSV: fields with a comma, a double quote or a
// line break are quoted, quotes doubled. Lines end with LF, not the RFC's
// CRLF, like Batsim's own jobs.csv; every CSV reader accepts both.
class CsvWriter {
public:
    explicit CsvWriter(std::ostream& out) : m_out(out) {}

    void writeRow(const std::vector<std::string>& fields);
    [[nodiscard]] static std::string quoted(const std::string& field);

private:
    std::ostream& m_out;
};

}  // namespace schedlab
