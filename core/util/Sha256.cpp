#include "util/Sha256.h"

#include "util/FileHandle.h"

namespace schedlab {

namespace {

constexpr std::size_t kFileChunk = std::size_t{1} << 16;

}  // namespace

static_assert(Sha256::kDigestBytes == SHA256_DIGEST_SIZE);

Sha256::Sha256()
{
    sha256_init(&m_context);
}

void Sha256::update(const void* data, std::size_t size)
{
    sha256_update(&m_context, size, static_cast<const std::uint8_t*>(data));
}

Sha256::Digest Sha256::finish()
{
    Digest digest{};
    sha256_digest(&m_context, digest.size(), digest.data());
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
