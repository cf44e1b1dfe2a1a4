#pragma once

#include <cstddef>

namespace schedlab {

// Asks the OS to back a large, freshly allocated and not yet touched buffer
// with huge pages. Loading a big trace touches ~30 MB of new memory; with
// 4 KiB pages that is thousands of page faults, which on virtual machines
// cost more than parsing the file. Only a hint: a no-op where unsupported,
// and harmless if the memory is already touched.
void adviseHugePages(void* data, std::size_t bytes);

}  // namespace schedlab
