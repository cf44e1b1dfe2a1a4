#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace schedlab {

class TraceCache;

// A generated workload that a study simulates, kept as an SWF file so that
// its runs are ordinary trace runs (the run store records the file and its
// SHA-256, and the workbench can open it). The generators are
// deterministic, so the file is made once: ensure() reuses a file that is
// already there as it is, and otherwise writes it atomically (temporary
// file, then rename), so an interrupted or concurrent writer never leaves a
// half-written workload under the final name.
class GeneratedWorkloadFile {
public:
    enum class Model { Probabilistic, Randomized };

    // The probability model of `sourcePath` (Yahyapour 2002, ch. 2), on a
    // machine of `machineNodes` nodes (source jobs wider than that are left
    // out of the model). Given explicitly, never "the source's size", so
    // that the file name says what the model was built for.
    [[nodiscard]] static GeneratedWorkloadFile probabilistic(std::string sourcePath, std::int32_t machineNodes,
                                                             std::size_t jobs, std::uint64_t seed);
    // The uniform randomized model with widths 1..maxNodes.
    [[nodiscard]] static GeneratedWorkloadFile randomized(std::int32_t maxNodes, std::size_t jobs,
                                                          std::uint64_t seed);

    // "probabilistic-CTC-SP2-1996-3.1-cln-256nodes-50000jobs-seed1.swf",
    // "randomized-uniform-256nodes-50000jobs-seed1.swf": generator, source,
    // machine size, jobs and seed, so a folder of them explains itself.
    [[nodiscard]] std::string fileName() const;
    [[nodiscard]] std::string pathIn(const std::string& directory) const;

    // The file in `directory` (created when missing), generated unless it
    // exists. The probability model reads its source through `cache`.
    // Throws ConfigurationError (bad settings, a folder or file that cannot
    // be written) or the source's loading errors.
    std::string ensure(const std::string& directory, TraceCache& cache) const;

    // Which model wrote a file, from its name; false when the name is not
    // one of ours (for instance the CTC trace itself).
    [[nodiscard]] static bool isGenerated(const std::string& path, Model model);

    [[nodiscard]] Model model() const { return m_model; }
    [[nodiscard]] std::size_t jobs() const { return m_jobs; }
    [[nodiscard]] std::uint64_t seed() const { return m_seed; }

private:
    GeneratedWorkloadFile(Model model, std::string sourcePath, std::int32_t nodes, std::size_t jobs,
                          std::uint64_t seed);
    void write(const std::string& path, TraceCache& cache) const;

    Model m_model;
    std::string m_sourcePath;  // probabilistic only
    std::int32_t m_nodes;      // probabilistic: machine size; randomized: widest job
    std::size_t m_jobs;
    std::uint64_t m_seed;
};

}  // namespace schedlab
