#pragma once

#include "engine/JobRequest.h"
#include "parameters/ParameterSpec.h"

#include <string>

namespace schedlab {

// The weight w_i that SMART's and PSRS's Smith ratios use. The spec's
// objective weight is the resource consumption m_i * p_i (§1, AWRT), but an
// on-line policy does not know p_i, so "area" uses the estimate:
// w_i = m_i * e_i (which is m_i * p_i exactly in exact-estimate runs).
// "unit" (w_i = 1) targets the unweighted average response time instead.
class JobWeight {
public:
    enum class Kind { Area, Unit };

    static constexpr const char* kParameter = "weight";
    [[nodiscard]] static ParameterSpec spec();

    explicit JobWeight(Kind kind) : m_kind(kind) {}
    // From the normalised text of the "weight" parameter.
    [[nodiscard]] static JobWeight fromText(const std::string& text);

    [[nodiscard]] Kind kind() const { return m_kind; }
    // Uses the planned duration (EstimatedEnd::duration), never the run time.
    [[nodiscard]] double of(const JobRequest& request) const;

private:
    Kind m_kind;
};

}  // namespace schedlab
