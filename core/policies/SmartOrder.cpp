#include "policies/SmartOrder.h"

#include "engine/SchedulingContext.h"
#include "policies/EstimatedEnd.h"
#include "policies/FirstFitIndex.h"

#include <algorithm>

namespace schedlab {

namespace {

constexpr MachineIndex kOnlyMachine = 0;
// Closer to 1, bins get finer than estimates are precise (1 % apart) and their
// bounds table long; beyond 1000 every real job falls into 2 or 3 bins.
constexpr double kSmallestGamma = 1.01;
constexpr double kLargestGamma = 1000;
constexpr const char* kThesisGamma = "2";

// One waiting job as the off-line algorithm sees it.
struct Item {
    JobIndex job = kNoJob;
    Time submit = 0;
    Time duration = 0;  // planned: the estimate, at least 1 s
    int nodes = 0;
    double weight = 0;
    std::size_t bin = 0;
    double packingKey = 0;  // FFIA: area; NFIW: nodes / weight
};

struct Shelf {
    std::size_t bin = 0;
    std::size_t opened = 0;  // creation order, for ties
    int freeNodes = 0;
    Time length = 0;
    double weight = 0;
    std::vector<JobIndex> jobs;

    void add(const Item& item)
    {
        freeNodes -= item.nodes;
        length = std::max(length, item.duration);
        weight += item.weight;
        jobs.push_back(item.job);
    }
};

// Packs one bin's items (already sorted by the packing key) into shelves.
void packBin(std::span<const Item> items, SmartOrder::Packing packing, int machineNodes,
             std::vector<Shelf>& shelves)
{
    const std::size_t firstShelf = shelves.size();
    auto open = [&](const Item& item) {
        Shelf shelf;
        shelf.bin = item.bin;
        shelf.opened = shelves.size();
        shelf.freeNodes = machineNodes;
        shelf.add(item);
        shelves.push_back(std::move(shelf));
    };
    if (packing == SmartOrder::Packing::Nfiw) {
        for (const Item& item : items) {
            if (shelves.size() > firstShelf && shelves.back().freeNodes >= item.nodes)
                shelves.back().add(item);
            else
                open(item);
        }
        return;
    }
    // FFIA: first shelf of this bin with enough free nodes. At most one shelf per item.
    FirstFitIndex freeByShelf(items.size());
    for (const Item& item : items) {
        const std::size_t local = freeByShelf.firstAtLeast(item.nodes);
        if (local == FirstFitIndex::kNone) {
            open(item);
            const std::size_t opened = shelves.size() - 1 - firstShelf;
            freeByShelf.set(opened, shelves.back().freeNodes);
        } else {
            Shelf& shelf = shelves[firstShelf + local];
            shelf.add(item);
            freeByShelf.set(local, shelf.freeNodes);
        }
    }
}

}  // namespace

ParameterSpec SmartOrder::gammaSpec()
{
    ParameterSpec s;
    s.name = kGammaParameter;
    s.label = "Bin ratio \u03b3";
    s.type = ParameterSpec::Type::Real;
    s.minimum = kSmallestGamma;
    s.maximum = kLargestGamma;
    s.defaultValue = kThesisGamma;
    s.help = "Ratio of the geometric sequence of bin bounds on the estimate: ]0,1], ]1,\u03b3], "
             "]\u03b3,\u03b3\u00b2], ... s (thesis: 2). Shelves only hold jobs of one bin.";
    return s;
}

OrderFamily SmartOrder::family(Packing packing)
{
    const bool ffia = packing == Packing::Ffia;
    OrderFamily f;
    f.key = ffia ? "smart-ffia" : "smart-nfiw";
    f.title = ffia ? "SMART-FFIA" : "SMART-NFIW";
    f.reference = "Yahyapour (2002), ch. 2";
    f.parameters = {gammaSpec(), RecomputedOrder::thresholdSpec(), JobWeight::spec()};
    f.description =
        std::string("SMART shelf order (Turek et al.), on-line adaptation. The waiting jobs are put "
                    "into bins by estimate (bounds 1, \u03b3, \u03b3\u00b2, ... s; an estimate "
                    "below 1 s counts as 1 s), ") +
        (ffia ? "packed into shelves by First Fit Increasing Area (area = nodes x estimate "
                "ascending; each job into the first shelf of its bin with enough free nodes), "
              : "packed into shelves by Next Fit Increasing Width-to-weight (nodes / weight "
                "ascending; a job joins the current shelf of its bin if it fits, else opens a new "
                "one; with area weights this is longest estimate first), ") +
        "and the shelves are listed by Smith's rule: total weight / shelf length (its longest "
        "estimate), largest first. Open choices, ours: ties between shelves go to the lower bin, "
        "then the shelf opened first; within a shelf, jobs keep their packing order; ties "
        "between jobs go by submission time, then trace order. Jobs submitted after the last "
        "computation wait behind the ordered ones in submission order until the share of "
        "ordered waiting jobs drops below the threshold (checked at every scheduling pass); then "
        "the order is recomputed for all waiting jobs. Only estimates are used, never run times. "
        "The weight is nodes x estimate by default: the spec's weight is nodes x run time, "
        "which an on-line scheduler cannot know.";
    f.makeOrder = [packing](const std::string& policy,
                            const Parameters& values) -> std::unique_ptr<JobOrder> {
        Settings settings;
        settings.packing = packing;
        settings.gamma = values.real(kGammaParameter);
        settings.threshold = RecomputedOrder::thresholdFrom(policy, values);
        settings.weight = JobWeight::fromText(values.text(JobWeight::kParameter));
        settings.ticksPerSecond = values.ticksPerSecond();
        return std::make_unique<SmartOrder>(settings);
    };
    return f;
}

SmartOrder::SmartOrder(const Settings& settings)
    : RecomputedOrder(settings.threshold)
    , m_settings(settings)
    , m_binBounds{1.0}
{
}

std::size_t SmartOrder::binOf(Time duration)
{
    // In seconds, so the bins are the same at any tick (exact: a duration of
    // whole seconds divides without rounding).
    const double d = static_cast<double>(duration) / static_cast<double>(m_settings.ticksPerSecond);
    while (m_binBounds.back() < d)
        m_binBounds.push_back(m_binBounds.back() * m_settings.gamma);
    return static_cast<std::size_t>(
        std::lower_bound(m_binBounds.begin(), m_binBounds.end(), d) - m_binBounds.begin());
}

void SmartOrder::reorder(std::vector<JobIndex>& jobs, const SchedulingContext& context)
{
    const bool ffia = m_settings.packing == Packing::Ffia;
    std::vector<Item> items;
    items.reserve(jobs.size());
    for (const JobIndex job : jobs) {
        const JobRequest& request = context.request(job);
        Item item;
        item.job = job;
        item.submit = request.submit;
        item.duration = EstimatedEnd::duration(request);
        item.nodes = request.nodes;
        item.weight = m_settings.weight.of(request);
        item.bin = binOf(item.duration);
        item.packingKey = ffia ? static_cast<double>(item.duration) * item.nodes
                               : item.nodes / item.weight;
        items.push_back(item);
    }
    std::sort(items.begin(), items.end(), [](const Item& a, const Item& b) {
        if (a.bin != b.bin)
            return a.bin < b.bin;
        if (a.packingKey != b.packingKey)
            return a.packingKey < b.packingKey;
        if (a.submit != b.submit)
            return a.submit < b.submit;
        return a.job < b.job;
    });

    const int machineNodes = context.platform().machine(kOnlyMachine).nodes;
    std::vector<Shelf> shelves;
    for (std::size_t begin = 0; begin < items.size();) {
        std::size_t end = begin;
        while (end < items.size() && items[end].bin == items[begin].bin)
            ++end;
        packBin(std::span<const Item>(items).subspan(begin, end - begin), m_settings.packing,
                machineNodes, shelves);
        begin = end;
    }

    std::sort(shelves.begin(), shelves.end(), [](const Shelf& a, const Shelf& b) {
        const double ra = a.weight / static_cast<double>(a.length);
        const double rb = b.weight / static_cast<double>(b.length);
        if (ra != rb)
            return ra > rb;
        if (a.bin != b.bin)
            return a.bin < b.bin;
        return a.opened < b.opened;
    });
    jobs.clear();
    for (const Shelf& shelf : shelves)
        jobs.insert(jobs.end(), shelf.jobs.begin(), shelf.jobs.end());
}

}  // namespace schedlab
