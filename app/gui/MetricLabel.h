#pragma once

#include <QString>

#include <string>
#include <vector>

namespace schedlab {

struct MetricDefinition;

// A metric's label in the user's language. The labels live in the Qt-free
// core (metricDefinitions()); this lists them once more where lupdate sees
// them, and MetricLabelTest fails when a new metric is missing here.
class MetricLabel {
public:
    [[nodiscard]] static QString of(const MetricDefinition& metric);
    [[nodiscard]] static QString of(const std::string& label);
    // The labels this class can translate, in English.
    [[nodiscard]] static std::vector<std::string> known();
};

}  // namespace schedlab
