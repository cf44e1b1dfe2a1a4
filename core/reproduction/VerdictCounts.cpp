#include "reproduction/VerdictCounts.h"

namespace schedlab {

void VerdictCounts::add(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Reproduced:
        ++reproduced;
        break;
    case Verdict::SameDirection:
        ++sameDirection;
        break;
    case Verdict::NotReproduced:
        ++notReproduced;
        break;
    case Verdict::NotRun:
        ++notRun;
        break;
    case Verdict::Info:
        ++info;
        break;
    }
}

VerdictCounts& VerdictCounts::operator+=(const VerdictCounts& other)
{
    reproduced += other.reproduced;
    sameDirection += other.sameDirection;
    notReproduced += other.notReproduced;
    notRun += other.notRun;
    info += other.info;
    return *this;
}

int VerdictCounts::of(Verdict verdict) const
{
    switch (verdict) {
    case Verdict::Reproduced:
        return reproduced;
    case Verdict::SameDirection:
        return sameDirection;
    case Verdict::NotReproduced:
        return notReproduced;
    case Verdict::NotRun:
        return notRun;
    case Verdict::Info:
        return info;
    }
    return 0;
}

}  // namespace schedlab
