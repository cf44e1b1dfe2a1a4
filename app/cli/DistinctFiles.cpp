#include "DistinctFiles.h"

#include "CliError.h"

#include <filesystem>

namespace schedlab {

namespace fs = std::filesystem;

bool DistinctFiles::same(const std::string& a, const std::string& b)
{
    std::error_code error;
    if (fs::equivalent(a, b, error))
        return true;
    const fs::path left = fs::weakly_canonical(fs::absolute(a, error), error);
    if (error)
        return false;
    const fs::path right = fs::weakly_canonical(fs::absolute(b, error), error);
    return !error && left == right;
}

void DistinctFiles::require(const std::string& command, const std::vector<Input>& inputs,
                            const std::vector<Output>& outputs)
{
    for (std::size_t i = 0; i < outputs.size(); ++i) {
        const Output& output = outputs[i];
        for (const Input& input : inputs) {
            if (same(output.path, input.path))
                throw CliError::usage(command + ": " + output.option + " " + output.path + " is the " + input.what +
                                      "; write elsewhere");
        }
        for (std::size_t j = 0; j < i; ++j) {
            if (same(output.path, outputs[j].path))
                throw CliError::usage(command + ": " + outputs[j].option + " and " + output.option + " both name '" +
                                      output.path + "'; one would be lost");
        }
    }
}

}  // namespace schedlab
