#include "model/NodeSet.h"

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <limits>
#include <stdexcept>

namespace schedlab {

namespace {

// Batsim's interval-set syntax: ranges separated by a space, "first-last"
// for a range and a lone id for a single node.
constexpr char kRangeSeparator = ' ';
constexpr char kRangeDash = '-';

void requireValidRange(NodeId first, NodeId last)
{
    // Negative ids cannot be written in the interval-set syntax ('-' is the
    // range dash), so they are refused here rather than printed ambiguously.
    if (first < 0) {
        throw std::invalid_argument("NodeSet: node ids must not be negative, got " + std::to_string(first));
    }
    if (last < first) {
        throw std::invalid_argument("NodeSet: range " + std::to_string(first) + "-" + std::to_string(last)
                                    + " ends before it begins");
    }
}

// Two ranges merge when they overlap or touch (last + 1 == next first).
// Compared in 64 bits so that last == NodeId max cannot overflow.
bool touches(const NodeSet::Range& left, NodeId nextFirst)
{
    return std::int64_t(left.last) + 1 >= std::int64_t(nextFirst);
}

NodeId parseId(std::string_view digits, const std::string& token)
{
    NodeId value = 0;
    const char* begin = digits.data();
    const char* end = begin + digits.size();
    const auto [ptr, ec] = std::from_chars(begin, end, value);
    // from_chars accepts a leading '-'; ids are never negative here.
    if (digits.empty() || digits.front() == kRangeDash || ec != std::errc() || ptr != end) {
        throw std::invalid_argument("NodeSet: invalid node range \"" + token + "\"");
    }
    return value;
}

}  // namespace

NodeSet NodeSet::fromIds(std::vector<NodeId> ids)
{
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    NodeSet set;
    for (const NodeId id : ids) {
        set.add(id);
    }
    return set;
}

void NodeSet::add(NodeId id)
{
    addRange(id, id);
}

void NodeSet::addRange(NodeId first, NodeId last)
{
    requireValidRange(first, last);
    // Fast path, the engine's case: ranges arrive in increasing order.
    if (m_ranges.empty() || first > m_ranges.back().last) {
        if (!m_ranges.empty() && touches(m_ranges.back(), first)) {
            m_ranges.back().last = last;
        } else {
            m_ranges.push_back({first, last});
        }
        return;
    }
    // Out of order (e.g. parsing a hand-written set): merge with every range
    // it overlaps or touches, so the representation stays canonical and
    // operator== stays meaningful.
    // The first range that overlaps or touches [first, ...].
    auto lo = std::lower_bound(m_ranges.begin(), m_ranges.end(), first, [](const Range& r, NodeId value) {
        return std::int64_t(r.last) + 1 < std::int64_t(value);
    });
    auto hi = lo;
    Range merged{first, last};
    while (hi != m_ranges.end() && touches(merged, hi->first)) {
        merged.first = std::min(merged.first, hi->first);
        merged.last = std::max(merged.last, hi->last);
        ++hi;
    }
    lo = m_ranges.erase(lo, hi);
    m_ranges.insert(lo, merged);
}

int NodeSet::size() const
{
    std::int64_t total = 0;
    for (const Range& r : m_ranges) {
        total += std::int64_t(r.last) - std::int64_t(r.first) + 1;
    }
    // A set of valid node ids cannot exceed the id space; clamp defensively
    // instead of wrapping.
    return int(std::min<std::int64_t>(total, std::numeric_limits<int>::max()));
}

std::pair<NodeSet, NodeSet> NodeSet::splitAt(int count) const
{
    std::pair<NodeSet, NodeSet> parts;
    std::int64_t left = count;
    for (const Range& r : m_ranges) {
        const std::int64_t length = std::int64_t(r.last) - std::int64_t(r.first) + 1;
        if (left >= length) {
            parts.first.m_ranges.push_back(r);
        } else if (left > 0) {
            const NodeId cut = r.first + NodeId(left);
            parts.first.m_ranges.push_back({r.first, cut - 1});
            parts.second.m_ranges.push_back({cut, r.last});
        } else {
            parts.second.m_ranges.push_back(r);
        }
        left -= std::min(left, length);
    }
    return parts;
}

bool NodeSet::contains(NodeId id) const
{
    const auto it = std::upper_bound(m_ranges.begin(), m_ranges.end(), id,
                                     [](NodeId value, const Range& r) { return value < r.first; });
    if (it == m_ranges.begin()) {
        return false;
    }
    return id <= std::prev(it)->last;
}

std::vector<NodeId> NodeSet::ids() const
{
    std::vector<NodeId> out;
    out.reserve(std::size_t(size()));
    for (const Range& r : m_ranges) {
        for (std::int64_t id = r.first; id <= r.last; ++id) {
            out.push_back(NodeId(id));
        }
    }
    return out;
}

std::string NodeSet::toString() const
{
    std::string out;
    for (const Range& r : m_ranges) {
        if (!out.empty()) {
            out += kRangeSeparator;
        }
        out += std::to_string(r.first);
        if (r.last != r.first) {
            out += kRangeDash;
            out += std::to_string(r.last);
        }
    }
    return out;
}

NodeSet NodeSet::parse(const std::string& text)
{
    NodeSet set;
    std::size_t pos = 0;
    while (pos < text.size()) {
        // Any run of spaces separates ranges: hand-written sets are forgiven
        // a double space, and a trailing one.
        if (text[pos] == kRangeSeparator) {
            ++pos;
            continue;
        }
        const std::size_t tokenEnd = std::min(text.find(kRangeSeparator, pos), text.size());
        const std::string token = text.substr(pos, tokenEnd - pos);
        pos = tokenEnd;

        // The dash is searched from position 1 so that "-3" is reported as an
        // invalid token rather than as an empty first id.
        const std::size_t dash = token.find(kRangeDash, 1);
        const std::string_view view(token);
        if (dash == std::string::npos) {
            const NodeId id = parseId(view, token);
            set.addRange(id, id);
        } else {
            const NodeId first = parseId(view.substr(0, dash), token);
            const NodeId last = parseId(view.substr(dash + 1), token);
            if (last < first) {
                throw std::invalid_argument("NodeSet: invalid node range \"" + token + "\" (ends before it begins)");
            }
            set.addRange(first, last);
        }
    }
    return set;
}

}  // namespace schedlab
