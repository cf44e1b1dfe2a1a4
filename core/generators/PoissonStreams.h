#pragma once

#include "generators/RandomSource.h"
#include "workload/Job.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <stop_token>
#include <vector>

namespace schedlab {

// Independent Poisson arrival streams (one per site, user or group source)
// merged into one submission order: the arrival model shared by the
// generators of the grid, QoS and utility models.
//
// Stream s draws from its own RandomSource (RandomSource::streamSeed(seed,
// s)): its gaps first, then whatever the JobDraw takes for each job, so a
// stream's jobs depend only on the seed and that stream's settings (the
// "common workload" of Wiriyaprasit (2004), sec. 3.4). Times accumulate
// exactly in seconds and are rounded to ticks only when stored, so rounding
// does not bias the mean gap. The first arrival comes one gap after time 0,
// as in a Poisson process started at 0.
class PoissonStreams {
public:
    struct Stream {
        std::size_t jobs = 0;
        // Mean gap between arrivals in seconds; 0: every job at time 0.
        double meanGap = 0;
        // Jobs arriving together at each arrival (batch Poisson, Phosphorus
        // D5.2, 2007, sec. 2.1.10); the last batch may be smaller.
        std::size_t batchSize = 1;
    };

    // Sets the job's size and attributes (not its submit time) from the
    // stream's random numbers.
    using JobDraw = std::function<void(RandomSource& random, std::size_t stream, Job& job)>;

    // The jobs of every stream by submission time; same-instant jobs in
    // stream order, then in their stream's order (the tie rule of
    // Wiriyaprasit (2004), sec. 3.4: arrivals in (time, site index) order).
    // A stop request returns what was drawn so far.
    [[nodiscard]] static std::vector<Job> draw(std::uint64_t seed,
        const std::vector<Stream>& streams, std::int64_t ticksPerSecond, const JobDraw& drawJob,
        std::stop_token stop = {});
};

} // namespace schedlab
