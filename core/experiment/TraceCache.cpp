#include "experiment/TraceCache.h"

#include "util/Sha256.h"
#include "workload/SwfReader.h"

namespace schedlab {

CachedTrace TraceCache::get(const std::string& path)
{
    std::shared_ptr<Entry> entry;
    {
        const std::lock_guard lock(m_mutex);
        std::shared_ptr<Entry>& slot = m_entries[path];
        if (!slot)
            slot = std::make_shared<Entry>();
        entry = slot;
    }
    const std::lock_guard lock(entry->mutex);
    if (!entry->attempted) {
        entry->attempted = true;
        try {
            entry->trace.workload = std::make_shared<const Workload>(SwfReader(m_options).readFile(path));
            entry->trace.sha256 = Sha256::hexOfFile(path);
        } catch (...) {
            entry->trace = {};
            entry->error = std::current_exception();
        }
    }
    if (entry->error)
        std::rethrow_exception(entry->error);
    return entry->trace;
}

std::size_t TraceCache::size() const
{
    const std::lock_guard lock(m_mutex);
    return m_entries.size();
}

}  // namespace schedlab
