#include "util/Sha256.h"

#include "util/FileHandle.h"

#include <algorithm>
#include <cstring>

namespace schedlab {

namespace {

// FIPS 180-4 §4.2.2: first 32 bits of the fractional parts of the cube roots
// of the first 64 primes.
constexpr std::array<std::uint32_t, 64> kRoundConstants = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

// FIPS 180-4 §5.3.3: first 32 bits of the fractional parts of the square
// roots of the first 8 primes.
constexpr std::array<std::uint32_t, 8> kInitialState = {
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
};

constexpr std::size_t kScheduleWords = 64;
constexpr std::size_t kBlockWords = 16;       // 512-bit block = 16 big-endian words
constexpr std::size_t kWordBytes = 4;
constexpr std::size_t kLengthFieldBytes = 8;    // message length in bits, big-endian
constexpr std::uint8_t kPaddingMarker = 0x80;   // the single 1 bit after the message
constexpr std::size_t kFileChunk = std::size_t{1} << 16;
constexpr unsigned kBitsPerByte = 8;

constexpr std::uint32_t rotr(std::uint32_t x, unsigned n) { return (x >> n) | (x << (32U - n)); }
// FIPS 180-4 §4.1.2 functions.
constexpr std::uint32_t ch(std::uint32_t x, std::uint32_t y, std::uint32_t z) { return (x & y) ^ (~x & z); }
constexpr std::uint32_t maj(std::uint32_t x, std::uint32_t y, std::uint32_t z) { return (x & y) ^ (x & z) ^ (y & z); }
constexpr std::uint32_t bigSigma0(std::uint32_t x) { return rotr(x, 2) ^ rotr(x, 13) ^ rotr(x, 22); }
constexpr std::uint32_t bigSigma1(std::uint32_t x) { return rotr(x, 6) ^ rotr(x, 11) ^ rotr(x, 25); }
constexpr std::uint32_t smallSigma0(std::uint32_t x) { return rotr(x, 7) ^ rotr(x, 18) ^ (x >> 3U); }
constexpr std::uint32_t smallSigma1(std::uint32_t x) { return rotr(x, 17) ^ rotr(x, 19) ^ (x >> 10U); }

}  // namespace

Sha256::Sha256() : m_state(kInitialState) {}

void Sha256::compress(const std::uint8_t* block)
{
    std::array<std::uint32_t, kScheduleWords> w{};
    for (std::size_t t = 0; t < kBlockWords; ++t) {
        const std::uint8_t* p = block + kWordBytes * t;
        w[t] = 0;
        for (std::size_t j = 0; j < kWordBytes; ++j)
            w[t] = (w[t] << kBitsPerByte) | p[j];
    }
    for (std::size_t t = kBlockWords; t < kScheduleWords; ++t)
        w[t] = smallSigma1(w[t - 2]) + w[t - 7] + smallSigma0(w[t - 15]) + w[t - 16];

    auto [a, b, c, d, e, f, g, h] = m_state;
    for (std::size_t t = 0; t < kScheduleWords; ++t) {
        const std::uint32_t t1 = h + bigSigma1(e) + ch(e, f, g) + kRoundConstants[t] + w[t];
        const std::uint32_t t2 = bigSigma0(a) + maj(a, b, c);
        h = g;
        g = f;
        f = e;
        e = d + t1;
        d = c;
        c = b;
        b = a;
        a = t1 + t2;
    }
    const std::array<std::uint32_t, kStateWords> working = {a, b, c, d, e, f, g, h};
    for (std::size_t i = 0; i < kStateWords; ++i)
        m_state[i] += working[i];
}

void Sha256::update(const void* data, std::size_t size)
{
    const auto* bytes = static_cast<const std::uint8_t*>(data);
    m_totalBytes += size;
    while (size > 0) {
        if (m_buffered == 0 && size >= kBlockBytes) {
            compress(bytes);
            bytes += kBlockBytes;
            size -= kBlockBytes;
            continue;
        }
        const std::size_t take = std::min(size, kBlockBytes - m_buffered);
        std::memcpy(m_buffer.data() + m_buffered, bytes, take);
        m_buffered += take;
        bytes += take;
        size -= take;
        if (m_buffered == kBlockBytes) {
            compress(m_buffer.data());
            m_buffered = 0;
        }
    }
}

Sha256::Digest Sha256::finish()
{
    // §5.1.1: append 1 bit, zeros up to 56 mod 64 bytes, then the bit length.
    const std::uint64_t bitLength = m_totalBytes * kBitsPerByte;
    m_buffer[m_buffered++] = kPaddingMarker;
    if (m_buffered > kBlockBytes - kLengthFieldBytes) {
        std::memset(m_buffer.data() + m_buffered, 0, kBlockBytes - m_buffered);
        compress(m_buffer.data());
        m_buffered = 0;
    }
    std::memset(m_buffer.data() + m_buffered, 0, kBlockBytes - kLengthFieldBytes - m_buffered);
    for (std::size_t i = 0; i < kLengthFieldBytes; ++i)
        m_buffer[kBlockBytes - 1 - i] = static_cast<std::uint8_t>(bitLength >> (kBitsPerByte * i));
    compress(m_buffer.data());

    Digest digest{};
    for (std::size_t i = 0; i < kStateWords; ++i)
        for (std::size_t j = 0; j < kWordBytes; ++j)
            digest[kWordBytes * i + j] =
                static_cast<std::uint8_t>(m_state[i] >> (kBitsPerByte * (kWordBytes - 1 - j)));
    return digest;
}

std::string Sha256::toHex(const Digest& digest)
{
    static constexpr std::string_view kHexDigits = "0123456789abcdef";
    std::string hex;
    hex.reserve(2 * digest.size());
    for (const std::uint8_t byte : digest) {
        hex += kHexDigits[byte >> 4U];
        hex += kHexDigits[byte & 0x0fU];
    }
    return hex;
}

std::string Sha256::hexOf(std::string_view data)
{
    Sha256 sha;
    sha.update(data);
    return toHex(sha.finish());
}

std::string Sha256::hexOfFile(const std::string& path)
{
    const FileHandle file = openFileForReading(path);
    Sha256 sha;
    std::string chunk(kFileChunk, '\0');
    for (;;) {
        const std::size_t got = readChunk(file.get(), chunk.data(), chunk.size(), path);
        sha.update(chunk.data(), got);
        if (got < chunk.size())
            break;
    }
    return toHex(sha.finish());
}

}  // namespace schedlab
