#pragma once

#include "ParsedArguments.h"
#include "parameters/ParameterSpec.h"

#include <string>

namespace schedlab {

// The values of a repeatable `--param KEY=VALUE` option, by key. Throws
// CliError (usage) for an entry without "=" or a key given twice. `run`
// and `generate` both read their --param through it.
class ParameterArguments {
public:
    [[nodiscard]] static ParameterValues read(
        const ParsedArguments& args, const std::string& option);
};

} // namespace schedlab
