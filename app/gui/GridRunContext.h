#pragma once

#include <QString>

namespace schedlab {

// What the Trace dock's grid controls need to know about the rest of the
// run (the platform and the policy, which live in other docks) to choose a
// sensible default and to warn before a run that would stop with an error.
struct GridRunContext {
    int machineCount = 1;
    // The widest job the policy can run on the platform (multi-site policies
    // can run wider jobs than the largest machine).
    int widestRunnableJob = 0;
    QString policyName;
    // The policy is a grid policy of Yahyapour (2002), ch. 5-6 (it schedules a grid of sites).
    bool gridPolicy = false;
};

}  // namespace schedlab
