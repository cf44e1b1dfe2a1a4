#pragma once

#include "CliError.h"
#include "TransformStep.h"

#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

namespace schedlab {

class ArgumentParser;
class ParsedArguments;
class Platform;
struct Workload;

// The workload transforms a command line asks for: --transform SPEC,
// --exact-estimates and --drop-wider, applied in command-line order (a
// range taken before drop-wider keeps other jobs than one taken after).
// `run` and `transform` share it, so both accept the same specs and word
// their errors alike.
class TransformPipeline {
public:
    inline static const std::string kTransformOption = "transform";
    inline static const std::string kExactEstimatesOption = "exact-estimates";
    inline static const std::string kDropWiderOption = "drop-wider";

    // Turns one --drop-wider occurrence (its value; empty when it is a flag)
    // into a spec such as "drop-wider:128".
    using DropWiderSpec = std::function<std::string(const std::string& value)>;

    // Declares the three options. `dropWiderValueName` empty makes
    // --drop-wider a flag.
    static void declareOptions(ArgumentParser& parser, const std::string& dropWiderValueName,
                               const std::string& dropWiderHelp);
    // The spec reference for a command's --help.
    [[nodiscard]] static std::string specHelp();

    // Parses every spec now, so a typo fails (CliError, input) before a
    // large trace is read, naming the spec and the bad part.
    TransformPipeline(const ParsedArguments& args, const DropWiderSpec& dropWiderSpec);

    [[nodiscard]] bool empty() const { return m_specs.empty(); }
    // The canonical specs, in command-line order, for a RunSpec.
    [[nodiscard]] const std::vector<std::string>& specs() const { return m_canonical; }
    // Applies the transforms in order; one step per transform. The grid
    // transforms (sites:..., wide:...) need the run's `platform`.
    [[nodiscard]] std::vector<TransformStep> apply(Workload& workload,
                                                   const Platform* platform = nullptr) const;

    // Pairs canonical specs with the summary lines applying them gave.
    [[nodiscard]] static std::vector<TransformStep> steps(const std::vector<std::string>& specs,
                                                        const std::vector<std::string>& summaries);
    // Runs `work`; a transform that refuses the workload (std::invalid_argument)
    // becomes bad input (CliError), not a crash.
    template <typename Work>
    static auto failsAsInput(const Work& work) -> decltype(work())
    {
        try {
            return work();
        } catch (const std::invalid_argument& e) {
            throw inputError(e);
        }
    }

private:
    [[nodiscard]] static CliError inputError(const std::invalid_argument& e);

    std::vector<std::string> m_specs;      // as given
    std::vector<std::string> m_canonical;  // as recorded, index-aligned with m_specs
};

}  // namespace schedlab
