#pragma once

#include "policies/JobOrder.h"
#include "parameters/ParameterSpec.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace schedlab {

class PolicyRegistry;

// A job order offered in the three forms the thesis compares (spec §4.2):
// list scheduling, conservative backfilling and EASY backfilling. Each form
// is a ListPolicy of the order and a StartStrategy, so backfilling is the
// shared strategy classes, never a copy; one description of the order
// serves all three catalogue entries.
struct OrderFamily {
    // Builds the order from checked parameters; may throw ConfigurationError
    // naming `policy` (the catalogue key of the form being created).
    using OrderFactory =
        std::function<std::unique_ptr<JobOrder>(const std::string& policy, const Parameters&)>;

    std::string key;          // list form; the others get "-cons" and "-easy"
    std::string title;        // e.g. "SMART-FFIA"
    std::string description;  // the order, and every choice the spec leaves open
    std::string reference;    // e.g. "Yahyapour (2002), ch. 2"
    std::vector<ParameterSpec> parameters;
    OrderFactory makeOrder;

    // Adds `key` (list), `key-cons` and `key-easy` to `registry`.
    void registerForms(PolicyRegistry& registry) const;
};

}  // namespace schedlab
