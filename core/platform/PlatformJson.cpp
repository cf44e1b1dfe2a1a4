#include "platform/PlatformJson.h"

#include "qos/QosResourceType.h"
#include "util/JsonInput.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cerrno>
#include <system_error>
#include <fstream>
#include <limits>
#include <sstream>

namespace schedlab {

namespace {

using nlohmann::ordered_json;

constexpr int kJsonIndent = 2;
constexpr double kDefaultSpeed = 1.0;
constexpr double kNoTransferCost = 0.0;
constexpr double kNoDiskLimit = 0.0;

// Field names of the format, one place for reader and writer.
constexpr const char* kName = "name";
constexpr const char* kMachines = "machines";
constexpr const char* kNodes = "nodes";
constexpr const char* kSpeed = "speed";
constexpr const char* kBandwidth = "bandwidth";
constexpr const char* kDisk = "disk";
constexpr const char* kQueue = "queue";
constexpr const char* kDomain = "domain";
constexpr const char* kQosType = "qos-type";
constexpr const char* kSingleQueue = "single";
constexpr const char* kLocalFirstQueue = "local-first";

std::string machinePath(std::size_t index)
{
    return std::string(kMachines) + "[" + std::to_string(index) + "]";
}

// Reads one JSON document into a Platform, throwing PlatformError with
// "<source>: <field path>: <what is wrong>".
class Reader {
public:
    explicit Reader(const std::string& sourceName) : m_source(sourceName) {}

    [[noreturn]] void fail(const std::string& path, const std::string& what) const
    {
        throw PlatformError(m_source + ": " + (path.empty() ? what : path + ": " + what));
    }

    // Rejects fields the format does not know: a misspelt optional field
    // ("sped") would otherwise be silently ignored.
    void requireOnlyKnownFields(const nlohmann::json& object, const std::string& path,
                                std::initializer_list<const char*> known) const
    {
        for (const auto& item : object.items()) {
            const bool isKnown = std::any_of(known.begin(), known.end(),
                                             [&](const char* k) { return item.key() == k; });
            if (!isKnown) {
                fail(path.empty() ? item.key() : path + "." + item.key(), "unknown field");
            }
        }
    }

    const nlohmann::json& member(const nlohmann::json& object, const char* key, const std::string& path) const
    {
        const auto it = object.find(key);
        if (it == object.end()) {
            fail(path, "missing");
        }
        return *it;
    }

    std::string readString(const nlohmann::json& object, const char* key, const std::string& path) const
    {
        const nlohmann::json& value = member(object, key, path);
        if (!value.is_string()) {
            fail(path, "must be a string, got " + value.dump());
        }
        return value.get<std::string>();
    }

    int readNodes(const nlohmann::json& object, const std::string& path) const
    {
        const nlohmann::json& value = member(object, kNodes, path);
        const std::string range = "must be a whole number from 1 to " + std::to_string(Platform::kMaxNodes);
        if (!value.is_number_integer()) {
            fail(path, range + ", got " + value.dump());
        }
        // Values outside int are refused here; the range inside int is
        // Platform's rule and is reported by its problem list below.
        if (value.is_number_unsigned()) {
            if (value.get<std::uint64_t>() > std::uint64_t(std::numeric_limits<int>::max())) {
                fail(path, range + ", got " + value.dump());
            }
            return int(value.get<std::uint64_t>());
        }
        const std::int64_t nodes = value.get<std::int64_t>();
        if (nodes < std::numeric_limits<int>::min() || nodes > std::numeric_limits<int>::max()) {
            fail(path, range + ", got " + value.dump());
        }
        return int(nodes);
    }

    // An optional number field `key`; `fallback` when absent.
    double readNumber(const nlohmann::json& object, const char* key, const std::string& path,
                      double fallback) const
    {
        const auto it = object.find(key);
        if (it == object.end()) {
            return fallback;
        }
        if (!it->is_number()) {
            fail(path, "must be a number, got " + it->dump());
        }
        return it->get<double>();
    }

    LocalQueue readQueue(const nlohmann::json& object, const std::string& path) const
    {
        const auto it = object.find(kQueue);
        if (it == object.end())
            return LocalQueue::Single;
        if (it->is_string() && it->get<std::string>() == kSingleQueue)
            return LocalQueue::Single;
        if (it->is_string() && it->get<std::string>() == kLocalFirstQueue)
            return LocalQueue::LocalFirst;
        fail(path, std::string("must be \"") + kSingleQueue + "\" or \"" + kLocalFirstQueue + "\", got " + it->dump());
    }

    std::string readQosType(const nlohmann::json& object, const std::string& path) const
    {
        const nlohmann::json& value = object.at(kQosType);
        const std::vector<std::string>& names = qosResourceTypeNames();
        if (value.is_string() && std::find(names.begin(), names.end(), value.get<std::string>()) != names.end())
            return value.get<std::string>();
        fail(path, "must be \"gs\", \"be\", \"gs-be-equal\" or \"gs-be-priority\", got " + value.dump());
    }

