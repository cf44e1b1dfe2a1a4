#include "experiment/TraceCache.h"

namespace schedlab {

TracePtr TraceCache::get(const std::string& path)
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
            entry->trace = Trace::load(path, m_options);
        } catch (...) {
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
