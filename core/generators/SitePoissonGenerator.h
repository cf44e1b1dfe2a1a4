#pragma once

#include "generators/GeneratorParameters.h"
#include "parameters/ParameterSchema.h"
#include "workload/Workload.h"

#include <cstddef>
#include <cstdint>
#include <stop_token>
#include <vector>

namespace schedlab {

// The per-site Poisson workload of Wiriyaprasit (2004), sec. 3.4: every site
// of a grid has its own Poisson stream of sequential (1-node) jobs, with a
// job count and an arrival rate in proportion to the site's speed, so that
// all streams end at about the same time.
// - Site s of speeds v_1..v_N gets n_s = jobs * v_s / sum(v) jobs (largest
//   remainders, so the counts add up to `jobs` exactly; the thesis's 4,400
//   jobs give 880 * v_s / 500, e.g. 1232, 1056, 880, 704, 528 in Case 2) and
//   a mean inter-arrival of g * sum(v) / v_s (5 * g * 500 / v_s for the
//   thesis's five sites of 2,500 MIPS in total).
// - Work ~ Exp(mean 10^6 MI): Job::runTime is the work in MI (the run time
//   on a 1 MIPS machine, in ticks); the estimate is the same (the thesis's
//   prediction from exact sizes).
// - The origin site is the stream's site (0-based index).
// Each site draws from its own sub-stream of the seed, so the jobs of a site
// do not depend on the other sites' counts.
class SitePoissonGenerator {
public:
    static constexpr const char* kName = "site-poisson";
    static constexpr const char* kSpeeds = "speeds";
    static constexpr const char* kMeanInterArrival = "mean-interarrival";
    static constexpr const char* kMeanWork = "mean-work";

    // Wiriyaprasit (2004), sec. 3.4: 4,400 jobs on five sites of 500 MIPS
    // (Case 1); g = 105 s is the medium load (90 s heavy, 120 s light).
    static constexpr std::size_t kDefaultJobs = 4400;
    static constexpr double kDefaultMeanInterArrival = 105;
    static constexpr double kDefaultMeanWork = 1e6;
    static constexpr const char* kDefaultSpeeds = "500,500,500,500,500";
    static constexpr const char* kDefaultTick = "1s";
    // Means beyond these make run times past the native format's 10^10 s.
    static constexpr double kLargestMeanWork = 1e8;
    static constexpr double kLargestMeanInterArrival = 1e6;

    struct Settings {
        std::size_t jobs = kDefaultJobs;
        std::uint64_t seed = GeneratorParameters::kDefaultSeed;
        std::vector<double> speeds; // MIPS per site; empty: Case 1's five sites of 500
        double meanInterArrival = kDefaultMeanInterArrival; // g, seconds, of all sites together
        double meanWork = kDefaultMeanWork; // MI
        std::int64_t ticksPerSecond = 1;
    };

    // Throws ConfigurationError naming a setting out of range.
    explicit SitePoissonGenerator(const Settings& settings);

    [[nodiscard]] Workload generate(std::stop_token stop = {}) const;
    [[nodiscard]] const Settings& settings() const { return m_settings; }
    // n_s per site, adding up to the job count.
    [[nodiscard]] std::vector<std::size_t> siteJobs() const;
    // Mean inter-arrival of site s in seconds.
    [[nodiscard]] double siteMeanInterArrival(std::size_t site) const;

    [[nodiscard]] static ParameterSchema info();
    [[nodiscard]] static Settings settingsFrom(const ParameterValues& values);

private:
    Settings m_settings;
    double m_speedSum = 0;
};

} // namespace schedlab
