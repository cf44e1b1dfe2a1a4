#include "reproduction/Verdict.h"

namespace schedlab {

std::string_view verdictCode(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Reproduced:
        return "R";
    case Verdict::SameDirection:
        return "Q";
    case Verdict::NotReproduced:
        return "N";
    case Verdict::NotRun:
        return "NOT RUN";
    case Verdict::Info:
        return "INFO";
    }
    return "?";
}

}  // namespace schedlab
