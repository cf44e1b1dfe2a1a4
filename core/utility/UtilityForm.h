#pragma once

#include <string>
#include <vector>

namespace schedlab {

// The utility of running a task one way (Vanderster 2008, ch. 4, eqs.
// 4.5-4.11), from its credit v, its expected response ratio ERT = (t - s +
// r) / N and its normalised time to completion NTCT = N / r (N: its length on
// one processor, r: its remaining time that way):
//   P1 = v,  P2 = v ERT,  P3 = U3(v ERT),  P4 = ERT + NTCT,  P5 = U3(ERT + NTCT),
// with the saturating U3(x) = 2 / (exp(-0.5 x) + 1) - 1.
class UtilityForm {
public:
    enum class Kind { P1, P2, P3, P4, P5 };

    [[nodiscard]] static std::vector<std::string> names();  // "p1" .. "p5"
    [[nodiscard]] static Kind fromName(const std::string& name);
    [[nodiscard]] static double utility(Kind kind, double value, double ert, double ntct);
    [[nodiscard]] static double u3(double x);
};

}  // namespace schedlab
