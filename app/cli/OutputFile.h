#pragma once

#include <functional>
#include <ostream>
#include <string>

namespace schedlab {

// Writes one of the CLI's output files (jobs.csv, metrics.json, samples.csv)
// and turns any failure, at opening or at the last byte, into one CliError
// (input) naming the file and the system's reason.
class OutputFile {
public:
    using Writer = std::function<void(std::ostream&)>;

    static void write(const std::string& path, const Writer& writer);
    static void writeText(const std::string& path, const std::string& text);
};

}  // namespace schedlab
