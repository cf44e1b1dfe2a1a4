#pragma once

#include <QString>

#include <string>

namespace schedlab {

// A text of the core's catalogues (a policy's title, a parameter's help, a
// study's description) in the user's language: the core is English and
// Qt-free, so the workbench translates at display, in the context
// "Catalogue" that app/gui's CatalogueStrings feeds to lupdate.
class CatalogueText {
public:
    static constexpr const char* kContext = "Catalogue";

    [[nodiscard]] static QString of(const std::string& text);
};

}  // namespace schedlab
