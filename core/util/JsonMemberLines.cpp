#include "util/JsonMemberLines.h"

namespace schedlab {

namespace {

constexpr int kTopLevel = 1;      // inside the document's object
constexpr int kMemberLevel = 2;   // inside the value of one of its members

bool isJsonWhitespace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

// One pass over the text, counting lines and nesting; strings are skipped
// whole, so brackets and newlines inside them do not count.
class Scanner {
public:
    Scanner(std::string_view json, std::string_view member) : m_json(json), m_member(member) {}

    std::vector<JsonMemberLines::Entry> run()
    {
        for (std::size_t i = 0; i < m_json.size(); ++i) {
            const char c = m_json[i];
            if (c == '\n')
                ++m_line;
            else if (c == '"')
                i = string(i);
            else if (c == '{' || c == '[')
                open(c);
            else if (c == '}' || c == ']')
                --m_depth;
            else if (c == ',')
                m_expectElement = m_inMember && m_depth == kMemberLevel;
            else if (!isJsonWhitespace(c) && c != ':')
                elementStart();  // a number, true, false or null
        }
        return m_entries;
    }

private:
    // Returns the index of the closing quote.
    std::size_t string(std::size_t quote)
    {
        std::size_t end = quote + 1;
        while (end < m_json.size() && m_json[end] != '"')
            end += m_json[end] == '\\' ? 2 : 1;
        const std::string_view text = m_json.substr(quote + 1, end - quote - 1);
        std::size_t next = end + 1;
        while (next < m_json.size() && isJsonWhitespace(m_json[next]))
            ++next;
        const bool isKey = next < m_json.size() && m_json[next] == ':';
        if (isKey && m_depth == kTopLevel) {
            m_inMember = text == m_member;
            if (m_inMember)
                m_entries.clear();  // a repeated member: the last one counts, as when parsed
        } else if (m_inMember && m_depth == kMemberLevel) {
            if (isKey && !m_memberIsArray)
                m_entries.push_back({std::string(text), m_line});
            else
                elementStart();
        }
        return end;
    }

    void open(char bracket)
    {
        if (m_depth == kTopLevel && m_inMember) {
            m_memberIsArray = bracket == '[';
            m_expectElement = m_memberIsArray;
        } else {
            elementStart();
        }
        ++m_depth;
    }

    void elementStart()
    {
        if (m_inMember && m_depth == kMemberLevel && m_memberIsArray && m_expectElement) {
            m_entries.push_back({{}, m_line});
            m_expectElement = false;
        }
    }

    std::string_view m_json;
    std::string_view m_member;
    std::vector<JsonMemberLines::Entry> m_entries;
    std::int64_t m_line = 1;
    int m_depth = 0;
    bool m_inMember = false;
    bool m_memberIsArray = false;
    bool m_expectElement = false;
};

}  // namespace

std::vector<JsonMemberLines::Entry> JsonMemberLines::of(std::string_view json, std::string_view member)
{
    return Scanner(json, member).run();
}

}  // namespace schedlab
