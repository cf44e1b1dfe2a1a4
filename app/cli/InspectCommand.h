#pragma once

#include "Command.h"

namespace schedlab {

struct Workload;

// `inspect TRACE`: what a trace contains (header, jobs, basic statistics,
// offered load) and what loading it skipped or changed, and why.
class InspectCommand : public Command {
public:
    [[nodiscard]] std::string name() const override { return "inspect"; }
    [[nodiscard]] std::string summary() const override;
    [[nodiscard]] ArgumentParser parser() const override;

protected:
    ExitCode execute(const ParsedArguments& args, std::ostream& out, std::ostream& err) override;

private:
    static void printText(const Workload& workload, std::ostream& out);
    static void printJson(const Workload& workload, std::ostream& out);
};

}  // namespace schedlab
