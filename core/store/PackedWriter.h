#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace schedlab {

// Appends integers as LEB128 varints (7 bits a byte, low bits first) and
// texts with their length: the per-job columns of a job blob
// (JobBlobCodec). Small numbers take one byte, which is what most deltas
// between neighbouring jobs are; PackedReader reads them back. A CTC run
// writes millions of them, so the buffer grows in steps and putUnsigned
// writes through a pointer, inline.
class PackedWriter {
public:
    void putUnsigned(std::uint64_t value)
    {
        if (m_buffer.size() - m_size < kMaxVarintBytes)
            grow(kMaxVarintBytes);
        char* out = m_buffer.data() + m_size;
        char* const first = out;
        while (value > kPayloadMask) {
            *out++ = static_cast<char>((value & kPayloadMask) | kMoreFollows);
            value >>= kPayloadBits;
        }
        *out++ = static_cast<char>(value);
        m_size += static_cast<std::size_t>(out - first);
    }
    // Zigzag first, so that small negative numbers stay small too.
    void putSigned(std::int64_t value)
    {
        const auto bits = static_cast<std::uint64_t>(value);
        putUnsigned((bits << 1U) ^ (value < 0 ? ~std::uint64_t {0} : 0));
    }
    // `value` as its difference to `predicted`, wrapping instead of
    // overflowing: any two 64-bit values round-trip exactly.
    void putDelta(std::int64_t value, std::int64_t predicted)
    {
        putSigned(static_cast<std::int64_t>(static_cast<std::uint64_t>(value) - static_cast<std::uint64_t>(predicted)));
    }
    void putText(std::string_view text);
    void putBytes(std::string_view bytes);

    [[nodiscard]] std::string_view bytes() const { return {m_buffer.data(), m_size}; }
    [[nodiscard]] std::size_t size() const { return m_size; }

private:
    static constexpr unsigned kPayloadBits = 7;
    static constexpr std::uint64_t kPayloadMask = 0x7f;
    static constexpr std::uint64_t kMoreFollows = 0x80;
    static constexpr std::size_t kMaxVarintBytes = 10;  // 64 bits, 7 a byte

    // Room for at least `bytes` more.
    void grow(std::size_t bytes);

    std::string m_buffer;  // m_size bytes written, the rest room
    std::size_t m_size = 0;
};

}  // namespace schedlab
