#include "SampleTraceLocator.h"

#include <filesystem>

namespace schedlab {

namespace {

namespace fs = std::filesystem;

const char* const kSelfExecutable = "/proc/self/exe";
const char* const kSampleTracesFolder = "sample_traces";
// build/<preset>/app/cli/schedlab-cli and build/<preset>/tests/benchmarks/schedlab-bench
// are three levels below the source root.
const char* const kBuildTreeToSource = "../../..";
const char* const kInstalledData = "../share/schedlab/sample_traces";

}  // namespace

std::vector<std::string> SampleTraceLocator::searchDirectories()
{
    std::vector<std::string> directories;
    std::error_code error;
    const fs::path executable = fs::read_symlink(kSelfExecutable, error);
    if (!error) {
        const fs::path dir = executable.parent_path();
        directories.push_back((dir / kBuildTreeToSource / kSampleTracesFolder).lexically_normal());
        directories.push_back((dir / kInstalledData).lexically_normal());
    }
#ifdef SCHEDLAB_CLI_SAMPLE_TRACES_DIR
    directories.emplace_back(SCHEDLAB_CLI_SAMPLE_TRACES_DIR);
#endif
    directories.emplace_back(kSampleTracesFolder);
    return directories;
}

std::optional<std::string> SampleTraceLocator::find(const std::string& fileName)
{
    for (const std::string& directory : searchDirectories()) {
        const fs::path candidate = fs::path(directory) / fileName;
        std::error_code error;
        if (fs::is_regular_file(candidate, error))
            return candidate.string();
    }
    return std::nullopt;
}

}  // namespace schedlab
