#pragma once

#include "store/PackedReader.h"
#include "store/PackedWriter.h"

#include <string>
#include <string_view>

namespace schedlab {

// A job's allocation as numbers instead of NodeSet text ("0-3 8"): the
// count of ranges, then per range its first node (as the difference to
// the previous range's last) and its length, half the bytes of the text
// and quicker to compress. Only text exactly as NodeSet::toString writes
// it is packed, so that unpacking gives the same text back; JobBlobCodec
// keeps any other text as it is.
class AllocationPacking {
public:
    // Packs canonical text ("", "5", "0-3 8 10-11": decimal numbers without
    // leading zeros, "a-b" with a < b, single spaces); false, writing
    // nothing, for any other text.
    [[nodiscard]] static bool pack(std::string_view text, PackedWriter& numbers);
    // Appends the text of one packed allocation. Throws
    // std::invalid_argument for numbers cut short.
    static void unpack(PackedReader& numbers, std::string& text);
};

}  // namespace schedlab
