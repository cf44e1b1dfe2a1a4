#include "policies/JobWeight.h"

#include "policies/EstimatedEnd.h"

namespace schedlab {

namespace {
constexpr const char* kArea = "area";
constexpr const char* kUnit = "unit";
}  // namespace

ParameterSpec JobWeight::spec()
{
    ParameterSpec s;
    s.name = kParameter;
    s.label = "Job weight";
    s.type = ParameterSpec::Type::Choice;
    s.defaultValue = kArea;
    s.choices = {kArea, kUnit};
    s.help = "Weight w of a job in the Smith ratios. area: w = nodes x estimate (the resource "
             "consumption of the spec's AWRT, with the estimate standing in for the unknown run "
             "time); unit: w = 1 (average response time).";
    return s;
}

JobWeight JobWeight::fromText(const std::string& text)
{
    return JobWeight(text == kUnit ? Kind::Unit : Kind::Area);
}

double JobWeight::of(const JobRequest& request) const
{
    if (m_kind == Kind::Unit)
        return 1.0;
    return static_cast<double>(request.nodes) * static_cast<double>(EstimatedEnd::duration(request));
}

}  // namespace schedlab
