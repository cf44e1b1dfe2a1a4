#pragma once

#include <optional>
#include <string>
#include <vector>

namespace schedlab {

// Finds a trace bundled in sample_traces/ without the user naming a path:
// beside the executable in a build tree or an installation, then in the
// source tree the program was built from, then in the working directory.
class SampleTraceLocator {
public:
    static constexpr const char* kDefaultTrace = "CTC-SP2-1996-3.1-cln.swf.gz";
    // The NPACI log of Vanderster (2008)'s trace experiments (utility-npaci).
    static constexpr const char* kSdscTrace = "SDSC-SP2-1998-4.2-cln.swf.gz";

    [[nodiscard]] static std::optional<std::string> find(const std::string& fileName);
    [[nodiscard]] static std::vector<std::string> searchDirectories();
};

}  // namespace schedlab
