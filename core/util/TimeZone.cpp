#include "util/TimeZone.h"

#include "model/Units.h"
#include "util/GzipReader.h"

#include <algorithm>
#include <stdexcept>

namespace schedlab {

namespace {

// RFC 8536 §3.1: "TZif", version, 15 reserved bytes, six 32-bit counts.
constexpr std::string_view kTzifMagic = "TZif";
constexpr std::size_t kReservedBytes = 15;
constexpr std::size_t kV1TimeBytes = 4;
constexpr std::size_t kV2TimeBytes = 8;
constexpr std::size_t kLocalTimeTypeBytes = 6;   // int32 utoff, uint8 isdst, uint8 desigidx
constexpr std::size_t kLeapCorrectionBytes = 4;  // after the leap time itself
constexpr std::size_t kCountBytes = 4;
constexpr std::size_t kUtOffsetBytes = 4;
constexpr unsigned kBitsPerByte = 8;
constexpr unsigned kInt64Bits = 64;
// No real zone is more than a day away from UTC; anything else is corrupt.
constexpr std::int64_t kMaxUtcOffset = 26 * 3600;

// Bounds-checked big-endian reader over the file bytes: a truncated or
// corrupt file throws instead of reading past the end.
class ByteReader {
public:
    explicit ByteReader(std::string_view data) : m_data(data) {}
    [[nodiscard]] std::size_t position() const { return m_pos; }
    [[nodiscard]] std::string_view rest() const { return m_data.substr(m_pos); }

    std::string_view take(std::size_t n)
    {
        if (n > m_data.size() - m_pos)
            throw std::invalid_argument("TZif data is truncated");
        const auto part = m_data.substr(m_pos, n);
        m_pos += n;
        return part;
    }
    std::int64_t readSigned(std::size_t bytes)
    {
        const auto part = take(bytes);
        std::uint64_t value = 0;
        for (const char c : part)
            value = (value << kBitsPerByte) | static_cast<unsigned char>(c);
        // Sign-extend from `bytes` bytes.
        const unsigned unusedBits = kInt64Bits - kBitsPerByte * static_cast<unsigned>(bytes);
        return static_cast<std::int64_t>(value << unusedBits) >> unusedBits;
    }
    std::size_t readCount() { return static_cast<std::size_t>(static_cast<std::uint32_t>(readSigned(kCountBytes))); }
    std::uint8_t readByte() { return static_cast<std::uint8_t>(take(1)[0]); }

private:
    std::string_view m_data;
    std::size_t m_pos = 0;
};

struct TzifCounts {
    std::size_t isUt = 0, isStd = 0, leap = 0, time = 0, type = 0, chars = 0;

