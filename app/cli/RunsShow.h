#pragma once

#include "RunsSubcommand.h"

#include <string>

namespace schedlab {

struct StoredRun;

// `runs show ID`: everything about one stored run: what ran, every metric,
// and optionally its per-job results as CSV.
class RunsShow : public RunsSubcommand {
public:
    [[nodiscard]] std::string name() const override { return "show"; }
    [[nodiscard]] std::string summary() const override;
    [[nodiscard]] ArgumentParser parser() const override;

protected:
    ExitCode execute(const ParsedArguments& args, std::ostream& out, std::ostream& err) override;

private:
    static void printText(const StoredRun& run, std::ostream& out);
    static void writeJobsCsv(const StoredRun& run, const std::string& path);
};

}  // namespace schedlab
