#pragma once

#include "workload/LoadOptions.h"
#include "workload/Workload.h"

#include <string>
#include <string_view>

namespace schedlab {

// Reads the native workload format, "SchedLab jobs" (JSON Lines, see
// docs/workload-format.md), plain or gzip-compressed (detected from the
// content). It carries what SWF cannot: sub-second times and the grid, QoS
// and utility attributes of a Job (Wiriyaprasit 2004; Phosphorus D5.2,
// 2007; Vanderster 2008).
//
// As with SwfReader, a bad job line never raises: it is skipped and counted
// in the LoadReport with its line and a message naming the field. Jobs come
// out as SwfReader makes them where the formats overlap: sorted by submit
// (stably), estimates > 0 under the same LoadOptions, `sourceLine` set and
// `record` holding the SWF fields in whole seconds. A file whose header is
// missing or wrong throws TraceError (declared in SwfReader.h).
class NativeWorkloadReader {
public:
    explicit NativeWorkloadReader(LoadOptions options = {}) : m_options(options) {}

    [[nodiscard]] Workload readFile(const std::string& path) const;
    // `name` is used in messages and as Workload::sourcePath.
    [[nodiscard]] Workload readText(const std::string& text, const std::string& name) const;

    // Whether plain (decompressed) text is in this format rather than SWF:
    // its first line that is neither blank nor a '#' comment starts with '{'.
    [[nodiscard]] static bool looksNative(std::string_view text);

private:
    // `text` is plain (decompressed once if it was gzip).
    [[nodiscard]] Workload parse(const std::string& text, const std::string& name) const;

    LoadOptions m_options;
};

}  // namespace schedlab
