#include "workload/SiteAssignmentTransform.h"

#include "platform/Platform.h"

#include <array>
#include <map>
#include <stdexcept>
#include <string_view>
#include <vector>

namespace schedlab {

namespace {

constexpr const char* kRoundRobin = "round-robin";
constexpr const char* kPartition = "partition";
constexpr const char* kQueue = "queue";
constexpr const char* kMap = "map";

struct FieldName {
    std::string_view name;
    SiteAssignmentTransform::Field field;
};

constexpr std::array<FieldName, 5> kFields = {{
    {"job", SiteAssignmentTransform::Field::Job},
    {"user", SiteAssignmentTransform::Field::User},
    {"group", SiteAssignmentTransform::Field::Group},
    {"queue", SiteAssignmentTransform::Field::Queue},
    {"partition", SiteAssignmentTransform::Field::Partition},
}};

std::string fieldName(SiteAssignmentTransform::Field field)
{
    for (const FieldName& f : kFields) {
        if (f.field == field)
            return std::string(f.name);
    }
    return "job";
}

// "4 sites: 2501 2500 2500 2500 jobs"
std::string jobsPerSite(const Workload& workload, const Platform& platform)
{
    std::vector<std::size_t> count(std::size_t(platform.machineCount()), 0);
    for (const Job& job : workload.jobs)
        ++count[std::size_t(job.originSite)];
    std::string out = std::to_string(platform.machineCount()) + " sites, jobs per site:";
    for (const std::size_t c : count)
        out += " " + std::to_string(c);
    return out;
}

}  // namespace

SiteAssignmentTransform::SiteAssignmentTransform(Rule rule) : m_rule(rule)
{
    if (rule == Rule::Map)
        throw std::invalid_argument("sites:map needs a field and a file");
}

SiteAssignmentTransform::SiteAssignmentTransform(Field field, const std::string& mapPath)
    : m_rule(Rule::Map), m_field(field), m_map(SiteMapFile(mapPath))
{
}

std::unique_ptr<WorkloadTransform> SiteAssignmentTransform::fromSpec(const TransformSpec& spec)
{
    const std::string usage = "sites:round-robin, sites:partition, sites:queue or sites:map:FIELD:FILE";
    if (spec.argumentCount() == 0)
        spec.fail("expected " + usage);
    const std::string& rule = spec.argument(0);
    if (rule == kRoundRobin || rule == kPartition || rule == kQueue) {
        spec.expectArguments(1, "sites:" + rule);
        return std::make_unique<SiteAssignmentTransform>(rule == kRoundRobin  ? Rule::RoundRobin
                                                         : rule == kPartition ? Rule::Partition
                                                                              : Rule::Queue);
    }
    if (rule != kMap)
        spec.fail("unknown site rule '" + rule + "' (expected " + usage + ")");
    if (spec.argumentCount() < 3)
        spec.fail("expected sites:map:FIELD:FILE");
    std::optional<Field> field;
    std::string known;
    for (const FieldName& f : kFields) {
        if (spec.argument(1) == f.name)
            field = f.field;
        known += (known.empty() ? "" : ", ") + std::string(f.name);
    }
    if (!field)
        spec.fail("unknown FIELD '" + spec.argument(1) + "' (known: " + known + ")");
    // A path may itself hold ':'; everything after FIELD is the path.
    std::string path = spec.argument(2);
    for (std::size_t i = 3; i < spec.argumentCount(); ++i)
        path += ":" + spec.argument(i);
    try {
        return std::make_unique<SiteAssignmentTransform>(*field, path);
    } catch (const std::invalid_argument& e) {
        spec.fail(e.what());
    }
}

std::string SiteAssignmentTransform::spec() const
{
    switch (m_rule) {
    case Rule::RoundRobin: return std::string("sites:") + kRoundRobin;
    case Rule::Partition: return std::string("sites:") + kPartition;
    case Rule::Queue: return std::string("sites:") + kQueue;
    case Rule::Map: break;
    }
    return std::string("sites:") + kMap + ":" + fieldName(m_field) + ":" + m_map->path();
}

std::int64_t SiteAssignmentTransform::fieldValue(const Job& job, Field field)
{
    switch (field) {
    case Field::Job: return job.id;
    case Field::User: return job.user;
    case Field::Group: return job.group;
    case Field::Queue: return job.queue;
    case Field::Partition: return job.partition;
    }
    return job.id;
}

std::string SiteAssignmentTransform::applyFor(Workload& workload, const Platform& platform) const
{
    std::string summary;
    switch (m_rule) {
    case Rule::RoundRobin: {
        const auto sites = std::size_t(platform.machineCount());
        for (std::size_t k = 0; k < workload.jobs.size(); ++k)
            workload.jobs[k].originSite = MachineIndex(k % sites);
        summary = "job k goes to site k mod " + std::to_string(sites);
        break;
    }
    case Rule::Partition: summary = assignByValue(workload, platform, Field::Partition); break;
    case Rule::Queue: summary = assignByValue(workload, platform, Field::Queue); break;
    case Rule::Map: summary = assignByMap(workload, platform); break;
    }
    workload.transforms.push_back(spec());
    return summary + "; " + jobsPerSite(workload, platform);
}

std::string SiteAssignmentTransform::assignByValue(Workload& workload, const Platform& platform,
                                                   Field field) const
{
    // Distinct values in ascending order (-1, unknown, is a value too).
    std::map<std::int64_t, MachineIndex> siteOf;
    for (const Job& job : workload.jobs)
        siteOf.emplace(fieldValue(job, field), kNoMachine);
    MachineIndex next = 0;
    for (auto& [value, site] : siteOf) {
        site = next;
        next = (next + 1) % platform.machineCount();
    }
    for (Job& job : workload.jobs)
        job.originSite = siteOf.at(fieldValue(job, field));
    std::string summary = "by " + fieldName(field) + ", " + std::to_string(siteOf.size()) + " distinct values";
    if (siteOf.size() > std::size_t(platform.machineCount()))
        summary += " (more than sites: they wrap around)";
    return summary;
}

std::string SiteAssignmentTransform::assignByMap(Workload& workload, const Platform& platform) const
{
    for (Job& job : workload.jobs) {
        const std::int64_t value = fieldValue(job, m_field);
        const std::optional<int> site = m_map->siteFor(value, platform);
        if (!site) {
            throw std::invalid_argument(m_map->path() + ": no rule for " + fieldName(m_field) + " "
                                        + std::to_string(value) + " (job " + std::to_string(job.id)
                                        + "); add a line '" + std::to_string(value)
                                        + " SITE' or a default '* SITE'");
        }
        job.originSite = MachineIndex(*site);
    }
    return "by " + fieldName(m_field) + " through " + m_map->path() + " (" + std::to_string(m_map->ruleCount())
        + " rules)";
}

}  // namespace schedlab
