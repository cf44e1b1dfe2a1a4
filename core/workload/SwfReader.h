#pragma once

#include "workload/LoadOptions.h"
#include "workload/Workload.h"

#include <istream>
#include <stdexcept>
#include <string>

namespace schedlab {

// The file cannot be read at all, or is not SWF. One clear message naming the
// file (and line, where one is to blame); bad records never raise this, they
// are skipped and counted in the LoadReport instead.
class TraceError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Reads Standard Workload Format 2.2, plain or gzip-compressed (detected from
// the content, not the name).
class SwfReader {
public:
    explicit SwfReader(LoadOptions options = {}) : m_options(options) {}

    [[nodiscard]] Workload readFile(const std::string& path) const;
    // `name` is used in messages and as Workload::sourcePath.
    [[nodiscard]] Workload readText(const std::string& text, const std::string& name) const;

private:
    // `text` is plain (decompressed once if it was gzip).
    [[nodiscard]] Workload parse(const std::string& text, const std::string& name) const;

    LoadOptions m_options;
};

}  // namespace schedlab
