#pragma once

#include "workload/PlatformDependentTransform.h"
#include "workload/SiteMapFile.h"
#include "workload/TransformSpec.h"

#include <memory>
#include <optional>
#include <string>

namespace schedlab {

// sites:RULE — sets every job's origin site (Job::originSite), the machine
// whose local users submitted it (Yahyapour (2002), ch. 5):
//   sites:round-robin        job k (0-based position) goes to site k mod #sites
//   sites:partition          by the SWF partition field: the distinct values,
//   sites:queue              ascending, go to sites 0, 1, 2, ... (wrapping
//                            when there are more values than sites)
//   sites:map:FIELD:FILE     by a SiteMapFile over FIELD = job (SWF job
//                            number), user, group, queue or partition
class SiteAssignmentTransform final : public PlatformDependentTransform {
public:
    enum class Rule { RoundRobin, Partition, Queue, Map };
    enum class Field { Job, User, Group, Queue, Partition };

    explicit SiteAssignmentTransform(Rule rule);  // not Map
    SiteAssignmentTransform(Field field, const std::string& mapPath);
    [[nodiscard]] static std::unique_ptr<WorkloadTransform> fromSpec(const TransformSpec& spec);

    [[nodiscard]] std::string spec() const override;
    std::string applyFor(Workload& workload, const Platform& platform) const override;

    [[nodiscard]] static std::int64_t fieldValue(const Job& job, Field field);

private:
    std::string assignByValue(Workload& workload, const Platform& platform, Field field) const;
    std::string assignByMap(Workload& workload, const Platform& platform) const;

    Rule m_rule;
    Field m_field = Field::Job;
    std::optional<SiteMapFile> m_map;
};

}  // namespace schedlab
