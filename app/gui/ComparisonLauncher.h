#pragma once

#include "store/StoredRun.h"

#include <vector>

class QWidget;

namespace schedlab {

// The one place the run browser reaches the comparison view, so the
// browser does not depend on how that view is built.
class ComparisonLauncher {
public:
    // A widget comparing `runs` (complete: jobs and samples loaded).
    [[nodiscard]] static QWidget* create(std::vector<StoredRun> runs, QWidget* parent);
};

}  // namespace schedlab
