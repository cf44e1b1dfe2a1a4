#include "util/JsonInput.h"

#include <algorithm>

namespace schedlab {

namespace {

// Thrown from the parser's callback, which knows the depth but not the place.
struct TooDeep {};

}  // namespace

std::pair<std::size_t, std::size_t> JsonInput::lineAndColumn(const std::string& text, std::size_t byte)
{
    const std::size_t end = std::min(byte, text.size());
    std::size_t line = 1;
    std::size_t column = 1;
    for (std::size_t i = 0; i < end; ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return {line, column};
}

nlohmann::json JsonInput::parseOr(const std::string& text, nlohmann::json fallback)
{
    try {
        return parse(text);
    } catch (const JsonInputError&) {
        return fallback;
    }
}

nlohmann::json JsonInput::parse(const std::string& text)
{
    const auto limitDepth = [](int depth, nlohmann::json::parse_event_t event, nlohmann::json&) {
        if (depth > kMaxDepth &&
            (event == nlohmann::json::parse_event_t::object_start ||
             event == nlohmann::json::parse_event_t::array_start))
            throw TooDeep{};
        return true;
    };
    try {
        return nlohmann::json::parse(text, limitDepth);
    } catch (const nlohmann::json::parse_error& e) {
        // nlohmann's byte is 1-based and points at the last byte read.
        const std::size_t byte = e.byte;
        const auto [line, column] = lineAndColumn(text, byte > 0 ? byte - 1 : 0);
        throw JsonInputError("not valid JSON at line " + std::to_string(line) + ", column " + std::to_string(column) +
                                 ": " + e.what(),
                             e.what(), line, column, byte);
    } catch (const nlohmann::json::out_of_range& e) {
        throw JsonInputError(std::string("a number is out of range: ") + e.what(), {}, 0, 0, 0);
    } catch (const TooDeep&) {
        // Where: the first opening bracket past the limit.
        int depth = 0;
        bool inString = false;
        for (std::size_t i = 0; i < text.size(); ++i) {
            const char c = text[i];
            if (inString) {
                if (c == '\\')
                    ++i;
                else if (c == '"')
                    inString = false;
            } else if (c == '"') {
                inString = true;
            } else if (c == '[' || c == '{') {
                if (++depth > kMaxDepth) {
                    const auto [line, column] = lineAndColumn(text, i);
                    throw JsonInputError("JSON nested more than " + std::to_string(kMaxDepth) + " levels deep at line " +
                                             std::to_string(line) + ", column " + std::to_string(column),
                                         {}, line, column, i + 1);
                }
            } else if (c == ']' || c == '}') {
                --depth;
            }
        }
        throw JsonInputError("JSON nested more than " + std::to_string(kMaxDepth) + " levels deep", {}, 0, 0, 0);
    }
}

}  // namespace schedlab
