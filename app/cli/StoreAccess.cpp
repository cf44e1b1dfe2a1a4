#include "StoreAccess.h"

#include "Command.h"
#include "ParsedArguments.h"
#include "StoreOption.h"

#include <charconv>

namespace schedlab {

std::unique_ptr<RunStore> StoreAccess::open(const ParsedArguments& args, RunStore::Mode mode)
{
    return std::make_unique<RunStore>(StoreOption::path(args), mode);
}

CliError StoreAccess::toCliError(const StoreError& error)
{
    std::string message = error.what();
    switch (error.kind()) {
    case StoreError::Kind::Corrupt:
    case StoreError::Kind::TooNew:
    case StoreError::Kind::Unreadable:
        message += " (--" + StoreOption::kName + " FILE or " + StoreOption::kEnvironmentVariable +
            " picks another store)";
        break;
    case StoreError::Kind::NotFound: message += " (see '" + std::string(kProgramName) + " runs list')"; break;
    case StoreError::Kind::Busy:
    case StoreError::Kind::ReadOnly:
    case StoreError::Kind::Invalid:  // says itself which file to change
        break;
    }
    return CliError::input(message);
}

std::int64_t StoreAccess::runId(const std::string& text)
{
    std::int64_t id = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), id);
    if (error != std::errc {} || end != text.data() + text.size() || id < 1)
        throw CliError::usage("a run id is a positive whole number (see 'runs list'), got '" + text + "'");
    return id;
}

std::vector<std::int64_t> StoreAccess::runIds(std::span<const std::string> texts)
{
    std::vector<std::int64_t> ids;
    ids.reserve(texts.size());
    for (const std::string& text : texts)
        ids.push_back(runId(text));
    return ids;
}

}  // namespace schedlab
