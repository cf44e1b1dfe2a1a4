#include "ParameterArguments.h"

#include "CliError.h"

namespace schedlab {

ParameterValues ParameterArguments::read(const ParsedArguments& args, const std::string& option)
{
    ParameterValues values;
    for (const std::string& text : args.values(option)) {
        const std::size_t equals = text.find('=');
        if (equals == std::string::npos || equals == 0)
            throw CliError::usage("--" + option + ": expected KEY=VALUE, got '" + text + "'");
        const std::string key = text.substr(0, equals);
        if (!values.emplace(key, text.substr(equals + 1)).second)
            throw CliError::usage("--" + option + ": '" + key + "' given more than once");
    }
    return values;
}

} // namespace schedlab
