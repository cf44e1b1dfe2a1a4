#include "store/JobFieldNames.h"

namespace schedlab {

namespace {

const std::string kSoft = "soft";
const std::string kHard = "hard";
const std::string kGuaranteed = "gs";
const std::string kBestEffort = "be";

}  // namespace

std::string JobFieldNames::deadlineKindName(DeadlineKind kind)
{
    switch (kind) {
    case DeadlineKind::None: return "";
    case DeadlineKind::Soft: return kSoft;
    case DeadlineKind::Hard: return kHard;
    }
    return "";
}

DeadlineKind JobFieldNames::deadlineKindFromName(const std::string& name)
{
    return name == kSoft ? DeadlineKind::Soft : name == kHard ? DeadlineKind::Hard : DeadlineKind::None;
}

std::string JobFieldNames::serviceClassName(ServiceClass serviceClass)
{
    switch (serviceClass) {
    case ServiceClass::Unspecified: return "";
    case ServiceClass::Guaranteed: return kGuaranteed;
    case ServiceClass::BestEffort: return kBestEffort;
    }
    return "";
}

ServiceClass JobFieldNames::serviceClassFromName(const std::string& name)
{
    return name == kGuaranteed   ? ServiceClass::Guaranteed
           : name == kBestEffort ? ServiceClass::BestEffort
                                 : ServiceClass::Unspecified;
}

}  // namespace schedlab
