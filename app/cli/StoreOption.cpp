#include "StoreOption.h"

#include "ArgumentParser.h"
#include "CliError.h"
#include "ParsedArguments.h"

#include "store/RunStore.h"

#include <cstdlib>
#include <filesystem>

namespace schedlab {

void StoreOption::declare(ArgumentParser& parser)
{
    parser.option(kName, "FILE", "run store (SQLite); default $" + kEnvironmentVariable + ", else " +
                                     RunStore::defaultPath());
}

std::string StoreOption::path(const ParsedArguments& args)
{
    if (const auto given = args.value(kName))
        return *given;
    if (const char* fromEnvironment = std::getenv(kEnvironmentVariable.c_str());
        fromEnvironment != nullptr && *fromEnvironment != '\0')
        return fromEnvironment;
    const std::string path = RunStore::defaultPath();
    const std::filesystem::path folder = std::filesystem::path(path).parent_path();
    std::error_code error;
    std::filesystem::create_directories(folder, error);
    if (error)
        throw CliError::input(folder.string() + ": cannot create the run store's folder: " + error.message());
    return path;
}

}  // namespace schedlab
