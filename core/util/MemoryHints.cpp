#include "util/MemoryHints.h"

#include <cstdint>

#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace schedlab {

namespace {
// Below this a huge page cannot even fit; not worth a system call.
constexpr std::size_t kMinAdvisedBytes = std::size_t{4} << 20;
}  // namespace

void adviseHugePages(void* data, std::size_t bytes)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (data == nullptr || bytes < kMinAdvisedBytes)
        return;
    const long pageSize = sysconf(_SC_PAGESIZE);
    if (pageSize <= 0)
        return;
    const auto page = static_cast<std::uintptr_t>(pageSize);
    const auto begin = reinterpret_cast<std::uintptr_t>(data);
    const std::uintptr_t alignedBegin = (begin + page - 1) / page * page;
    const std::uintptr_t alignedEnd = (begin + bytes) / page * page;
    if (alignedEnd <= alignedBegin)
        return;
    // madvise only applies to whole pages, hence the rounding inwards. The
    // result is ignored on purpose: this is an optimisation hint.
    (void)madvise(reinterpret_cast<void*>(alignedBegin), alignedEnd - alignedBegin, MADV_HUGEPAGE);
#else
    (void)data;
    (void)bytes;
#endif
}

}  // namespace schedlab
