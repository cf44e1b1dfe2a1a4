#include "store/PackedReader.h"

#include <stdexcept>

namespace schedlab {

namespace {

constexpr unsigned kPayloadBits = 7;
constexpr std::uint64_t kPayloadMask = 0x7f;
constexpr std::uint64_t kMoreFollows = 0x80;
constexpr unsigned kValueBits = 64;

}  // namespace

std::uint64_t PackedReader::getUnsigned()
{
    std::uint64_t value = 0;
    for (unsigned shift = 0; shift < kValueBits; shift += kPayloadBits) {
        if (m_position >= m_bytes.size())
            throw std::invalid_argument("a number is cut short");
        const auto byte = static_cast<std::uint8_t>(m_bytes[m_position++]);
        const std::uint64_t payload = byte & kPayloadMask;
        // The tenth byte may only carry the 64th bit.
        if (shift > kValueBits - kPayloadBits && (payload >> (kValueBits - shift)) != 0)
            throw std::invalid_argument("a number is longer than 64 bits");
        value |= payload << shift;
        if ((byte & kMoreFollows) == 0)
            return value;
    }
    throw std::invalid_argument("a number is longer than 64 bits");
}

std::int64_t PackedReader::getSigned()
{
    const std::uint64_t zigzag = getUnsigned();
    return static_cast<std::int64_t>((zigzag >> 1U) ^ (~(zigzag & 1U) + 1));
}

std::int64_t PackedReader::getDelta(std::int64_t predicted)
{
    return static_cast<std::int64_t>(static_cast<std::uint64_t>(predicted) +
                                     static_cast<std::uint64_t>(getSigned()));
}

std::string_view PackedReader::getText()
{
    return getBytes(getUnsigned());
}

std::string_view PackedReader::getBytes(std::uint64_t count)
{
    if (count > remaining())
        throw std::invalid_argument("a text is cut short");
    const std::string_view bytes = m_bytes.substr(m_position, static_cast<std::size_t>(count));
    m_position += static_cast<std::size_t>(count);
    return bytes;
}

}  // namespace schedlab
