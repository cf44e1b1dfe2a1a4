#pragma once

#include "policies/JobOrder.h"
#include "parameters/ParameterSpec.h"

#include <cstdint>
#include <string>
#include <vector>

namespace schedlab {

// The on-line rule shared by SMART and PSRS (spec §4.4 step 4, §4.5 step 4):
// an off-line algorithm orders the waiting jobs; jobs submitted afterwards
// are appended behind them in submission order (ties in trace order), and
// the off-line order is recomputed for all waiting jobs, and only for them,
// when the ratio of already ordered waiting jobs to all waiting jobs drops
// below a threshold. The check runs at the start of every scheduling pass.
//
// Since every StartStrategy keeps the relative order of the jobs it leaves
// waiting, the ordered jobs always form a prefix of the list, so the count is
// a binary search, not a scan.
class RecomputedOrder : public JobOrder {
public:
    static constexpr const char* kThresholdParameter = "threshold";
    // Thesis value 2/3. Parameter values keep 6 significant digits, so the
    // default is written 0.666667; see kThresholdTolerance.
    static constexpr const char* kDefaultThreshold = "0.666667";
    [[nodiscard]] static ParameterSpec thresholdSpec();
    // The threshold of `parameters`, checked to lie in (0, 1].
    [[nodiscard]] static double thresholdFrom(const std::string& policy,
                                              const Parameters& parameters);

    explicit RecomputedOrder(double threshold);

    bool update(WaitingList& waiting, std::span<const JobIndex> submitted,
                const SchedulingContext& context) final;

    // How many times the off-line order has been computed so far.
    [[nodiscard]] std::int64_t recomputations() const { return m_recomputations; }

protected:
    // Re-orders `jobs` (all waiting jobs, in their current list order).
    virtual void reorder(std::vector<JobIndex>& jobs, const SchedulingContext& context) = 0;

private:
    // A ratio counts as below the threshold only if it is below by more than
    // half a unit of the threshold's 6th significant digit, so that the
    // default 0.666667 behaves as exactly 2/3 (2 ordered jobs of 3 do not
    // trigger a recomputation).
    static constexpr double kThresholdTolerance = 5e-7;

    [[nodiscard]] std::size_t orderedPrefix(const WaitingList& waiting) const;
    [[nodiscard]] bool isOrdered(JobIndex job) const;

    double m_threshold;
    std::vector<std::uint8_t> m_ordered;  // by JobIndex: placed by the last computed order
    std::vector<JobIndex> m_scratch;
    std::int64_t m_recomputations = 0;
};

}  // namespace schedlab
