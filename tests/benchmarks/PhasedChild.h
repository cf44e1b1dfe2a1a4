#pragma once

#include "parameters/ParameterSpec.h"

#include <string>
#include <string_view>
#include <vector>

namespace schedlab {

// The child side of schedlab-bench --phases and --callgrind: schedlab-bench
// runs itself again with kFlag first (a fresh process, so that getrusage and
// callgrind see this run alone), and this class does what `schedlab-cli run
// --jobs-out FILE` does, one phase per function: start (platform, policy
// check, temporary directory), load (read, gunzip, parse, SHA-256),
// transform (copy of the workload, transforms), simulate (engine and
// policy), metrics, validate (with --validate), jobs.csv, store (with
// --store: a fresh run store made at start, the run added as the CLI adds
// it). Each phase function is kept out of line under a name callgrind's
// --dump-after matches (kCallgrindPhasePattern), so one callgrind run gives
// a dump per phase. The figures go to stdout, one line each, for PhasedRun.
class PhasedChild {
public:
    static constexpr std::string_view kFlag = "--phased-child";
    // Matches the phase functions' demangled names, and nothing else.
    static constexpr std::string_view kCallgrindPhasePattern = "schedlab::PhasedChild::phase*";
    static constexpr std::string_view kCallgrindFirstPhase = "schedlab::PhasedChild::phaseStart*";

    struct Setup {
        std::string tracePath;
        std::string platform;
        std::string policy;
        ParameterValues parameters = {};
        std::vector<std::string> transforms = {};
        bool validate = false;
        bool store = false;
        // Only the start phase: the memory every run has before it reads a job.
        bool baseline = false;
    };

    // The arguments after kFlag that make `run` repeat `setup`.
    [[nodiscard]] static std::vector<std::string> arguments(const Setup& setup);
    // Runs the phases of the setup `arguments` made; returns the exit status.
    [[nodiscard]] static int run(const std::vector<std::string>& arguments);

private:
    struct State;

    static Setup parse(const std::vector<std::string>& arguments);
    static void measure(const char* name, void (*phase)(State&), State& state);

    // Out of line (noinline, noipa) so that callgrind sees each as a function.
    static void phaseStart(State& state);
    static void phaseLoad(State& state);
    static void phaseTransform(State& state);
    static void phaseSimulate(State& state);
    static void phaseMetrics(State& state);
    static void phaseValidate(State& state);
    static void phaseJobsCsv(State& state);
    static void phaseStore(State& state);
};

}  // namespace schedlab
