#pragma once

#include "ExitCode.h"

#include <stdexcept>
#include <string>

namespace schedlab {

// An error the CLI reports as one line on stderr and turns into an exit
// status. Core exceptions are translated into this at the top level, so
// commands may simply let them propagate.
class CliError : public std::runtime_error {
public:
    CliError(ExitCode code, const std::string& message) : std::runtime_error(message), m_code(code) {}

    [[nodiscard]] static CliError usage(const std::string& message)
    {
        return {ExitCode::UsageError, message};
    }
    [[nodiscard]] static CliError input(const std::string& message)
    {
        return {ExitCode::InputError, message};
    }

    [[nodiscard]] ExitCode code() const { return m_code; }

private:
    ExitCode m_code;
};

}  // namespace schedlab
