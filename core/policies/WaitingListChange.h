#pragma once

#include <cstddef>

namespace schedlab {

// What a list policy tells its start strategy about the waiting list it hands
// over. `onlyAppended`: the list is exactly the one the strategy's previous
// call left, with `appended` new jobs behind it, and the strategy was called
// at every scheduling instant since, so it saw every completion. A strategy
// that keeps state between calls may then skip the work that only new jobs
// can change. Otherwise (the order re-sorted, a job was withdrawn, a call was
// skipped because nothing waited, or the caller serves several machines with
// one strategy) it must look at the whole list.
struct WaitingListChange {
    bool onlyAppended = false;
    std::size_t appended = 0;

    [[nodiscard]] static WaitingListChange unknown() { return {}; }
    [[nodiscard]] static WaitingListChange appendedBehind(std::size_t count) { return {true, count}; }
};

}  // namespace schedlab
