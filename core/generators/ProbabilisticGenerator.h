#pragma once

#include "generators/EmpiricalJobModel.h"
#include "generators/WeibullFit.h"
#include "generators/GeneratorParameters.h"
#include "parameters/ParameterSchema.h"
#include "workload/Workload.h"

#include <cstddef>
#include <cstdint>
#include <stop_token>
#include <string>

namespace schedlab {

// The probability-distributed workload of Yahyapour (2002), ch. 2, derived
// from a trace: inter-arrival times follow a Weibull distribution fitted to
// the trace (WeibullFit, with its rule for zero gaps), and node count,
// estimate and run time come from the trace's empirical bins
// (EmpiricalJobModel, which keeps their joint distribution and run <= estimate).
//
// The model is built once in the constructor; generate() is const and may be
// called from several threads. The same source, settings and seed give the
// same workload byte for byte.
class ProbabilisticGenerator {
public:
    static constexpr const char* kName = "probabilistic";
    static constexpr const char* kNodes = "nodes";

    struct Settings {
        std::size_t jobs = GeneratorParameters::kDefaultJobs;
        std::uint64_t seed = GeneratorParameters::kDefaultSeed;
        // Machine size m: bins 1..m; wider source jobs are left out.
        // 0: the source's machine size (header MaxProcs, else MaxNodes,
        // else its widest job).
        std::int32_t machineNodes = 0;
    };

    // `sourceSha256` identifies the source file in the header of the result
    // (empty: recorded as unknown). Throws ConfigurationError for settings
    // out of range or a source the model cannot be fitted to.
    ProbabilisticGenerator(const Workload& source, const Settings& settings, std::string sourceSha256 = {});

    // `stop`: a request ends generation early and returns the jobs made so
    // far (the GUI's Cancel); the caller knows from the token it asked.
    [[nodiscard]] Workload generate(std::stop_token stop = {}) const;

    [[nodiscard]] const Settings& settings() const { return m_settings; }
    [[nodiscard]] std::int32_t machineNodes() const { return m_model.machineNodes(); }
    [[nodiscard]] const WeibullFit& interArrivals() const { return m_interArrivals; }
    [[nodiscard]] const EmpiricalJobModel& jobModel() const { return m_model; }

    // Catalogue entry with the parameter schema (jobs, seed, nodes), for
    // the GUI's parameter form; settingsFrom() reads values checked against it.
    [[nodiscard]] static ParameterSchema info();
    [[nodiscard]] static Settings settingsFrom(const ParameterValues& values);

private:
    [[nodiscard]] static std::int32_t resolveMachineNodes(const Workload& source, std::int32_t requested);
    [[nodiscard]] static WeibullFit fitInterArrivals(const Workload& source, std::int32_t machineNodes);

    Settings m_settings;
    std::string m_sourceName;
    std::string m_sourceSha256;
    SwfHeader m_sourceHeader;
    Time m_firstSubmit = 0;
    EmpiricalJobModel m_model;
    WeibullFit m_interArrivals;
};

}  // namespace schedlab
