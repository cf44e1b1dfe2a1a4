#pragma once

#include <string>
#include <vector>

namespace schedlab {

// Refuses a command line whose output file is one of its inputs (the trace,
// the run store) or another of its outputs: writing it would destroy the
// input or lose one of the outputs, and the command would still exit 0.
class DistinctFiles {
public:
    struct Input {
        std::string what;  // "input trace", "run store"
        std::string path;
    };
    struct Output {
        std::string option;  // "--jobs-out"
        std::string path;
    };

    // Throws CliError (usage): "<command>: --jobs-out t.swf is the input
    // trace; write elsewhere", or "<command>: --jobs-out and --samples-out
    // both name 'a.csv'; one would be lost".
    static void require(const std::string& command, const std::vector<Input>& inputs,
                        const std::vector<Output>& outputs);

    // The same file: the same inode when both exist, else the same
    // absolute path once "..", "." and links are resolved.
    [[nodiscard]] static bool same(const std::string& a, const std::string& b);
};

}  // namespace schedlab
