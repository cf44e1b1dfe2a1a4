#include "compare/JobDifference.h"

#include "compare/ComparisonFormat.h"
#include "engine/SimulationError.h"
#include "store/StoredRun.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <numeric>
#include <set>

namespace schedlab {

namespace {

// The histogram's bin edges, symmetric around zero and roughly
// logarithmic: a scheduling change moves jobs by seconds to weeks, and
// linear bins would put almost every job into the bin around zero.
constexpr Time kMinute = 60;
constexpr Time kTenMinutes = 10 * kMinute;
constexpr Time kHour = 60 * kMinute;
constexpr Time kSixHours = 6 * kHour;
constexpr Time kDay = 24 * kHour;
constexpr Time kWeek = 7 * kDay;

struct Edge {
    Time magnitude;
    const char* text;   // the span up to this edge, from the previous one
};
// Each entry is the upper edge of a magnitude bin and its label; the last
// bin is open ("> 1 w").
constexpr std::array<Edge, 6> kEdges = {{
    {kMinute, "<= 1 min"},
    {kTenMinutes, "1-10 min"},
    {kHour, "10 min-1 h"},
    {kSixHours, "1-6 h"},
    {kDay, "6 h-1 d"},
    {kWeek, "1 d-1 w"},
}};
constexpr const char* kBeyondLast = "> 1 w";
constexpr Time kUnbounded = kForever;

const std::string kEarlier = "earlier ";
const std::string kLater = "later ";
const std::string kSame = "same";

}  // namespace

std::vector<JobDifference::Bin> JobDifference::emptyBins()
{
    std::vector<Bin> bins;
    // Earlier side, most earlier first: [-upper, -lower).
    bins.push_back({kEarlier + kBeyondLast, -kUnbounded, -kEdges.back().magnitude, 0});
    for (std::size_t i = kEdges.size(); i-- > 0;) {
        const Time lower = i == 0 ? 0 : kEdges[i - 1].magnitude;
        bins.push_back({kEarlier + kEdges[i].text, -kEdges[i].magnitude, -lower, 0});
    }
    bins.push_back({kSame, 0, 0, 0});
    // Later side: (lower, upper].
    for (std::size_t i = 0; i < kEdges.size(); ++i) {
        const Time lower = i == 0 ? 0 : kEdges[i - 1].magnitude;
        bins.push_back({kLater + kEdges[i].text, lower, kEdges[i].magnitude, 0});
    }
    bins.push_back({kLater + kBeyondLast, kEdges.back().magnitude, kUnbounded, 0});
    return bins;
}

JobDifference::JobDifference(const StoredRun& a, const StoredRun& b, std::size_t topCount)
    : m_labelA(ComparisonFormat::runLabel(a)), m_labelB(ComparisonFormat::runLabel(b)), m_bins(emptyBins())
{
    for (const StoredRun* run : {&a, &b}) {
        if (run->jobs.empty())
            throw ConfigurationError("job difference: run " + ComparisonFormat::runLabel(*run) +
                                     " has no per-job results (was it loaded with its jobs?)");
    }
    // Ordered maps: the result does not depend on the runs' job order.
    std::map<std::int64_t, const StoredJob*> jobsOfB;
    for (const StoredJob& job : b.jobs)
        jobsOfB.emplace(job.jobId, &job);
    std::map<std::int64_t, JobDelta> matched;
    std::set<std::int64_t> allIds;
    for (const StoredJob& job : a.jobs) {
        allIds.insert(job.jobId);
        const auto it = jobsOfB.find(job.jobId);
        if (it == jobsOfB.end() || job.start == kNoTime || it->second->start == kNoTime)
            continue;
        // A duplicated id keeps its first job, like jobsOfB.
        matched.emplace(job.jobId, JobDelta{job.jobId, job.submit, job.nodes, job.start, it->second->start,
                                            it->second->start - job.start});
    }
    for (const auto& [id, job] : jobsOfB)
        allIds.insert(id);
    m_unmatched = std::int64_t(allIds.size() - matched.size());
    for (const auto& [id, delta] : matched)
        m_deltas.push_back(delta);

    std::vector<Time> values;
    values.reserve(m_deltas.size());
    for (const JobDelta& d : m_deltas) {
        values.push_back(d.delta);
        m_earlier += d.delta < 0 ? 1 : 0;
        m_later += d.delta > 0 ? 1 : 0;
        m_same += d.delta == 0 ? 1 : 0;
    }
    if (!values.empty()) {
        m_mean = std::accumulate(values.begin(), values.end(), 0.0,
                                 [](double sum, Time v) { return sum + double(v); }) /
                 double(values.size());
        std::ranges::sort(values);
        const std::size_t middle = values.size() / 2;
        m_median = values.size() % 2 == 1 ? double(values[middle])
                                          : (double(values[middle - 1]) + double(values[middle])) / 2.0;
    }
    countBins();

    for (const JobDelta& d : m_deltas) {
        if (d.delta != 0)
            m_top.push_back(d);
    }
    std::ranges::stable_sort(m_top, [](const JobDelta& x, const JobDelta& y) {
        const Time ax = x.delta < 0 ? -x.delta : x.delta;
        const Time ay = y.delta < 0 ? -y.delta : y.delta;
        return ax != ay ? ax > ay : x.jobId < y.jobId;
    });
    if (m_top.size() > topCount)
        m_top.resize(topCount);
}

void JobDifference::countBins()
{
    for (const JobDelta& d : m_deltas) {
        for (Bin& bin : m_bins) {
            const bool inside = bin.lower == 0 && bin.upper == 0 ? d.delta == 0
                                : bin.upper <= 0              ? d.delta >= bin.lower && d.delta < bin.upper
                                                              : d.delta > bin.lower && d.delta <= bin.upper;
            if (inside) {
                ++bin.count;
                break;
            }
        }
    }
}

CsvTable JobDifference::summaryTable() const
{
    CsvTable table({"quantity", "value"});
    table.addRow({"run A", m_labelA});
    table.addRow({"run B", m_labelB});
    table.addRow({"jobs matched", std::to_string(matched())});
    table.addRow({"started earlier in B", std::to_string(m_earlier)});
    table.addRow({"started later in B", std::to_string(m_later)});
    table.addRow({"same start", std::to_string(m_same)});
    table.addRow({"not matched", std::to_string(m_unmatched)});
    table.addRow({"mean delta s", ComparisonFormat::value(m_mean, false)});
    table.addRow({"median delta s", ComparisonFormat::value(m_median, false)});
    return table;
}

CsvTable JobDifference::histogramTable() const
{
    CsvTable table({"start delta B - A", "jobs"});
    for (const Bin& bin : m_bins)
        table.addRow({bin.label, std::to_string(bin.count)});
    return table;
}

CsvTable JobDifference::movedTable() const
{
    CsvTable table({"job", "submit", "nodes", "start " + m_labelA, "start " + m_labelB, "delta s"});
    for (const JobDelta& d : m_top) {
        table.addRow({std::to_string(d.jobId), std::to_string(d.submit), std::to_string(d.nodes),
                      std::to_string(d.startA), std::to_string(d.startB),
                      ComparisonFormat::secondsDelta(double(d.delta))});
    }
    return table;
}

}  // namespace schedlab
