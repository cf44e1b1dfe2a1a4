#pragma once

#include "CliError.h"

#include "store/RunStore.h"
#include "store/StoreError.h"

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

namespace schedlab {

class ParsedArguments;

// What the `runs` subcommands share: opening the store --db names (see
// StoreOption), reading run ids, and turning a StoreError into the CLI's one
// line with what to do about it.
class StoreAccess {
public:
    [[nodiscard]] static std::unique_ptr<RunStore> open(const ParsedArguments& args, RunStore::Mode mode);
    // The store's message plus, when the file itself is the problem, how to
    // pick another one. Exit status 1 (input).
    [[nodiscard]] static CliError toCliError(const StoreError& error);

    // A run id: a positive whole number; otherwise a usage error.
    [[nodiscard]] static std::int64_t runId(const std::string& text);
    [[nodiscard]] static std::vector<std::int64_t> runIds(std::span<const std::string> texts);
};

}  // namespace schedlab
