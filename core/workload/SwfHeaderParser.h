#pragma once

#include "workload/SwfHeader.h"

#include <string>
#include <string_view>
#include <vector>

namespace schedlab {

// Turns SWF comment lines into an SwfHeader, one line at a time.
//
// A header line is ";Key: value" or "; Key: value". A comment indented by
// more than one blank continues the previous entry: PWA files wrap long notes
// and copyright texts that way (";       The filter used ..."), and such
// lines may themselves contain colons ("http://..."), so indentation, not the
// colon, decides.
class SwfHeaderParser {
public:
    // The note SwfWriter adds, read back into Workload::transforms.
    static constexpr std::string_view kTransformsNotePrefix = "SchedLab transforms:";

    explicit SwfHeaderParser(SwfHeader& header) : m_header(header) {}

    // `line` is the whole comment line, starting with ';' (no line break).
    void addCommentLine(std::string_view line);

    // True once a key of the SWF 2.2 header vocabulary was seen: evidence
    // that a file with no valid record is still an SWF file.
    [[nodiscard]] bool sawSwfKey() const { return m_sawSwfKey; }
    [[nodiscard]] const std::vector<std::string>& transforms() const { return m_transforms; }

    // Leading integer of a header value: "338 (batch partition; 512 total)"
    // gives 338; "N/A" gives nullopt.
    [[nodiscard]] static std::optional<std::int64_t> leadingInteger(std::string_view value);
    // `value` when its magnitude is at most `limit`, else nothing.
    [[nodiscard]] static std::optional<std::int64_t> withinMagnitude(std::optional<std::int64_t> value,
                                                                     std::int64_t limit);
    // A day: no time zone is further from UTC (the furthest are 14 h).
    static constexpr std::int64_t kMaxZoneOffsetSeconds = 86'400;

private:
    enum class Continues { Nothing, Field, Note };

    void setKnownKey(std::string_view key, std::string_view value);

    SwfHeader& m_header;
    bool m_sawSwfKey = false;
    Continues m_continues = Continues::Nothing;
    std::vector<std::string> m_transforms;
};

}  // namespace schedlab
