#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace schedlab {

// The header comments of an SWF file (";  Key: value" lines). Known keys are
// parsed; every key/value pair is also kept verbatim, in file order, so that
// writing the trace back out loses nothing.
struct SwfHeader {
    std::optional<std::string> version;
    std::optional<std::string> computer;
    std::optional<std::string> installation;
    std::optional<std::int64_t> maxNodes;
    std::optional<std::int64_t> maxProcs;
    std::optional<std::int64_t> maxJobs;
    std::optional<std::int64_t> maxRecords;
    std::optional<std::int64_t> unixStartTime;
    std::optional<std::int64_t> timeZoneOffset;   // "TimeZone:" seconds, legacy
    std::optional<std::string> timeZoneString;    // e.g. "US/Eastern"
    std::optional<std::string> startTime;
    std::optional<std::string> endTime;
    std::vector<std::string> notes;               // every "Note:" line
    std::vector<std::pair<std::string, std::string>> fields;  // all, verbatim
    std::vector<std::string> rawLines;            // every comment line, verbatim

    // The machine size the trace was recorded on: MaxProcs, else MaxNodes.
    // Job widths in SWF count processors, so MaxProcs is the matching unit.
    [[nodiscard]] std::optional<std::int64_t> machineSize() const
    {
        if (maxProcs && *maxProcs > 0)
            return maxProcs;
        if (maxNodes && *maxNodes > 0)
            return maxNodes;
        return std::nullopt;
    }
};

}  // namespace schedlab
