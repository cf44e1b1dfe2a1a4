#pragma once

#include <string>

namespace schedlab {

class ArgumentParser;
class ParsedArguments;

// The --db FILE option of the commands that write runs: the given file, else
// $SCHEDLAB_DB, else the default run store (RunStore::defaultPath(), the folder the workbench
// uses too), whose folder is created on first use.
class StoreOption {
public:
    inline static const std::string kName = "db";
    // Used when --db is not given, before the default.
    inline static const std::string kEnvironmentVariable = "SCHEDLAB_DB";

    static void declare(ArgumentParser& parser);
    // Throws CliError (input) when the default folder cannot be created.
    [[nodiscard]] static std::string path(const ParsedArguments& args);
};

}  // namespace schedlab