    Platform read(const nlohmann::json& root) const
    {
        if (!root.is_object()) {
            fail({}, "the top level must be an object {\"name\": ..., \"machines\": [...]}");
        }
        requireOnlyKnownFields(root, {}, {kName, kMachines});
        std::string name = readString(root, kName, kName);
        const nlohmann::json& list = member(root, kMachines, kMachines);
        if (!list.is_array()) {
            fail(kMachines, "must be an array of machines, got " + list.dump());
        }
        std::vector<Machine> machines;
        machines.reserve(list.size());
        for (std::size_t i = 0; i < list.size(); ++i) {
            const nlohmann::json& entry = list[i];
            const std::string path = machinePath(i);
            if (!entry.is_object()) {
                fail(path, "must be an object {\"name\": ..., \"nodes\": ...}, got " + entry.dump());
            }
            requireOnlyKnownFields(entry, path, {kName, kNodes, kSpeed, kBandwidth, kDisk, kQueue, kDomain, kQosType});
            Machine machine;
            machine.name = readString(entry, kName, path + "." + kName);
            machine.nodes = readNodes(entry, path + "." + kNodes);
            machine.speed = readNumber(entry, kSpeed, path + "." + kSpeed, kDefaultSpeed);
            machine.bandwidthMBps = readNumber(entry, kBandwidth, path + "." + kBandwidth, kNoTransferCost);
            machine.diskGB = readNumber(entry, kDisk, path + "." + kDisk, kNoDiskLimit);
            machine.queue = readQueue(entry, path + "." + kQueue);
            if (entry.contains(kDomain))
                machine.domain = readString(entry, kDomain, path + "." + kDomain);
            if (entry.contains(kQosType))
                machine.qosType = readQosType(entry, path + "." + kQosType);
            machines.push_back(std::move(machine));
        }
        Platform platform(std::move(name), std::move(machines));
        // Everything that parsed may still be impossible (no machines, zero
        // nodes, duplicate names): Platform owns those rules; only the
        // first problem is raised, pointing at its field.
        const std::vector<PlatformProblem> problems = platform.problemDetails();
        if (!problems.empty()) {
            const PlatformProblem& first = problems.front();
            std::string path = kMachines;
            if (first.machine != kNoMachine) {
                path = machinePath(std::size_t(first.machine)) + "." + first.field;
            }
            fail(path, first.text);
        }
        return platform;
    }

private:
    std::string m_source;
};

// errno as text; std::strerror may share a static buffer between threads.
std::string systemMessage()
{
    return std::error_code(errno, std::generic_category()).message();
}


}  // namespace

std::string PlatformJson::toJson(const Platform& platform)
{
    ordered_json root;
    root[kName] = platform.name();
    root[kMachines] = ordered_json::array();
    for (const Machine& machine : platform.machines()) {
        ordered_json entry;
        entry[kName] = machine.name;
        entry[kNodes] = machine.nodes;
        entry[kSpeed] = machine.speed;
        // Written only when set: a platform without transfers keeps the JSON
        // (and so the run keys) it had before bandwidths existed.
        if (machine.bandwidthMBps != kNoTransferCost)
            entry[kBandwidth] = machine.bandwidthMBps;
        if (machine.diskGB != kNoDiskLimit)
            entry[kDisk] = machine.diskGB;
        if (machine.queue == LocalQueue::LocalFirst)
            entry[kQueue] = kLocalFirstQueue;
        if (!machine.domain.empty())
            entry[kDomain] = machine.domain;
        if (!machine.qosType.empty())
            entry[kQosType] = machine.qosType;
        root[kMachines].push_back(std::move(entry));
    }
    return root.dump(kJsonIndent) + "\n";
}

Platform PlatformJson::fromJson(const std::string& text, const std::string& sourceName)
{
    nlohmann::json root;
    try {
        root = JsonInput::parse(text);
    } catch (const JsonInputError& e) {
        if (!e.isSyntaxError())
            throw PlatformError(sourceName + ": " + e.what());
        throw PlatformError(sourceName + ": not valid JSON at line " + std::to_string(e.line()) + ", column " +
                            std::to_string(e.column()) + " (byte " + std::to_string(e.byte()) + "): " +
                            e.syntaxDetail());
    }
    return Reader(sourceName).read(root);
}

Platform PlatformJson::loadFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        throw PlatformError(path + ": cannot open: " + systemMessage());
    }
    std::ostringstream content;
    content << in.rdbuf();
    if (in.bad()) {
        throw PlatformError(path + ": cannot read: " + systemMessage());
    }
    return fromJson(content.str(), path);
}

void PlatformJson::saveFile(const Platform& platform, const std::string& path)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    if (!out) {
        throw PlatformError(path + ": cannot write: " + systemMessage());
    }
    out << toJson(platform);
    out.close();
    if (!out) {
        throw PlatformError(path + ": cannot write: " + systemMessage());
    }
}

}  // namespace schedlab
