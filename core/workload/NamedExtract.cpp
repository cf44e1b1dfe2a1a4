#include "workload/NamedExtract.h"

#include "workload/JobRangeTransform.h"

#include <array>
#include <cstdint>
#include <string_view>

namespace schedlab {

namespace {

struct Extract {
    std::string_view name;
    std::int64_t first;
    std::int64_t last;
};

constexpr std::array<Extract, 3> kExtracts = {{
    {"10_20k", 10'000, 20'000},
    {"30_40k", 30'000, 40'000},
    {"60_70k", 60'000, 70'000},
}};

}  // namespace

std::unique_ptr<WorkloadTransform> NamedExtract::fromSpec(const TransformSpec& spec)
{
    spec.expectArguments(1, "extract:NAME");
    std::string known;
    for (const Extract& extract : kExtracts) {
        if (spec.argument(0) == extract.name)
            return std::make_unique<JobRangeTransform>(extract.first, extract.last);
        known += (known.empty() ? "" : ", ") + std::string(extract.name);
    }
    spec.fail("unknown extract '" + spec.argument(0) + "' (known: " + known + ")");
}

}  // namespace schedlab
