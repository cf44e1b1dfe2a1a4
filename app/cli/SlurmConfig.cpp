#include "SlurmConfig.h"

#include <array>
#include <cstdio>
#include <memory>
#include <sstream>

namespace schedlab {

namespace {

const char* const kCommand = "scontrol show config 2>/dev/null";
const std::string kKey = "MaxArraySize";
constexpr std::size_t kReadChunk = 4096;

}  // namespace

std::optional<std::size_t> SlurmConfig::parseMaxArraySize(const std::string& configText)
{
    std::istringstream lines(configText);
    std::string line;
    while (std::getline(lines, line)) {
        if (line.rfind(kKey, 0) != 0)
            continue;
        const std::size_t equals = line.find('=');
        if (equals == std::string::npos)
            return std::nullopt;
        try {
            const unsigned long long size = std::stoull(line.substr(equals + 1));
            return size > 0 ? std::optional<std::size_t>(std::size_t(size)) : std::nullopt;
        } catch (const std::exception&) {
            return std::nullopt;
        }
    }
    return std::nullopt;
}

std::optional<std::size_t> SlurmConfig::maxArraySize()
{
    const std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(kCommand, "r"), pclose);
    if (!pipe)
        return std::nullopt;
    std::string text;
    std::array<char, kReadChunk> buffer{};
    while (const std::size_t read = std::fread(buffer.data(), 1, buffer.size(), pipe.get()))
        text.append(buffer.data(), read);
    return parseMaxArraySize(text);
}

}  // namespace schedlab
