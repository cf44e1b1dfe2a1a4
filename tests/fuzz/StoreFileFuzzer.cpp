// libFuzzer harness: a run store file a colleague sent (`--db FILE`): the
// bytes go to a file, which is checked as before writing (StoreFileProbe,
// never writing) and then opened read-only, listed and every run loaded, as
// `runs list` and `runs show` do. StoreError is the documented answer;
// anything else is a finding. The file is never opened for writing, so the
// harness itself cannot repair or change an input.

#include "FuzzTempFile.h"

#include "store/RunStore.h"
#include "store/StoreError.h"
#include "store/StoreFileProbe.h"
#include "store/StoredRun.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace {

// Loading is the expensive part; a few runs reach every reader.
constexpr std::size_t kMaxRunsLoaded = 4;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const schedlab::fuzz::FuzzTempFile file(".sqlite");
    file.removeSidecars();
    const std::string& path = file.write(data, size);
    try {
        (void)schedlab::StoreFileProbe::inspect(path, true);
    } catch (const schedlab::StoreError&) {
        // refused for writing: expected; reading may still work
    }
    try {
        const schedlab::RunStore store(path, schedlab::RunStore::Mode::ReadOnly);
        const std::vector<schedlab::StoredRun> runs = store.list();
        for (std::size_t i = 0; i < runs.size() && i < kMaxRunsLoaded; ++i)
            (void)store.load(runs[i].id);
    } catch (const schedlab::StoreError&) {
        // a clear refusal: expected
    }
    return 0;
}
