#pragma once

#include "workload/Job.h"

#include <string>
#include <vector>

namespace schedlab {

// What a utility knows of one way a task can run (Vanderster 2008): its
// credit v, its expected response ratio ERT = (t - s + r) / N, its normalised
// time to completion NTCT = N / r (N: its length on one processor, r: its
// remaining time that way), and for the fault-tolerance heuristics of ch. 7
// the way's fault probability f, its recovery technique and its length L on
// the cluster (L_i / p_k, eq. 7.10), and for the data forms of ch. 6 the
// input data time IDT = B_k / d (eq. 6.15; +infinity where moving the input
// costs nothing).
struct UtilityInputs {
    double value = 0;
    double ert = 0;
    double ntct = 0;
    double idt = 0;
    double faultProbability = 0;
    Recovery recovery = Recovery::None;
    double length = 1;  // L, seconds
};

// The largest credit and the largest ERT + NTCT among the ways of the
// current cycle: v_max and x_max of the normalised forms (ch. 5); and the
// largest ERT, NTCT and finite IDT, x_max of each term of the data forms.
struct UtilityScale {
    double largestValue = 1;
    double largestSum = 1;
    double largestErt = 1;
    double largestNtct = 1;
    double largestIdt = 1;
};

// The utility of running a task one way (Vanderster 2008, chs. 4, 5 and 7):
//   P1 = v (4.5), P2 = v ERT (4.8), P3 = U3(v ERT) (4.10), P4 = ERT + NTCT
//   (4.11), P5 = U3(ERT + NTCT);
//   value-weight: w_v v / v_max + (1 - w_v) S5(ERT + NTCT) (5.1);
//   ntct-weight: w_n NTCT + (1 - w_n) ERT (5.3);
//   shape: U_k(ERT + NTCT) (5.4);
//   pb: w_v S_PB(k_v, v / v_max) + w_ERT S_PB(k_ERT, ERT) + w_NTCT S_PB(k_NTCT, NTCT) (5.7);
//   ft-value, ft-value-cost, ft-value-ert: Table 7.1 over the way's recovery;
//   data: S(ERT) + S(NTCT) + S(IDT), non-data: S(ERT) + S(NTCT), and with
//   -money S(CV) added (ch. 6, UM Data, NonData, +Money), S = S5 of each term
//   over its largest in the cycle (the thesis leaves S open).
class UtilityForm {
public:
    enum class Kind {
        P1, P2, P3, P4, P5, ValueWeight, NtctWeight, Shape, PlackettBurman, FtValue, FtValueCost, FtValueErt,
        Data, NonData, DataMoney, NonDataMoney
    };

    // The tunable constants of the forms that have them; defaults are the
    // thesis's recommendations (sec. 5.1: w_v 0.5-0.7, w_n = 0.1, k = 10) and
    // for pb the first row of its design (sec. 5.2: + + - + - -).
    struct Weights {
        double valueWeight = 0.6;  // w_v of 5.1
        double ntctWeight = 0.1;   // w_n of 5.3
        double shape = 10;         // k of 5.4
        double pbValueWeight = 0.8;
        double pbErtWeight = 0.8;
        double pbNtctWeight = 0.2;
        double pbValueShape = 10;
        double pbErtShape = 1;
        double pbNtctShape = 1;
        // S_PB as printed, 2 / (exp(-k x) + 1), or centred with the - 1 of
        // the other sigmoids (the thesis prints it without).
        bool pbCentred = false;
    };

    UtilityForm() = default;
    UtilityForm(Kind kind, Weights weights) : m_kind(kind), m_weights(weights) {}

    [[nodiscard]] static std::vector<std::string> names();  // "p1" .. "p5", "value-weight", ...
    [[nodiscard]] static Kind fromName(const std::string& name);

    [[nodiscard]] Kind kind() const { return m_kind; }
    [[nodiscard]] double utility(const UtilityInputs& in, const UtilityScale& scale = {}) const;

    // The P1-P5 forms, which need neither weights nor the cycle's scale.
    [[nodiscard]] static double utility(Kind kind, double value, double ert, double ntct);

    // The sigmoids of sec. 4-5: U3 (4.9), U_k (5.5; S5 is U_5), S_PB (5.9).
    [[nodiscard]] static double u3(double x);
    [[nodiscard]] static double uk(double k, double x, double largest);
    [[nodiscard]] static double spb(double k, double x, bool centred);

    // Table 7.1: the credit a heuristic expects of a way with fault
    // probability f, recovery technique and length L.
    [[nodiscard]] static double faultTolerant(Kind kind, double value, double f, Recovery recovery, double length);

    // Whether the form weighs the input data time (data, data-money).
    [[nodiscard]] bool weighsData() const { return m_kind == Kind::Data || m_kind == Kind::DataMoney; }

private:
    Kind m_kind = Kind::P1;
    Weights m_weights;
};

}  // namespace schedlab
