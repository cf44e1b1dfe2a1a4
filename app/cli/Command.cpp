#include "Command.h"

namespace schedlab {

ExitCode Command::run(std::span<const std::string> args, std::ostream& out, std::ostream& err)
{
    const ArgumentParser argumentParser = parser();
    const ParsedArguments parsed = argumentParser.parse(args);
    if (parsed.helpRequested()) {
        out << argumentParser.help();
        return ExitCode::Success;
    }
    return execute(parsed, out, err);
}

std::string Command::qualifiedName() const
{
    return std::string(kProgramName) + " " + name();
}

}  // namespace schedlab
