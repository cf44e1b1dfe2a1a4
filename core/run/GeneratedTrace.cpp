#include "run/GeneratedTrace.h"

#include "engine/SimulationError.h"
#include "generators/GeneratorCatalog.h"
#include "util/Sha256.h"
#include "workload/NativeWorkloadWriter.h"
#include "workload/SwfReader.h"
#include "workload/Workload.h"

namespace schedlab {

namespace {

constexpr char kModelEnd = ':';
constexpr char kParameterSeparator = ',';
constexpr char kAssign = '=';

struct ParsedSpec {
    std::string model;
    ParameterValues values;
};

[[noreturn]] void refuse(const std::string& spec, const std::string& why)
{
    throw TraceError("generated workload '" + spec + "': " + why +
                     " (expected generate:MODEL or generate:MODEL:NAME=VALUE,..., e.g. "
                     "generate:site-poisson:jobs=4400,seed=1)");
}

ParsedSpec parse(const std::string& spec)
{
    const std::string rest = spec.substr(GeneratedTrace::kPrefix.size());
    const std::size_t modelEnd = rest.find(kModelEnd);
    ParsedSpec parsed;
    parsed.model = rest.substr(0, modelEnd);
    if (parsed.model.empty())
        refuse(spec, "no model named");
    if (modelEnd == std::string::npos)
        return parsed;
    // Items are NAME=VALUE; a piece without '=' continues the value before
    // it, so that lists keep their commas: speeds=700,600,500,seed=2.
    std::vector<std::string> items;
    std::size_t position = modelEnd + 1;
    while (position <= rest.size()) {
        const std::size_t end = std::min(rest.find(kParameterSeparator, position), rest.size());
        std::string piece = rest.substr(position, end - position);
        if (piece.find(kAssign) == std::string::npos && !items.empty())
            items.back() += kParameterSeparator + piece;
        else
            items.push_back(std::move(piece));
        position = end + 1;
    }
    for (const std::string& item : items) {
        const std::size_t assign = item.find(kAssign);
        if (assign == std::string::npos || assign == 0 || assign + 1 == item.size() || item.ends_with(kParameterSeparator))
            refuse(spec, "'" + item + "' is not NAME=VALUE");
        if (!parsed.values.emplace(item.substr(0, assign), item.substr(assign + 1)).second)
            refuse(spec, "parameter '" + item.substr(0, assign) + "' is given twice");
    }
    return parsed;
}

}  // namespace

bool GeneratedTrace::isSpec(const std::string& path)
{
    return path.starts_with(kPrefix);
}

std::string GeneratedTrace::withSeed(const std::string& spec, std::uint64_t seed)
{
    if (!isSpec(spec))
        return spec;
    ParsedSpec parsed;
    try {
        parsed = parse(spec);
    } catch (const TraceError&) {
        return spec;  // reported when the trace is loaded
    }
    if (parsed.values.contains(std::string(kSeedParameter)))
        return spec;
    const bool hasParameters = spec.find(kModelEnd, kPrefix.size()) != std::string::npos;
    return spec + (hasParameters ? kParameterSeparator : kModelEnd) + std::string(kSeedParameter) + kAssign +
           std::to_string(seed);
}

TracePtr GeneratedTrace::load(const std::string& spec)
{
    const ParsedSpec parsed = parse(spec);
    const auto model = GeneratorCatalog::find(parsed.model);
    if (!model) {
        std::string known;
        for (const std::string& name : GeneratorCatalog::names())
            known += (known.empty() ? "" : ", ") + name;
        refuse(spec, "unknown model '" + parsed.model + "' (known: " + known + ")");
    }
    auto workload = std::make_shared<Workload>();
    try {
        *workload = model->generate(parsed.values, {});
    } catch (const ConfigurationError& e) {
        refuse(spec, e.what());
    }
    workload->sourcePath = spec;
    workload->sourceName = spec;
    // The jobs, not the spec, identify what ran: equal specs draw equal jobs.
    const std::string sha256 = Sha256::hexOf(NativeWorkloadWriter::toText(*workload));
    return Trace::fromWorkload(std::move(workload), spec, sha256);
}

}  // namespace schedlab
