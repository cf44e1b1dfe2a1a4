#include "grid/MachineSelection.h"

#include "grid/BestFitSelection.h"
#include "grid/EarliestStartSelection.h"
#include "grid/FirstFitSelection.h"
#include "grid/LeastLoadedSelection.h"

#include <stdexcept>

namespace schedlab {

const MachineOption& MachineSelection::choose(std::span<const MachineOption> options) const
{
    const MachineOption* best = &options.front();
    for (const MachineOption& option : options.subspan(1)) {
        if (better(option, *best))
            best = &option;
    }
    return *best;
}

std::vector<std::string> MachineSelection::names()
{
    return {BestFitSelection::kName, FirstFitSelection::kName, LeastLoadedSelection::kName,
            EarliestStartSelection::kName};
}

std::unique_ptr<MachineSelection> MachineSelection::create(const std::string& name)
{
    if (name == BestFitSelection::kName)
        return std::make_unique<BestFitSelection>();
    if (name == FirstFitSelection::kName)
        return std::make_unique<FirstFitSelection>();
    if (name == LeastLoadedSelection::kName)
        return std::make_unique<LeastLoadedSelection>();
    if (name == EarliestStartSelection::kName)
        return std::make_unique<EarliestStartSelection>();
    throw std::invalid_argument("unknown machine selection '" + name + "'");
}

}  // namespace schedlab
