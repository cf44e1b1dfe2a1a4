#include "store/PackedWriter.h"

#include <algorithm>
#include <cstring>

namespace schedlab {

namespace {

constexpr std::size_t kFirstCapacity = 256;

}  // namespace

void PackedWriter::grow(std::size_t bytes)
{
    m_buffer.resize(std::max({kFirstCapacity, 2 * m_buffer.size(), m_size + bytes}));
}

void PackedWriter::putText(std::string_view text)
{
    putUnsigned(text.size());
    putBytes(text);
}

void PackedWriter::putBytes(std::string_view bytes)
{
    if (m_buffer.size() - m_size < bytes.size())
        grow(bytes.size());
    if (!bytes.empty())
        std::memcpy(m_buffer.data() + m_size, bytes.data(), bytes.size());
    m_size += bytes.size();
}

}  // namespace schedlab
