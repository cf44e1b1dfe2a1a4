#pragma once

#include "workload/TransformSpec.h"
#include "workload/WorkloadTransform.h"

#include <cstdint>

namespace schedlab {

// credits:SEED[:EXPONENT] -- gives every job the credits of Vanderster
// (2008), ch. 4-5, as the random workload of experiment 4.1 has them, so
// that trace tasks (the NPACI windows of experiments 4.2-5.2) can be
// scheduled by value: the job's credit v ~ N(10, 4), redrawn below 0.1, is
// the value of its widest way; every narrower option of width P gets
// v * (P / P_max)^EXPONENT (default 1.1, the thesis's alpha), so each is
// about 2.1 times the value of the next narrower half. Apply it after
// options:halve:H, which makes the narrower ways. The draws come from a
// stream of SEED of its own.
class CreditsTransform : public WorkloadTransform {
public:
    static constexpr double kCreditMean = 10;
    static constexpr double kCreditSd = 4;
    static constexpr double kCreditMin = 0.1;
    static constexpr double kValueExponent = 1.1;

    CreditsTransform(std::uint64_t seed, double exponent);
    [[nodiscard]] static std::unique_ptr<WorkloadTransform> fromSpec(const TransformSpec& spec);

    [[nodiscard]] std::string spec() const override;
    std::string apply(Workload& workload) const override;

private:
    std::uint64_t m_seed;
    double m_exponent;
};

} // namespace schedlab
