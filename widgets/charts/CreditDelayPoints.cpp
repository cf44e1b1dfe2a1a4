#include "CreditDelayPoints.h"

#include "metrics/ValueMetrics.h"
#include "generators/SampleStatistics.h"
#include "model/Units.h"

#include <algorithm>
#include <bit>
#include <limits>

namespace schedlab {

CreditDelayPoints CreditDelayPoints::compute(const RunSnapshot& snapshot)
{
    CreditDelayPoints out;
    if (!snapshot.workload)
        return out;
    const auto& jobs = snapshot.workload->jobs;
    const double ticksPerHour = double(snapshot.workload->ticksPerSecond) * double(units::kSecondsPerHour);
    std::vector<std::size_t> priced;
    std::vector<double> credits;
    std::vector<double> delays;
    for (std::size_t i = 0; i < jobs.size() && i < snapshot.result.jobs.size(); ++i) {
        const double credit = ValueMetrics::creditOf(jobs[i]);
        const JobOutcome& outcome = snapshot.result.jobs[i];
        if (credit < 0 || !outcome.started())
            continue;
        priced.push_back(i);
        credits.push_back(credit);
        delays.push_back(double(outcome.start - jobs[i].submit) / ticksPerHour);
    }
    out.tasks = priced.size();
    out.correlation = SampleStatistics::pearson(credits, delays);
    const std::size_t step = priced.size() / kMostPoints + 1;
    std::vector<Band> byLog(std::bit_width(unsigned(std::numeric_limits<int>::max())));
    for (std::size_t k = 0; k < priced.size(); k += step) {
        const Job& job = jobs[priced[k]];
        const auto band = std::size_t(std::bit_width(unsigned(std::max(job.nodes, 1))) - 1);
        byLog[band].lowestWidth = 1 << band;
        byLog[band].points.append(QPointF(credits[k], delays[k]));
    }
    for (Band& band : byLog) {
        if (!band.points.isEmpty())
            out.bands.push_back(std::move(band));
    }
    return out;
}

}  // namespace schedlab
