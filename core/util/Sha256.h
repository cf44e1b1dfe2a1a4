#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include <nettle/sha2.h>

namespace schedlab {

// SHA-256 (FIPS 180-4), used to identify a trace file in the run store by
// its exact bytes. Incremental, so large files are hashed while streaming.
// The hash itself is Nettle's (Debian package nettle-dev); this class gives
// it the digest type, hex form and file reading the store and runs use.
class Sha256 {
public:
    static constexpr std::size_t kDigestBytes = 32;
    using Digest = std::array<std::uint8_t, kDigestBytes>;

    Sha256();
    void update(const void* data, std::size_t size);
    void update(std::string_view data) { update(data.data(), data.size()); }
    // Finishes the hash; the object must not be updated afterwards.
    [[nodiscard]] Digest finish();

    [[nodiscard]] static std::string toHex(const Digest& digest);
    [[nodiscard]] static std::string hexOf(std::string_view data);
    // Hash of the file's bytes as stored (a .gz is hashed compressed).
    // Throws FileReadError (util/GzipReader.h) naming the path and reason.
    [[nodiscard]] static std::string hexOfFile(const std::string& path);

private:
    sha256_ctx m_context{};
};

}  // namespace schedlab
