#pragma once

#include "workload/JsonNumberText.h"

#include <optional>
#include <string>

namespace schedlab {

// The text of a JSON document's floating-point numbers (see
// JsonNumberText), read only when first asked: a workload whose times are
// all whole seconds never needs it.
class LazyNumberTexts {
public:
    // `json` must outlive this and be valid JSON.
    explicit LazyNumberTexts(const std::string& json) : m_json(json) {}
    [[nodiscard]] const std::string* at(const std::string& pointer) const
    {
        if (!m_texts)
            m_texts = JsonNumberText::of(m_json);
        return m_texts->at(pointer);
    }

private:
    const std::string& m_json;
    mutable std::optional<JsonNumberText> m_texts;
};

}  // namespace schedlab
