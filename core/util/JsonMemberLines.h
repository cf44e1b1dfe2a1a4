#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace schedlab {

// Where the entries of one member of a JSON document's top-level object
// start: the elements of an array, or the members of an object. A parsed
// nlohmann::json keeps no positions, so without this a message about the
// 12,000th job of a Batsim workload could not say its line.
class JsonMemberLines {
public:
    struct Entry {
        std::string key;        // an object member's name as written (escapes kept); empty for array elements
        std::int64_t line = 0;  // from 1
    };

    // The entries of the top-level member `member`, in file order; empty
    // when there is none or it is neither an array nor an object. Only for
    // text that JsonInput has accepted: it checks no syntax of its own.
    [[nodiscard]] static std::vector<Entry> of(std::string_view json, std::string_view member);
};

}  // namespace schedlab
