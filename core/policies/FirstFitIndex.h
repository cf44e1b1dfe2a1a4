#pragma once

#include <cstddef>
#include <limits>
#include <vector>

namespace schedlab {

// "The first slot whose value is at least x" in O(log n), for the first-fit
// steps of SMART-FFIA (first shelf with enough free nodes) and of PSRS's
// preemptive schedule (first waiting job narrow enough for the free nodes).
// A linear scan there would make a recomputation quadratic in the queue
// length, and CTC queues reach thousands of jobs. A max segment tree.
class FirstFitIndex {
public:
    static constexpr std::size_t kNone = std::numeric_limits<std::size_t>::max();
    // The value of an empty slot: below every real value.
    static constexpr int kEmpty = std::numeric_limits<int>::min();

    explicit FirstFitIndex(std::size_t size);

    void set(std::size_t slot, int value);
    // The lowest slot whose value is >= atLeast, or kNone.
    [[nodiscard]] std::size_t firstAtLeast(int atLeast) const;

private:
    std::size_t m_leaves = 1;  // a power of two >= size
    std::vector<int> m_max;    // 1-based heap layout; leaves at [m_leaves, 2 m_leaves)
};

}  // namespace schedlab
