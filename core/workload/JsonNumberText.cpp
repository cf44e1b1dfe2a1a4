#include "workload/JsonNumberText.h"

#include <nlohmann/json.hpp>

#include <vector>

namespace schedlab {

namespace {

using Json = nlohmann::json;

// A nlohmann SAX consumer that tracks where in the document it is and keeps
// the text of each floating-point number (the parser hands it over as
// written; only the DOM drops it).
class NumberTextCollector {
public:
    explicit NumberTextCollector(std::map<std::string, std::string>& texts) : m_texts(texts) {}

    bool null() { return valueDone(); }
    bool boolean(bool) { return valueDone(); }
    bool number_integer(Json::number_integer_t) { return valueDone(); }
    bool number_unsigned(Json::number_unsigned_t) { return valueDone(); }
    bool number_float(Json::number_float_t, const Json::string_t& text)
    {
        m_texts[pointer()] = text;
        return valueDone();
    }
    bool string(Json::string_t&) { return valueDone(); }
    bool binary(Json::binary_t&) { return valueDone(); }
    bool start_object(std::size_t) { return enter(false); }
    bool key(Json::string_t& key)
    {
        m_frames.back().step = JsonNumberText::pointerStep(key);
        return true;
    }
    bool end_object() { return leave(); }
    bool start_array(std::size_t) { return enter(true); }
    bool end_array() { return leave(); }
    bool parse_error(std::size_t, const std::string&, const Json::exception&) { return false; }

private:
    struct Frame {
        bool array = false;
        std::size_t index = 0;  // of the current element, in an array
        std::string step;       // "/key" of the current member, in an object
    };

    std::string pointer() const
    {
        std::string result;
        for (const Frame& frame : m_frames)
            result += frame.array ? "/" + std::to_string(frame.index) : frame.step;
        return result;
    }
    bool valueDone()
    {
        if (!m_frames.empty() && m_frames.back().array)
            ++m_frames.back().index;
        return true;
    }
    bool enter(bool array)
    {
        m_frames.push_back({array, 0, {}});
        return true;
    }
    bool leave()
    {
        m_frames.pop_back();
        return valueDone();
    }

    std::map<std::string, std::string>& m_texts;
    std::vector<Frame> m_frames;
};

}  // namespace

JsonNumberText JsonNumberText::of(const std::string& json)
{
    JsonNumberText result;
    NumberTextCollector collector(result.m_texts);
    Json::sax_parse(json, &collector);
    return result;
}

const std::string* JsonNumberText::at(const std::string& pointer) const
{
    const auto it = m_texts.find(pointer);
    return it == m_texts.end() ? nullptr : &it->second;
}

std::string JsonNumberText::pointerStep(std::string_view key)
{
    std::string step = "/";
    for (const char c : key) {
        if (c == '~')
            step += "~0";
        else if (c == '/')
            step += "~1";
        else
            step += c;
    }
    return step;
}

}  // namespace schedlab