    [[nodiscard]] std::size_t dataBytes(std::size_t timeBytes) const
    {
        return time * timeBytes + time + type * kLocalTimeTypeBytes + chars
            + leap * (timeBytes + kLeapCorrectionBytes) + isStd + isUt;
    }
};

// Reads a header; returns the version character.
char readHeader(ByteReader& in, TzifCounts& counts)
{
    if (in.take(kTzifMagic.size()) != kTzifMagic)
        throw std::invalid_argument("not a TZif file (bad magic)");
    const char version = static_cast<char>(in.readByte());
    in.take(kReservedBytes);
    counts.isUt = in.readCount();
    counts.isStd = in.readCount();
    counts.leap = in.readCount();
    counts.time = in.readCount();
    counts.type = in.readCount();
    counts.chars = in.readCount();
    if (counts.type == 0)
        throw std::invalid_argument("TZif file has no local time types");
    return version;
}

bool isSafeZoneName(const std::string& name)
{
    // Zone names are relative paths like "US/Eastern"; refuse anything that
    // could leave the zoneinfo folder.
    if (name.empty() || name.front() == '/' || name.find("..") != std::string::npos)
        return false;
    return std::all_of(name.begin(), name.end(), [](char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '/'
            || c == '_' || c == '-' || c == '+';
    });
}

}  // namespace

TimeZone TimeZone::fixed(std::int64_t offsetSeconds, std::string name)
{
    TimeZone zone;
    zone.m_name = std::move(name);
    zone.m_initialOffset = offsetSeconds;
    return zone;
}

TimeZone TimeZone::fromTzif(std::string_view data, std::string name)
{
    ByteReader in(data);
    TzifCounts counts;
    const char version = readHeader(in, counts);
    std::size_t timeBytes = kV1TimeBytes;
    if (version != '\0') {
        // v2+: skip the 32-bit block and use the 64-bit one that follows.
        in.take(counts.dataBytes(kV1TimeBytes));
        if (readHeader(in, counts) == '\0')
            throw std::invalid_argument("TZif second header has no version");
        timeBytes = kV2TimeBytes;
    }

    TimeZone zone;
    zone.m_name = std::move(name);
    std::vector<std::int64_t> times(counts.time);
    for (auto& t : times)
        t = in.readSigned(timeBytes);
    std::vector<std::uint8_t> typeIndex(counts.time);
    for (auto& index : typeIndex) {
        index = in.readByte();
        if (index >= counts.type)
            throw std::invalid_argument("TZif transition refers to a missing local time type");
    }
    std::vector<std::int64_t> typeOffsets(counts.type);
    for (auto& offset : typeOffsets) {
        offset = in.readSigned(kUtOffsetBytes);
        if (offset > kMaxUtcOffset || offset < -kMaxUtcOffset)
            throw std::invalid_argument("TZif local time type has an impossible UTC offset");
        in.readByte();  // isdst: not needed, the offset says it all
        in.readByte();  // abbreviation index
    }
    in.take(counts.chars + counts.leap * (timeBytes + kLeapCorrectionBytes) + counts.isStd + counts.isUt);
    if (!std::is_sorted(times.begin(), times.end()))
        throw std::invalid_argument("TZif transition times are not ascending");

    zone.m_transitions = std::move(times);
    zone.m_offsets.reserve(typeIndex.size());
    for (const auto index : typeIndex)
        zone.m_offsets.push_back(typeOffsets[index]);
    // RFC 8536 §3.2: type 0 applies before the first transition.
    zone.m_initialOffset = typeOffsets.front();

    if (version != '\0') {
        // Footer: "\n<POSIX TZ string>\n".
        const auto rest = in.rest();
        if (rest.size() >= 2 && rest.front() == '\n') {
            const auto close = rest.find('\n', 1);
            if (close != std::string_view::npos && close > 1)
                zone.m_footer = PosixTimeZoneRule::parse(rest.substr(1, close - 1));
        }
    }
    return zone;
}

std::optional<TimeZone> TimeZone::load(const std::string& name, std::string_view zoneInfoDir)
{
    if (!isSafeZoneName(name))
        return std::nullopt;
    try {
        const std::string data = GzipReader::readFile(std::string(zoneInfoDir) + "/" + name);
        return fromTzif(data, name);
    } catch (const FileReadError&) {
        return std::nullopt;
    } catch (const std::invalid_argument&) {
        return std::nullopt;
    }
}

std::int64_t TimeZone::offsetAt(std::int64_t utcSeconds) const
{
    if (m_transitions.empty())
        return m_footer ? m_footer->offsetAt(utcSeconds) : m_initialOffset;
    if (utcSeconds < m_transitions.front())
        return m_initialOffset;
    if (utcSeconds >= m_transitions.back() && m_footer)
        return m_footer->offsetAt(utcSeconds);
    const auto next = std::upper_bound(m_transitions.begin(), m_transitions.end(), utcSeconds);
    return m_offsets[static_cast<std::size_t>(next - m_transitions.begin()) - 1];
}

std::int64_t TimeZone::fromLocal(std::int64_t localSeconds) const
{
    // The offsets a day before and after (zones change at most once in two
    // days) give the two candidate instants; each is right if its offset is
    // the one in effect at it. Both right: a repeated time, take the later
    // instant. Neither: a skipped time, read it in the offset before the jump.
    const std::int64_t before = localSeconds - offsetAt(localSeconds - units::kSecondsPerDay);
    const std::int64_t after = localSeconds - offsetAt(localSeconds + units::kSecondsPerDay);
    const bool beforeFits = toLocal(before) == localSeconds;
    const bool afterFits = toLocal(after) == localSeconds;
    if (beforeFits && afterFits)
        return std::max(before, after);
    if (afterFits)
        return after;
    return before;
}

}  // namespace schedlab
