#pragma once

namespace schedlab {

// How long a store operation waits for another program's lock. The CLI may
// store a run while the workbench reads or another sweep writes; writes are
// short (one run per transaction), so 10 s only runs out when something is
// really stuck.
struct StoreTimeouts {
    static constexpr int kBusyTimeoutMs = 10'000;
};

}  // namespace schedlab
