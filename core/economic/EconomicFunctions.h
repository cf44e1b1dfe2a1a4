#pragma once

#include "economic/Formula.h"

#include <array>
#include <span>
#include <string>

namespace schedlab {

// The schedule quantities of one candidate placement (Yahyapour (2002), ch. 6),
// named as the owner formulas see them.
struct OwnerQuantities {
    double nodes = 0;          // m_i
    double run = 0;            // the job's duration on this placement, s
    double under = 0;          // idle node-seconds on its nodes before it
    double over = 0;           // idle node-seconds on its nodes after it
    double leftRight = 0;      // idle node-seconds of the other nodes during it
    double leftRightRel = 0;   // leftRight / (m_i * run)
    double utilization = 0;    // of the machine(s) up to the plan's end, with the job placed
};

// The owner (machine) function that prices an offer and the user function
// that ranks offers, both as formulas: the built-in MF1-MF6 and UF1-UF5 are
// formulas like any a user types, so there is one way to evaluate them.
class EconomicFunctions {
public:
    static constexpr std::array<const char*, 6> kOwnerFunctions = {
        "(nodes * run + over + under + left_right) * (1 - left_right_rel)",  // MF1
        "nodes * run + over + under + left_right",                           // MF2
        "(nodes * run + over + under) * (1 - left_right_rel)",               // MF3
        "(nodes * run + left_right) * (1 - left_right_rel)",                 // MF4
        "(nodes * run + over + left_right) * (1 - left_right_rel)",          // MF5
        "(nodes * run + under + left_right) * (1 - left_right_rel)",         // MF6
    };
    static constexpr std::array<const char*, 5> kUserFunctions = {
        "-start",               // UF1
        "-cost",                // UF2
        "-(start + cost)",      // UF3
        "-(start + 2 * cost)",  // UF4
        "-(2 * start + cost)",  // UF5
    };

    // Variable names, index-aligned with what ownerPrice()/userUtility() pass.
    [[nodiscard]] static std::span<const std::string> ownerVariables();
    [[nodiscard]] static std::span<const std::string> userVariables();

    // `owner`/`user`: "MF1".."MF6" / "UF1".."UF5", or a formula. Throws
    // FormulaError (with the column) for a formula that does not parse.
    EconomicFunctions(const std::string& owner, const std::string& user);

    [[nodiscard]] double ownerPrice(const OwnerQuantities& q) const;
    // `start`: seconds from submission to the offered start.
    [[nodiscard]] double userUtility(double start, double cost, const OwnerQuantities& q) const;

    [[nodiscard]] const Formula& owner() const { return m_owner; }
    [[nodiscard]] const Formula& user() const { return m_user; }

private:
    Formula m_owner;
    Formula m_user;
};

}  // namespace schedlab
