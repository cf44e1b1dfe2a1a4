#include "CatalogueText.h"

#include <QCoreApplication>

namespace schedlab {

QString CatalogueText::of(const std::string& text)
{
    if (text.empty())
        return {};
    return QCoreApplication::translate(kContext, text.c_str());
}

}  // namespace schedlab
