#include "utility/UtilityWeights.h"

#include "parameters/ParameterSpec.h"

namespace schedlab {

namespace {

const std::string kValueWeight = "w-v";
const std::string kNtctWeight = "w-n";
const std::string kShape = "k";
const std::string kPbValueWeight = "pb-w-v";
const std::string kPbErtWeight = "pb-w-ert";
const std::string kPbNtctWeight = "pb-w-ntct";
const std::string kPbValueShape = "pb-k-v";
const std::string kPbErtShape = "pb-k-ert";
const std::string kPbNtctShape = "pb-k-ntct";
const std::string kPbSigmoid = "pb-sigmoid";
const std::string kPrinted = "printed";
const std::string kCentred = "centred";
constexpr double kLargestShape = 1000;

ParameterSpec weight(const std::string& key, const char* label, const std::string& value, const char* description)
{
    return {key, label, ParameterSpec::Type::Real, 0, 1, value, {}, "", description};
}

ParameterSpec shape(const std::string& key, const char* label, const std::string& value, const char* description)
{
    return {key, label, ParameterSpec::Type::Real, 0, kLargestShape, value, {}, "", description};
}

}  // namespace

std::vector<ParameterSpec> UtilityWeights::specs()
{
    return {
        weight(kValueWeight, "Value weight w_v", "0.6",
               "value-weight form (eq. 5.1): the share of the normalised credit; the rest is S5(ERT + NTCT). "
               "Sec. 5.1 recommends 0.5 to 0.7."),
        weight(kNtctWeight, "NTCT weight w_n", "0.1",
               "ntct-weight form (eq. 5.3): the share of NTCT; the rest is ERT. Sec. 5.1 recommends 0.1."),
        shape(kShape, "Shape k", "10",
              "shape form (eq. 5.4): the slope of U_k(ERT + NTCT); flat below about 1, best near 10 (sec. 5.1)."),
        weight(kPbValueWeight, "PB value weight", "0.8", "pb form (eq. 5.7): w_v (design levels 0.2 and 0.8)."),
        weight(kPbErtWeight, "PB ERT weight", "0.8", "pb form: w_ERT."),
        weight(kPbNtctWeight, "PB NTCT weight", "0.2", "pb form: w_NTCT."),
        shape(kPbValueShape, "PB value shape", "10", "pb form: k_v (design levels 1 and 10)."),
        shape(kPbErtShape, "PB ERT shape", "1", "pb form: k_ERT."),
        shape(kPbNtctShape, "PB NTCT shape", "1", "pb form: k_NTCT."),
        {kPbSigmoid, "PB sigmoid", ParameterSpec::Type::Choice, 0, 0, kPrinted, {kPrinted, kCentred}, "",
         "S_PB(k, x) = 2 / (exp(-k x) + 1) as printed (eq. 5.9, values from 1 to 2), or centred with the - 1 "
         "of the other sigmoids."},
    };
}

UtilityForm::Weights UtilityWeights::read(const Parameters& parameters)
{
    UtilityForm::Weights w;
    w.valueWeight = parameters.real(kValueWeight);
    w.ntctWeight = parameters.real(kNtctWeight);
    w.shape = parameters.real(kShape);
    w.pbValueWeight = parameters.real(kPbValueWeight);
    w.pbErtWeight = parameters.real(kPbErtWeight);
    w.pbNtctWeight = parameters.real(kPbNtctWeight);
    w.pbValueShape = parameters.real(kPbValueShape);
    w.pbErtShape = parameters.real(kPbErtShape);
    w.pbNtctShape = parameters.real(kPbNtctShape);
    w.pbCentred = parameters.text(kPbSigmoid) == kCentred;
    return w;
}

}  // namespace schedlab
