#pragma once

namespace schedlab {

class PolicyRegistry;

// The families of built-in policies, each registered from its own file so
// that a new family touches neither the registry nor its neighbours.
void addBaselinePolicies(PolicyRegistry& registry);   // FCFS, EASY, conservative, Garey & Graham
void addShelfPolicies(PolicyRegistry& registry);      // SMART-FFIA, SMART-NFIW, PSRS (each in three forms)
void addGangPolicies(PolicyRegistry& registry);       // PFCFS and its presets
void addGridPolicies(PolicyRegistry& registry);       // local, job sharing, multi-site (core/grid)
void addEconomicPolicies(PolicyRegistry& registry);   // market-based grid scheduling (core/economic)
void addUtilityPolicies(PolicyRegistry& registry);    // utility allocation with a knapsack (core/utility)
void addQosPolicies(PolicyRegistry& registry);        // the D5.2 two-phase meta-scheduler (core/qos)

}  // namespace schedlab
