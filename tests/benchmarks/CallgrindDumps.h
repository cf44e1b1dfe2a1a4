#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace schedlab {

// Reads the dumps one callgrind run wrote (--callgrind-out-file=BASE with
// --dump-after: BASE.1, BASE.2, ... and BASE at exit), written with
// --compress-strings=no and --compress-pos=no so that every function name
// and position is spelled out. Only the Ir event is read (callgrind's
// default and only event without --cache-sim).
class CallgrindDumps {
public:
    struct Dump {
        int part = 0;
        std::string trigger;              // "desc: Trigger:" of the dump
        std::int64_t instructions = 0;    // its totals
        std::int64_t policyInstructions = 0;  // inclusive Ir of the engine's calls of Policy::schedule
    };

    // Every dump of `base`, in part order. Throws std::runtime_error if there
    // is none or one cannot be read.
    [[nodiscard]] static std::vector<Dump> read(const std::filesystem::path& base);

private:
    [[nodiscard]] static Dump readFile(const std::filesystem::path& file);
};

}  // namespace schedlab
