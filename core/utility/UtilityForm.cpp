#include "utility/UtilityForm.h"

#include <cmath>
#include <stdexcept>

namespace schedlab {

namespace {

constexpr double kU3Slope = 0.5;  // eq. 4.9

}  // namespace

std::vector<std::string> UtilityForm::names()
{
    return {"p1", "p2", "p3", "p4", "p5"};
}

UtilityForm::Kind UtilityForm::fromName(const std::string& name)
{
    const std::vector<std::string> all = names();
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (all[i] == name)
            return Kind(i);
    }
    throw std::invalid_argument("unknown utility form '" + name + "'");
}

double UtilityForm::u3(double x)
{
    return 2.0 / (std::exp(-kU3Slope * x) + 1.0) - 1.0;
}

double UtilityForm::utility(Kind kind, double value, double ert, double ntct)
{
    switch (kind) {
    case Kind::P1: return value;
    case Kind::P2: return value * ert;
    case Kind::P3: return u3(value * ert);
    case Kind::P4: return ert + ntct;
    case Kind::P5: return u3(ert + ntct);
    }
    return 0;
}

}  // namespace schedlab
