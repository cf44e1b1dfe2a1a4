#include "utility/UtilityForm.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace schedlab {

namespace {

constexpr double kU3Slope = 0.5;     // eq. 4.9
constexpr double kS5Shape = 5;       // S5 of eq. 5.2 is U_k with k = 5
constexpr double kSmallest = 1e-12;  // keeps x / x_max and v / L finite

// Table 7.1's denominators: a retry costs a third more on average (3 - f over
// 3), a replica doubles the processors (6 in the denominator).
constexpr double kRetryThirds = 3;
constexpr double kReplicaSixths = 6;

const std::vector<std::string> kNames = {"p1",          "p2", "p3",       "p4",            "p5",
                                         "value-weight", "ntct-weight", "shape", "pb", "ft-value",
                                         "ft-value-cost", "ft-value-ert", "data", "non-data", "data-money",
                                         "non-data-money"};

}  // namespace

std::vector<std::string> UtilityForm::names()
{
    return kNames;
}

UtilityForm::Kind UtilityForm::fromName(const std::string& name)
{
    const auto found = std::ranges::find(kNames, name);
    if (found == kNames.end())
        throw std::invalid_argument("unknown utility form '" + name + "'");
    return Kind(found - kNames.begin());
}

double UtilityForm::u3(double x)
{
    return 2.0 / (std::exp(-kU3Slope * x) + 1.0) - 1.0;
}

double UtilityForm::uk(double k, double x, double largest)
{
    return 2.0 / (std::exp(-k * x / std::max(largest, kSmallest)) + 1.0) - 1.0;
}

double UtilityForm::spb(double k, double x, bool centred)
{
    return 2.0 / (std::exp(-k * x) + 1.0) - (centred ? 1.0 : 0.0);
}

double UtilityForm::utility(Kind kind, double value, double ert, double ntct)
{
    switch (kind) {
    case Kind::P1: return value;
    case Kind::P2: return value * ert;
    case Kind::P3: return u3(value * ert);
    case Kind::P4: return ert + ntct;
    case Kind::P5: return u3(ert + ntct);
    default: break;
    }
    throw std::invalid_argument("utility form needs weights and the cycle's scale");
}

double UtilityForm::faultTolerant(Kind kind, double value, double f, Recovery recovery, double length)
{
    const double perSecond = value / std::max(length, kSmallest);
    switch (recovery) {
    case Recovery::None: return kind == Kind::FtValue ? (1 - f) * value : (1 - f) * perSecond;
    case Recovery::Retry: return kind == Kind::FtValue ? value : (kRetryThirds - f) * perSecond / kRetryThirds;
    case Recovery::Replica:
        if (kind == Kind::FtValue)
            return value;
        return kind == Kind::FtValueCost ? (kRetryThirds + f) * perSecond / kReplicaSixths : perSecond;
    }
    return 0;
}

double UtilityForm::utility(const UtilityInputs& in, const UtilityScale& scale) const
{
    const Weights& w = m_weights;
    switch (m_kind) {
    case Kind::ValueWeight:
        return w.valueWeight * in.value / std::max(scale.largestValue, kSmallest) +
               (1 - w.valueWeight) * uk(kS5Shape, in.ert + in.ntct, scale.largestSum);
    case Kind::NtctWeight: return w.ntctWeight * in.ntct + (1 - w.ntctWeight) * in.ert;
    case Kind::Shape: return uk(w.shape, in.ert + in.ntct, scale.largestSum);
    case Kind::PlackettBurman:
        return w.pbValueWeight * spb(w.pbValueShape, in.value / std::max(scale.largestValue, kSmallest), w.pbCentred) +
               w.pbErtWeight * spb(w.pbErtShape, in.ert, w.pbCentred) +
               w.pbNtctWeight * spb(w.pbNtctShape, in.ntct, w.pbCentred);
    case Kind::FtValue:
    case Kind::FtValueCost:
    case Kind::FtValueErt: return faultTolerant(m_kind, in.value, in.faultProbability, in.recovery, in.length);
    case Kind::Data:
    case Kind::NonData:
    case Kind::DataMoney:
    case Kind::NonDataMoney: {
        double u = uk(kS5Shape, in.ert, scale.largestErt) + uk(kS5Shape, in.ntct, scale.largestNtct);
        if (weighsData())
            u += uk(kS5Shape, in.idt, scale.largestIdt);  // +infinity (no transfer) counts fully
        if (m_kind == Kind::DataMoney || m_kind == Kind::NonDataMoney)
            u += uk(kS5Shape, in.value, scale.largestValue);
        return u;
    }
    default: return utility(m_kind, in.value, in.ert, in.ntct);
    }
}

}  // namespace schedlab
