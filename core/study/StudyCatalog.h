#pragma once

#include "study/Study.h"

#include <memory>
#include <string>
#include <vector>

namespace schedlab {

// The built-in study presets, in the order the CLI and the workbench list
// them. No global state: each catalog owns its own Study objects.
class StudyCatalog {
public:
    StudyCatalog();

    [[nodiscard]] const std::vector<std::unique_ptr<Study>>& studies() const { return m_studies; }
    // nullptr when there is no study of that name.
    [[nodiscard]] const Study* find(const std::string& name) const;
    // For error messages: "algorithms-256, pfcfs-months, ...".
    [[nodiscard]] std::string names() const;

private:
    std::vector<std::unique_ptr<Study>> m_studies;
};

}  // namespace schedlab
