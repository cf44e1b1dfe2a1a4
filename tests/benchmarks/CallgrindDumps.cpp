#include "CallgrindDumps.h"

#include <algorithm>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace schedlab {

namespace {

const std::string kPartKey = "part:";
const std::string kTriggerKey = "desc: Trigger:";
const std::string kTotalsKey = "totals:";
const std::string kSummaryKey = "summary:";
const std::string kFunctionKey = "fn=";
const std::string kCalleeKey = "cfn=";
const std::string kCallsKey = "calls=";
// The engine calls the policy from its own member functions; counting only
// those calls (not a policy calling another policy's schedule, as wrappers
// do) counts every instruction of the policy once.
const std::string kEngineFunctions = "schedlab::SimulationEngine::";
const std::string kPolicySchedule = "::schedule(schedlab::SchedulingEvents const&, schedlab::SchedulingContext&)";

std::int64_t lastNumber(const std::string& line)
{
    const auto space = line.find_last_of(' ');
    const std::string word = space == std::string::npos ? line : line.substr(space + 1);
    try {
        return std::stoll(word);
    } catch (const std::exception&) {
        throw std::runtime_error("callgrind output: no count in '" + line + "'");
    }
}

}  // namespace

CallgrindDumps::Dump CallgrindDumps::readFile(const std::filesystem::path& file)
{
    std::ifstream in(file);
    if (!in)
        throw std::runtime_error("cannot read callgrind output " + file.string());
    Dump dump;
    std::string line;
    std::string function;
    std::string callee;
    bool summed = false;
    bool callCostNext = false;
    while (std::getline(in, line)) {
        if (callCostNext) {
            // The line after calls= is the call's inclusive cost.
            callCostNext = false;
            if (function.starts_with(kEngineFunctions) && callee.ends_with(kPolicySchedule))
                dump.policyInstructions += lastNumber(line);
        } else if (line.starts_with(kFunctionKey)) {
            function = line.substr(kFunctionKey.size());
        } else if (line.starts_with(kCalleeKey)) {
            callee = line.substr(kCalleeKey.size());
        } else if (line.starts_with(kCallsKey)) {
            callCostNext = true;
        } else if (line.starts_with(kPartKey)) {
            dump.part = int(lastNumber(line));
        } else if (line.starts_with(kTriggerKey)) {
            dump.trigger = line.substr(kTriggerKey.size());
        } else if (line.starts_with(kTotalsKey) || (!summed && line.starts_with(kSummaryKey))) {
            dump.instructions = lastNumber(line);
            summed = true;
        }
    }
    if (!summed)
        throw std::runtime_error("callgrind output " + file.string() + " has no totals");
    return dump;
}

std::vector<CallgrindDumps::Dump> CallgrindDumps::read(const std::filesystem::path& base)
{
    std::vector<Dump> dumps;
    const std::string name = base.filename().string();
    for (const auto& entry : std::filesystem::directory_iterator(base.parent_path())) {
        const std::string file = entry.path().filename().string();
        // BASE itself (the dump at exit) and BASE.N (one per --dump-after).
        if (file == name || (file.starts_with(name + ".") &&
                             std::ranges::all_of(file.substr(name.size() + 1), [](char c) { return c >= '0' && c <= '9'; })))
            dumps.push_back(readFile(entry.path()));
    }
    if (dumps.empty())
        throw std::runtime_error("callgrind wrote no output to " + base.string());
    std::ranges::sort(dumps, {}, &Dump::part);
    return dumps;
}

}  // namespace schedlab
