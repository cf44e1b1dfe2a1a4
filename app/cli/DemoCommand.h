#pragma once

#include "Command.h"
#include "run/FinishedRun.h"

#include <string>
#include <vector>

namespace schedlab {

class Platform;
struct Trace;

// `demo`: the headless main job. FCFS, EASY and conservative backfilling on
// the bundled CTC SP2 trace, simulated concurrently (one thread and one
// Policy per run), then compared side by side and relative to FCFS.
class DemoCommand : public Command {
public:
    [[nodiscard]] std::string name() const override { return "demo"; }
    [[nodiscard]] std::string summary() const override;
    [[nodiscard]] ArgumentParser parser() const override;

protected:
    ExitCode execute(const ParsedArguments& args, std::ostream& out, std::ostream& err) override;

private:
    [[nodiscard]] static std::string tracePath(const ParsedArguments& args);
    [[nodiscard]] static std::vector<FinishedRun> runConcurrently(const Trace& trace, const Platform& platform,
                                                                  const std::vector<std::string>& transforms);
};

}  // namespace schedlab
