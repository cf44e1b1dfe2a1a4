#include "study/GeneratedWorkloadFile.h"

#include "engine/SimulationError.h"
#include "experiment/TraceCache.h"
#include "generators/ProbabilisticGenerator.h"
#include "generators/RandomizedGenerator.h"
#include "workload/SwfWriter.h"

#include <filesystem>
#include <functional>
#include <thread>

#include <unistd.h>

namespace schedlab {

namespace {

namespace fs = std::filesystem;

const std::string kProbabilisticPrefix = "probabilistic-";
const std::string kRandomizedPrefix = "randomized-";
// The randomized model has no source trace; its name says so in that place.
const std::string kRandomizedSource = "uniform";
const std::string kSuffix = ".swf";
const std::string kPartialMarker = ".partial-";

// "CTC-SP2-1996-3.1-cln" for ".../CTC-SP2-1996-3.1-cln.swf.gz".
std::string sourceLabel(const std::string& path)
{
    std::string name = fs::path(path).filename().string();
    for (const std::string suffix : {".gz", ".swf"}) {
        if (name.ends_with(suffix))
            name.resize(name.size() - suffix.size());
    }
    return name;
}

// Unique among the processes and threads that might generate the same file
// at once (the CLI and the workbench on one folder), so no two writers ever
// share a temporary file; both then rename identical bytes into place.
std::string partialSuffix()
{
    return kPartialMarker + std::to_string(::getpid()) + "-" +
           std::to_string(std::hash<std::thread::id>{}(std::this_thread::get_id()));
}

}  // namespace

GeneratedWorkloadFile::GeneratedWorkloadFile(Model model, std::string sourcePath, std::int32_t nodes,
                                             std::size_t jobs, std::uint64_t seed)
    : m_model(model), m_sourcePath(std::move(sourcePath)), m_nodes(nodes), m_jobs(jobs), m_seed(seed)
{
    if (m_nodes <= 0)
        throw ConfigurationError("generated workload: the machine size must be positive, got " +
                                 std::to_string(m_nodes));
}

GeneratedWorkloadFile GeneratedWorkloadFile::probabilistic(std::string sourcePath, std::int32_t machineNodes,
                                                           std::size_t jobs, std::uint64_t seed)
{
    return {Model::Probabilistic, std::move(sourcePath), machineNodes, jobs, seed};
}

GeneratedWorkloadFile GeneratedWorkloadFile::randomized(std::int32_t maxNodes, std::size_t jobs, std::uint64_t seed)
{
    return {Model::Randomized, {}, maxNodes, jobs, seed};
}

std::string GeneratedWorkloadFile::fileName() const
{
    const bool probabilisticModel = m_model == Model::Probabilistic;
    return (probabilisticModel ? kProbabilisticPrefix : kRandomizedPrefix) +
           (probabilisticModel ? sourceLabel(m_sourcePath) : kRandomizedSource) + "-" + std::to_string(m_nodes) +
           "nodes-" + std::to_string(m_jobs) + "jobs-seed" + std::to_string(m_seed) + kSuffix;
}

std::string GeneratedWorkloadFile::pathIn(const std::string& directory) const
{
    return (fs::path(directory) / fileName()).string();
}

bool GeneratedWorkloadFile::isGenerated(const std::string& path, Model model)
{
    const std::string name = fs::path(path).filename().string();
    return name.starts_with(model == Model::Probabilistic ? kProbabilisticPrefix : kRandomizedPrefix) &&
           name.ends_with(kSuffix);
}

std::string GeneratedWorkloadFile::ensure(const std::string& directory, TraceCache& cache) const
{
    if (directory.empty())
        throw ConfigurationError("generated workload " + fileName() + ": no folder to write it to");
    const std::string path = pathIn(directory);
    std::error_code error;
    if (fs::is_regular_file(path, error))
        return path;  // deterministic: what is there is what we would write
    fs::create_directories(directory, error);
    if (error)
        throw ConfigurationError(directory + ": cannot create the folder for generated workloads: " +
                                 error.message());
    write(path, cache);
    return path;
}

void GeneratedWorkloadFile::write(const std::string& path, TraceCache& cache) const
{
    Workload generated;
    if (m_model == Model::Probabilistic) {
        const TracePtr source = cache.get(m_sourcePath);
        ProbabilisticGenerator::Settings settings;
        settings.jobs = m_jobs;
        settings.seed = m_seed;
        settings.machineNodes = m_nodes;
        generated = ProbabilisticGenerator(*source->workload, settings, source->sha256).generate();
    } else {
        RandomizedGenerator::Settings settings;
        settings.jobs = m_jobs;
        settings.seed = m_seed;
        settings.maxNodes = m_nodes;
        generated = RandomizedGenerator(settings).generate();
    }

    const std::string partial = path + partialSuffix();
    try {
        SwfWriter::writeFile(generated, partial);
    } catch (...) {
        std::error_code ignored;
        fs::remove(partial, ignored);
        throw;
    }
    std::error_code error;
    fs::rename(partial, path, error);  // atomic within the folder
    if (error) {
        std::error_code ignored;
        fs::remove(partial, ignored);
        throw ConfigurationError(path + ": cannot write the generated workload: " + error.message());
    }
}

}  // namespace schedlab
