#pragma once

#include <string>
#include <vector>

namespace schedlab {

// Every text of the core's catalogues the workbench shows: the titles,
// descriptions, references, parameter labels and help of the policies,
// workload generators and studies, and the platform presets' descriptions.
// The core stays Qt-free and English; the workbench translates these texts
// in the context "Catalogue" (CatalogueText), and the build hands them to
// lupdate through a generated source (schedlab-catalogue-strings), so that
// translations/schedlab_de.ts stays complete when a policy changes.
class CatalogueStrings {
public:
    // Each text once, in catalogue order; no empty ones.
    [[nodiscard]] static std::vector<std::string> all();
    // `texts` as C++ source lupdate reads: one QT_TRANSLATE_NOOP each.
    [[nodiscard]] static std::string lupdateSource(const std::vector<std::string>& texts);
};

}  // namespace schedlab
