#include "engine/StartReason.h"

namespace schedlab {

std::string startKindName(StartKind kind)
{
    switch (kind) {
    case StartKind::InOrder: return "in-order";
    case StartKind::BackfillBeforeShadow: return "backfill-shadow";
    case StartKind::BackfillExtraNodes: return "backfill-extra";
    case StartKind::BackfillNoDelay: return "backfill-no-delay";
    case StartKind::FirstFit: return "first-fit";
    case StartKind::Reservation: return "reservation";
    case StartKind::Preemptor: return "preemptor";
    case StartKind::MultiSite: return "multi-site";
    case StartKind::EarlyStart: return "early-start";
    case StartKind::EarliestCompletion: return "earliest-completion";
    case StartKind::Allocated: return "allocated";
    case StartKind::Withheld: return "withheld";
    case StartKind::Reapplied: return "reapplied";
    case StartKind::InputArrived: return "input-arrived";
    case StartKind::Other: return "other";
    }
    return "other";
}

std::optional<StartKind> startKindFromName(const std::string& name)
{
    for (int value = 0; value <= static_cast<int>(StartKind::Other); ++value) {
        const auto kind = static_cast<StartKind>(value);
        if (startKindName(kind) == name)
            return kind;
    }
    return std::nullopt;
}

bool isBackfill(StartKind kind)
{
    return kind == StartKind::BackfillBeforeShadow || kind == StartKind::BackfillExtraNodes ||
           kind == StartKind::BackfillNoDelay;
}

}  // namespace schedlab
