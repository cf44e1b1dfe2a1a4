#include "advice/AdviceGains.h"

#include <algorithm>
#include <bit>
#include <map>
#include <unordered_map>

namespace schedlab {

namespace {

struct Sums {
    std::int64_t jobs = 0;
    double baseline = 0;
    double recommended = 0;
};

// Powers of two: class k holds widths [2^k, 2^(k+1)).
int sizeClass(std::int32_t nodes)
{
    return int(std::bit_width(std::uint32_t(std::max(nodes, 1)))) - 1;
}

std::string sizeLabel(int sizeClassIndex)
{
    const std::int64_t low = std::int64_t(1) << sizeClassIndex;
    const std::int64_t high = (low << 1) - 1;
    return low == high ? std::to_string(low) + " node" : std::to_string(low) + "-" + std::to_string(high) + " nodes";
}

WaitChange meanOf(std::string group, const Sums& sums)
{
    return WaitChange{std::move(group), sums.jobs, sums.baseline / double(sums.jobs),
                      sums.recommended / double(sums.jobs)};
}

}  // namespace

AdviceGains AdviceGains::compare(const StoredRun& baseline, const StoredRun& recommended)
{
    std::unordered_map<std::int64_t, const StoredJob*> before;
    for (const StoredJob& job : baseline.jobs) {
        if (job.start != kNoTime)
            before.emplace(job.jobId, &job);
    }
    std::map<std::int32_t, Sums> byUser;  // ordered: ties keep user order
    std::map<int, Sums> bySize;
    for (const StoredJob& job : recommended.jobs) {
        const auto found = before.find(job.jobId);
        if (job.start == kNoTime || found == before.end())
            continue;
        const double waitBefore = double(found->second->start - found->second->submit);
        const double waitAfter = double(job.start - job.submit);
        for (Sums* sums : {&byUser[job.user], &bySize[sizeClass(job.nodes)]}) {
            ++sums->jobs;
            sums->baseline += waitBefore;
            sums->recommended += waitAfter;
        }
    }
    AdviceGains gains;
    for (const auto& [user, sums] : byUser)
        gains.users.push_back(meanOf(user >= 0 ? "user " + std::to_string(user) : "unknown user", sums));
    std::stable_sort(gains.users.begin(), gains.users.end(),
                     [](const WaitChange& a, const WaitChange& b) { return a.change() < b.change(); });
    for (const auto& [size, sums] : bySize)
        gains.sizes.push_back(meanOf(sizeLabel(size), sums));
    return gains;
}

}  // namespace schedlab
