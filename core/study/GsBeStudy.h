#pragma once

#include "study/GsBeScenario.h"
#include "study/Study.h"

#include <map>

namespace schedlab {

// qos-f4: guaranteed service against best effort, Phosphorus D5.2
// (Varvarigos, Kokkinos et al., 2007), §3.3 (GsBeScenario): the scenarios
// GB, GBE, GBP and BE over U4's inter-arrival, on single-CPU and multi-CPU
// resources, with jittered arrivals and with exponential guaranteed sizes
// under each way of counting unknown work (§3.4). Tables: misses of the
// guaranteed users and of everyone, failed (rejected) best-effort tasks,
// backlogged (withheld) guaranteed tasks, the spread of the resources'
// busy time and the mean task delay.
class GsBeStudy : public Study {
public:
    static constexpr int kVariantSeeds = 5;
    static constexpr int kQuickSeeds = 1;
    static constexpr const char* kVariantGap = "1093";  // U4's inter-arrival in the variants

    [[nodiscard]] std::string name() const override { return "qos-f4"; }
    [[nodiscard]] std::string title() const override;
    [[nodiscard]] std::string description() const override;
    [[nodiscard]] std::vector<RunSpec> runs(const StudyOptions& options, TraceCache& cache) const override;
    [[nodiscard]] std::vector<StudyTable> tables(std::span<const StoredRun> runs) const override;

    [[nodiscard]] static std::vector<std::string> u4Gaps(bool quick);
    [[nodiscard]] static std::vector<std::string> multiCpuGaps(bool quick);
    [[nodiscard]] static std::vector<GsBeScenario> scenarios(bool quick);

private:
    using RunIndex = std::map<std::string, std::vector<const StoredRun*>>;  // by GsBeScenario::key
};

}  // namespace schedlab
