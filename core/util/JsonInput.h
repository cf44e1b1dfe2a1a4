#pragma once

#include <nlohmann/json.hpp>

#include <cstddef>
#include <stdexcept>
#include <string>
#include <utility>

namespace schedlab {

// JSON text that came from outside (a platform file, a sweep spec, a store
// row) is not valid: where, if known, and what.
class JsonInputError : public std::runtime_error {
public:
    // `syntaxDetail`: nlohmann's own words for a syntax error, else empty.
    JsonInputError(const std::string& message, std::string syntaxDetail, std::size_t line, std::size_t column,
                   std::size_t byte)
        : std::runtime_error(message), m_syntaxDetail(std::move(syntaxDetail)), m_line(line), m_column(column),
          m_byte(byte)
    {
    }
    [[nodiscard]] bool isSyntaxError() const { return !m_syntaxDetail.empty(); }
    [[nodiscard]] const std::string& syntaxDetail() const { return m_syntaxDetail; }
    // 1-based; 0 when the problem has no place (a number out of range).
    [[nodiscard]] std::size_t line() const { return m_line; }
    [[nodiscard]] std::size_t column() const { return m_column; }
    [[nodiscard]] std::size_t byte() const { return m_byte; }

private:
    std::string m_syntaxDetail;
    std::size_t m_line;
    std::size_t m_column;
    std::size_t m_byte;
};

// The one way SchedLab reads JSON it did not write itself. Beyond syntax it
// refuses what would crash or mislead later: nesting deeper than kMaxDepth
// (nlohmann's dump() and the readers recurse, and 100,000 nested arrays
// overflowed the stack) and numbers out of a double's range ("1e400" ended
// in an "internal error").
class JsonInput {
public:
    // Far deeper than any platform, sweep spec or run row needs.
    static constexpr int kMaxDepth = 64;

    // Throws JsonInputError: "not valid JSON at line L, column C: ...",
    // "JSON nested more than 64 levels deep at line L, column C", or "a
    // number is out of range: ...".
    [[nodiscard]] static nlohmann::json parse(const std::string& text);

    // The parsed text, or `fallback` when it is not sound JSON (a store row
    // shown as well as it can be).
    [[nodiscard]] static nlohmann::json parseOr(const std::string& text, nlohmann::json fallback);

    // Line and column (both from 1) of a byte offset, for messages.
    [[nodiscard]] static std::pair<std::size_t, std::size_t> lineAndColumn(const std::string& text,
                                                                           std::size_t byte);
};

}  // namespace schedlab
