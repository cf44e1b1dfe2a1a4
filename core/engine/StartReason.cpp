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
    case StartKind::Other: return "other";
    }
    return "other";
}

bool isBackfill(StartKind kind)
{
    return kind == StartKind::BackfillBeforeShadow || kind == StartKind::BackfillExtraNodes ||
           kind == StartKind::BackfillNoDelay;
}

}  // namespace schedlab
