#pragma once

#include "workload/Workload.h"

#include <map>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace schedlab {

// The Batsim profile name of each job of a workload, such that one name
// means one run time: the name the job was read with, else its run time in
// seconds (as Batsim's own SWF converter names profiles), with "@RUN_TIME"
// added when a transform left one name with two run times. Used by
// BatsimWorkloadWriter and by jobs.csv's profile column, so that the two
// agree. Ask for the jobs in workload order.
class BatsimProfileNames {
public:
    explicit BatsimProfileNames(const Workload& workload) : m_workload(workload) {}

    [[nodiscard]] const std::string& of(const Job& job);

    // Name and run time of every profile named so far, in order of first use.
    [[nodiscard]] std::vector<std::pair<std::string, Time>> profiles() const;

    // `ticks` of the workload in decimal seconds ("5.25").
    [[nodiscard]] std::string seconds(Time ticks) const;

private:
    const Workload& m_workload;
    std::map<std::string, Time> m_runTimes;
    std::vector<std::string> m_order;
    // The name already given to a (profile label, run time): a name, once
    // taken, keeps its run time, so the answer never changes. Spares the
    // formatting and string-keyed search per job (jobs.csv asks for every job;
    // 1,300 instructions a job on CTC without it).
    struct LabelAndRunTimeHash {
        std::size_t operator()(const std::pair<int, Time>& key) const
        {
            return std::hash<Time>()(key.second) * 31 + std::hash<int>()(key.first);
        }
    };
    std::unordered_map<std::pair<int, Time>, const std::string*, LabelAndRunTimeHash> m_named;
};

}  // namespace schedlab
