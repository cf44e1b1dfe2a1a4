#include "study/Study.h"

namespace schedlab {

namespace {

const std::string kGroupPrefix = "study:";
const std::string kQuickSuffix = ":quick";

}  // namespace

std::string Study::group(const StudyOptions& options) const
{
    return kGroupPrefix + name() + (options.quick ? kQuickSuffix : "");
}

}  // namespace schedlab
