#include "generators/PoissonStreams.h"

#include "generators/ModelParameters.h"

#include <algorithm>

namespace schedlab {

std::vector<Job> PoissonStreams::draw(std::uint64_t seed, const std::vector<Stream>& streams,
    std::int64_t ticksPerSecond, const JobDraw& drawJob, std::stop_token stop)
{
    std::size_t total = 0;
    for (const Stream& stream : streams)
        total += stream.jobs;
    std::vector<Job> jobs;
    jobs.reserve(total);
    for (std::size_t s = 0; s < streams.size() && !stop.stop_requested(); ++s) {
        const Stream& stream = streams[s];
        RandomSource random(RandomSource::streamSeed(seed, s));
        const std::size_t batch = std::max<std::size_t>(stream.batchSize, 1);
        double seconds = 0;
        for (std::size_t i = 0; i < stream.jobs && !stop.stop_requested(); ++i) {
            if (i % batch == 0 && stream.meanGap > 0)
                seconds += random.exponential(stream.meanGap);
            Job job;
            job.submit = ModelParameters::ticks(seconds, ticksPerSecond);
            drawJob(random, s, job);
            jobs.push_back(std::move(job));
        }
    }
    // Streams were appended in index order, so a stable sort by time keeps
    // same-instant jobs in (stream, position) order.
    std::stable_sort(
        jobs.begin(), jobs.end(), [](const Job& a, const Job& b) { return a.submit < b.submit; });
    return jobs;
}

} // namespace schedlab
