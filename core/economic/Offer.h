#pragma once

#include "economic/EconomicFunctions.h"
#include "model/Types.h"

#include <vector>

namespace schedlab {

// One placement a market participant offers a job: nodes, start, its price
// (the owner function) and what it is worth to the user (the user function).
struct Offer {
    std::vector<NodeId> nodes;        // platform-global, ascending
    MachineIndex machine = kNoMachine;  // kNoMachine when it spans machines
    Time start = 0;
    Time duration = 0;
    OwnerQuantities quantities;
    double cost = 0;
    double reservationCost = 0;       // for holding the booking until it starts
    double utility = 0;
};

}  // namespace schedlab
