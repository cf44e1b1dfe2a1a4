#include "workload/WideJobTransform.h"

#include "platform/Platform.h"

#include <algorithm>
#include <stdexcept>
#include <vector>

namespace schedlab {

namespace {

constexpr const char* kLocal = "local";
constexpr const char* kLargest = "largest";
constexpr const char* kMax = "max";
constexpr const char* kKeep = "keep";

// A part's record says what the part is, so that SWF written back out
// describes the split workload; unknown (-1) fields stay unknown.
void setRecordWidth(SwfRecord& record, std::int32_t nodes)
{
    if (record.allocatedProcs >= 0)
        record.allocatedProcs = nodes;
    if (record.requestedProcs >= 0)
        record.requestedProcs = nodes;
}

}  // namespace

WideJobTransform::WideJobTransform(Rule rule, std::int64_t maxNodes) : m_rule(rule), m_maxNodes(maxNodes)
{
    if (rule == Rule::Max && maxNodes < 1)
        throw std::invalid_argument("wide:max: N must be at least 1, got " + std::to_string(maxNodes));
}

std::unique_ptr<WorkloadTransform> WideJobTransform::fromSpec(const TransformSpec& spec)
{
    const std::string usage = "wide:local, wide:largest, wide:max:N or wide:keep";
    if (spec.argumentCount() == 0)
        spec.fail("expected " + usage);
    const std::string& rule = spec.argument(0);
    if (rule == kMax) {
        spec.expectArguments(2, "wide:max:N");
        const auto n = spec.integer(1, "N");
        if (n < 1)
            spec.fail("N must be at least 1, got " + std::to_string(n));
        return std::make_unique<WideJobTransform>(Rule::Max, n);
    }
    if (rule != kLocal && rule != kLargest && rule != kKeep)
        spec.fail("unknown wide-job rule '" + rule + "' (expected " + usage + ")");
    spec.expectArguments(1, "wide:" + rule);
    return std::make_unique<WideJobTransform>(rule == kLocal     ? Rule::Local
                                              : rule == kLargest ? Rule::Largest
                                                                 : Rule::Keep);
}

std::string WideJobTransform::spec() const
{
    switch (m_rule) {
    case Rule::Local: return std::string("wide:") + kLocal;
    case Rule::Largest: return std::string("wide:") + kLargest;
    case Rule::Max: return std::string("wide:") + kMax + ":" + std::to_string(m_maxNodes);
    case Rule::Keep: break;
    }
    return std::string("wide:") + kKeep;
}

std::int64_t WideJobTransform::limitFor(const Job& job, const Platform& platform) const
{
    switch (m_rule) {
    case Rule::Local:
        if (job.originSite < 0 || job.originSite >= platform.machineCount()) {
            throw std::invalid_argument("wide:local: job " + std::to_string(job.id)
                                        + " has no origin site on platform '" + platform.name()
                                        + "'; put a sites:... transform before wide:local");
        }
        return platform.machine(job.originSite).nodes;
    case Rule::Largest: return platform.largestMachineNodes();
    case Rule::Max: return m_maxNodes;
    case Rule::Keep: break;
    }
    return job.nodes;
}

std::string WideJobTransform::applyFor(Workload& workload, const Platform& platform) const
{
    workload.transforms.push_back(spec());
    if (m_rule == Rule::Keep) {
        const auto wider = std::count_if(workload.jobs.begin(), workload.jobs.end(), [&platform](const Job& job) {
            return job.nodes > platform.largestMachineNodes();
        });
        return "kept " + std::to_string(wider) + " jobs wider than the largest machine ("
            + std::to_string(platform.largestMachineNodes()) + " nodes) unchanged; only multi-site runs them";
    }
    std::int64_t nextId = 0;
    for (const Job& job : workload.jobs)
        nextId = std::max(nextId, job.id + 1);
    const std::int64_t firstNewId = nextId;

    std::vector<Job> out;
    out.reserve(workload.jobs.size());
    std::size_t split = 0;
    for (const Job& job : workload.jobs) {
        const std::int64_t limit = limitFor(job, platform);
        if (job.nodes <= limit) {
            out.push_back(job);
            continue;
        }
        ++split;
        // Parts follow the job directly: same submission time, so the
        // workload stays in submission order.
        std::int32_t left = job.nodes;
        bool first = true;
        while (left > 0) {
            Job part = job;
            part.nodes = std::int32_t(std::min<std::int64_t>(left, limit));
            left -= part.nodes;
            if (!first) {
                part.id = nextId++;
                part.record.jobNumber = part.id;
            }
            first = false;
            setRecordWidth(part.record, part.nodes);
            out.push_back(part);
        }
    }
    const std::size_t before = workload.jobs.size();
    workload.jobs = std::move(out);
    std::string summary = "split " + std::to_string(split) + " jobs into parts of at most ";
    switch (m_rule) {
    case Rule::Local: summary += "their site's size"; break;
    case Rule::Largest: summary += std::to_string(platform.largestMachineNodes()) + " nodes (the largest machine)"; break;
    case Rule::Max: summary += std::to_string(m_maxNodes) + " nodes"; break;
    case Rule::Keep: break;
    }
    summary += ": " + std::to_string(before) + " -> " + std::to_string(workload.jobs.size()) + " jobs";
    if (nextId > firstNewId)
        summary += " (new job numbers " + std::to_string(firstNewId) + ".." + std::to_string(nextId - 1) + ")";
    return summary + "; total work unchanged";
}

}  // namespace schedlab
