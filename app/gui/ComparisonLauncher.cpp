#include "ComparisonLauncher.h"

#include "ComparisonView.h"

namespace schedlab {

QWidget* ComparisonLauncher::create(std::vector<StoredRun> runs, QWidget* parent)
{
    return new ComparisonView(std::move(runs), parent);
}

}  // namespace schedlab
