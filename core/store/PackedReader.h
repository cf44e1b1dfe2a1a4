#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace schedlab {

// Reads what PackedWriter wrote, never past the end of its bytes: a number
// or text cut short, or a number longer than 64 bits, throws
// std::invalid_argument saying so (the bytes come from a file and may be
// damaged).
class PackedReader {
public:
    explicit PackedReader(std::string_view bytes) : m_bytes(bytes) {}

    [[nodiscard]] std::uint64_t getUnsigned();
    [[nodiscard]] std::int64_t getSigned();
    [[nodiscard]] std::int64_t getDelta(std::int64_t predicted);
    [[nodiscard]] std::string_view getText();
    [[nodiscard]] std::string_view getBytes(std::uint64_t count);

    [[nodiscard]] bool atEnd() const { return m_position == m_bytes.size(); }
    [[nodiscard]] std::size_t remaining() const { return m_bytes.size() - m_position; }

private:
    std::string_view m_bytes;
    std::size_t m_position = 0;
};

}  // namespace schedlab
