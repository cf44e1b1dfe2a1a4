#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace schedlab {

// A transform spec split at ':' ("window:0:86400" -> name "window",
// arguments "0", "86400"), with checked access that throws
// std::invalid_argument naming the spec and the bad part.
class TransformSpec {
public:
    explicit TransformSpec(std::string_view spec);

    [[nodiscard]] const std::string& text() const { return m_text; }
    [[nodiscard]] const std::string& name() const { return m_parts.front(); }
    [[nodiscard]] std::size_t argumentCount() const { return m_parts.size() - 1; }
    [[nodiscard]] const std::string& argument(std::size_t index) const { return m_parts.at(index + 1); }

    // Throws unless there are exactly `count` arguments; `usage` is the
    // expected form, e.g. "window:FROM:TO".
    void expectArguments(std::size_t count, std::string_view usage) const;
    // Argument `index` as an integer; `what` names it in messages ("FROM").
    [[nodiscard]] std::int64_t integer(std::size_t index, std::string_view what) const;
    // Argument `index` as a decimal number (no inf or nan).
    [[nodiscard]] double real(std::size_t index, std::string_view what) const;
    // The shortest text that reads back as `x` ("0.05", not "0.050000"):
    // a canonical spec names a number one way only.
    [[nodiscard]] static std::string numberText(double x);
    [[noreturn]] void fail(const std::string& problem) const;

private:
    std::string m_text;
    std::vector<std::string> m_parts;
};

}  // namespace schedlab
