#include "economic/EconomicFunctions.h"

#include "economic/FormulaParser.h"

namespace schedlab {

namespace {

const std::array<std::string, 7> kOwnerVariableNames = {
    "nodes", "run", "under", "over", "left_right", "left_right_rel", "utilization"};
const std::array<std::string, 4> kUserVariableNames = {"start", "cost", "nodes", "run"};

// "MF3" → the third built-in formula; anything else is a formula already.
template <std::size_t N>
std::string expand(const std::string& text, const std::string& prefix,
                   const std::array<const char*, N>& builtIns)
{
    for (std::size_t i = 0; i < N; ++i) {
        if (text == prefix + std::to_string(i + 1))
            return builtIns[i];
    }
    return text;
}

}  // namespace

std::span<const std::string> EconomicFunctions::ownerVariables() { return kOwnerVariableNames; }
std::span<const std::string> EconomicFunctions::userVariables() { return kUserVariableNames; }

EconomicFunctions::EconomicFunctions(const std::string& owner, const std::string& user)
    : m_owner(FormulaParser(ownerVariables()).parse(expand(owner, "MF", kOwnerFunctions))),
      m_user(FormulaParser(userVariables()).parse(expand(user, "UF", kUserFunctions)))
{
}

double EconomicFunctions::ownerPrice(const OwnerQuantities& q) const
{
    const std::array<double, kOwnerVariableNames.size()> values = {
        q.nodes, q.run, q.under, q.over, q.leftRight, q.leftRightRel, q.utilization};
    return m_owner.evaluate(values);
}

double EconomicFunctions::userUtility(double start, double cost, const OwnerQuantities& q) const
{
    const std::array<double, kUserVariableNames.size()> values = {start, cost, q.nodes, q.run};
    return m_user.evaluate(values);
}

}  // namespace schedlab
