#pragma once

#include "RunsSubcommand.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace schedlab {

class RunStore;
struct StoredRun;

// `runs compare IDS...`: stored runs side by side. Prints every metric (or
// --metrics) with the improvement over a reference run (positive = better,
// see core/compare/ComparisonCell.h), optionally a pivot of one metric
// (policies as rows, a dimension as columns) and the per-job start-time
// difference of two runs. The tables come from core/compare, which also
// formats the numbers, so the workbench's comparison view shows the same
// digits.
class RunsCompare : public RunsSubcommand {
public:
    [[nodiscard]] std::string name() const override { return "compare"; }
    [[nodiscard]] std::string summary() const override;
    [[nodiscard]] ArgumentParser parser() const override;

    // ArgumentParser options take one value, but the command line reads
    // "--jobs ID_A ID_B": this turns that pair into "--jobs=ID_A,ID_B" (the
    // form the parser takes) and leaves every other argument as it is.
    [[nodiscard]] static std::vector<std::string> joinJobsPair(std::span<const std::string> args);
    // Command::run after joinJobsPair.
    [[nodiscard]] ExitCode run(std::span<const std::string> args, std::ostream& out, std::ostream& err) override;

protected:
    ExitCode execute(const ParsedArguments& args, std::ostream& out, std::ostream& err) override;

private:
    [[nodiscard]] static std::int64_t optionRunId(const std::string& text, const std::string& option);
    [[nodiscard]] static std::vector<StoredRun> loadRuns(const RunStore& store,
                                                         const std::vector<std::int64_t>& ids);
    [[nodiscard]] static std::vector<std::string> metricKeys(const ParsedArguments& args);
};

}  // namespace schedlab
