#pragma once

#include "parameters/ParameterSchema.h"
#include "workload/Workload.h"

#include <functional>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

namespace schedlab {

// The workload generators of the grid, QoS and utility models, each a
// ParameterSchema and a way to run it from parameter values, so that the
// CLI's `generate MODEL --param k=v` and the workbench's dialog offer every
// one of them without code of their own per model. (The two generators of
// Yahyapour (2002), ch. 2 predate this and keep their own options.)
class GeneratorCatalog {
public:
    struct Model {
        ParameterSchema schema;
        // Checks the values against the schema (ConfigurationError naming the
        // parameter) and generates; a stop request returns the jobs so far.
        std::function<Workload(const ParameterValues& values, std::stop_token stop)> generate;
    };

    // In the order the manual lists them.
    [[nodiscard]] static std::vector<Model> models();
    [[nodiscard]] static std::optional<Model> find(const std::string& name);
    [[nodiscard]] static std::vector<std::string> names();

    // The job attributes of `workload` that SWF cannot hold ("origin site",
    // "deadline", ...), each named once; empty when SWF loses nothing of them.
    [[nodiscard]] static std::vector<std::string> attributesSwfLoses(const Workload& workload);
};

} // namespace schedlab
