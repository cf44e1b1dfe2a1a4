#pragma once

#include "generators/GeneratorParameters.h"
#include "parameters/ParameterSchema.h"
#include "workload/Job.h"
#include "workload/Workload.h"

#include <cstddef>
#include <cstdint>
#include <stop_token>
#include <string>
#include <vector>

namespace schedlab {

// The per-user task streams of Phosphorus D5.2 (2007), sec. 2.2.3, with the
// service classes and user weights of its sec. 3:
// - U users (default 3) with the job count split equally (2,000 tasks each),
//   each a Poisson stream of `rate` tasks per second (12 .. 70 in the
//   deliverable's sweep; 150 tasks/s of capacity in total).
// - Work ~ Exp(mean 14,000 MI), as the run time on a 1 MIPS machine; input
//   and output each U(1000, 10000) bytes (written in MB of 10^6 bytes).
// - Deadline = submission + U(10, 20) s, soft ("non-critical") by default.
// - User u (1-based) is the job's user; optional per-user service classes
//   (gs / be) and weights (the share in fair sharing, default none written).
// Each user draws from its own sub-stream of the seed. Times count
// milliseconds by default: tasks arrive many times a second.
class QosUserGenerator {
public:
    static constexpr const char* kName = "qos-users";
    static constexpr const char* kUsers = "users";
    static constexpr const char* kRate = "rate";
    static constexpr const char* kMeanWork = "mean-work";
    static constexpr const char* kMinData = "min-data";
    static constexpr const char* kMaxData = "max-data";
    static constexpr const char* kMinDeadline = "min-deadline";
    static constexpr const char* kMaxDeadline = "max-deadline";
    static constexpr const char* kClasses = "classes";
    static constexpr const char* kWeights = "weights";
    static constexpr const char* kGuaranteed = "gs";
    static constexpr const char* kBestEffort = "be";

    static constexpr std::size_t kDefaultUsers = 3;
    static constexpr std::size_t kMaxUsers = 1000;
    static constexpr std::size_t kDefaultJobs = 6000; // 2,000 tasks per user
    static constexpr double kDefaultRate = 12;
    static constexpr double kLargestRate = 1e6;
    static constexpr double kDefaultMeanWork = 14'000;
    static constexpr double kLargestMeanWork = 1e8;
    static constexpr std::int64_t kDefaultMinData = 1000; // bytes
    static constexpr std::int64_t kDefaultMaxData = 10'000;
    static constexpr std::int64_t kLargestData = 1'000'000'000'000; // 1 TB
    static constexpr double kDefaultMinDeadline = 10; // s after submission
    static constexpr double kDefaultMaxDeadline = 20;
    static constexpr double kLongestDeadline = 1e8;
    static constexpr const char* kDefaultTick = "1ms";

    struct Settings {
        std::size_t jobs = kDefaultJobs;
        std::uint64_t seed = GeneratorParameters::kDefaultSeed;
        std::size_t users = kDefaultUsers;
        double rate = kDefaultRate; // tasks per second per user
        double meanWork = kDefaultMeanWork; // MI
        std::int64_t minData = kDefaultMinData;
        std::int64_t maxData = kDefaultMaxData;
        double minDeadline = kDefaultMinDeadline;
        double maxDeadline = kDefaultMaxDeadline;
        DeadlineKind deadlineKind = DeadlineKind::Soft;
        std::vector<ServiceClass> classes; // one per user, or empty
        std::vector<double> weights; // one per user, or empty
        std::int64_t ticksPerSecond = 1000;
    };

    explicit QosUserGenerator(const Settings& settings);

    [[nodiscard]] Workload generate(std::stop_token stop = {}) const;
    [[nodiscard]] const Settings& settings() const { return m_settings; }
    // Jobs per user, adding up to the job count (the first users get one
    // more when it does not divide).
    [[nodiscard]] std::vector<std::size_t> userJobs() const;

    [[nodiscard]] static ParameterSchema info();
    [[nodiscard]] static Settings settingsFrom(const ParameterValues& values);
    // "gs,be,be" -> classes; throws ConfigurationError without names when
    // `generator` is empty.
    [[nodiscard]] static std::vector<ServiceClass> parseClasses(
        const std::string& generator, const std::string& text);
    // The classes as parseClasses reads them ("gs,be,be"), for notes.
    [[nodiscard]] static std::string classesText(const std::vector<ServiceClass>& classes);

private:
    Settings m_settings;
};

} // namespace schedlab
