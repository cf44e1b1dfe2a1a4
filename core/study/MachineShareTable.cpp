#include "study/MachineShareTable.h"

#include "util/JsonInput.h"

#include "compare/ComparisonFormat.h"
#include "model/Units.h"
#include "store/StoredRun.h"

#include <nlohmann/json.hpp>

namespace schedlab {

namespace {

using units::kPercent;
const char* const kPerMachine = "perMachine";

nlohmann::json machinesOf(const StoredRun* run)
{
    if (run == nullptr)
        return {};
    const nlohmann::json json = JsonInput::parseOr(run->metricsJson, nullptr);
    return json.is_object() && json.contains(kPerMachine) ? json[kPerMachine] : nlohmann::json();
}

}  // namespace

CsvTable MachineShareTable::build(const std::vector<std::string>& labels, const std::vector<const StoredRun*>& runs)
{
    // The machine names of the first run that has them: every row is on the same platform.
    std::vector<std::string> machines;
    for (const StoredRun* run : runs) {
        for (const auto& machine : machinesOf(run))
            machines.push_back(machine.value("name", std::string()));
        if (!machines.empty())
            break;
    }
    std::vector<std::string> headers = {"scenario"};
    for (const std::string& machine : machines) {
        headers.push_back(machine + " work %");
        headers.push_back(machine + " util %");
    }
    CsvTable table(std::move(headers));
    for (std::size_t r = 0; r < runs.size(); ++r) {
        std::vector<std::string> cells = {labels.at(r)};
        const nlohmann::json perMachine = machinesOf(runs[r]);
        if (perMachine.is_array() && perMachine.size() == machines.size()) {
            double total = 0;
            for (const auto& machine : perMachine)
                total += machine.value("work", 0.0);
            for (const auto& machine : perMachine) {
                const double work = machine.value("work", 0.0);
                cells.push_back(ComparisonFormat::value(total > 0 ? work / total * kPercent : 0.0, false));
                cells.push_back(ComparisonFormat::value(machine.value("utilization", 0.0), false));
            }
        }
        table.addRow(std::move(cells));
    }
    return table;
}

}  // namespace schedlab
