#pragma once

#include "model/Types.h"
#include "workload/Workload.h"

#include <cstddef>
#include <cstdint>
#include <string>

namespace schedlab {

// Assembles the Workload a generator produces: jobs numbered 1..n with SWF
// records that say exactly what the job is (so SwfWriter writes them and
// SwfReader reads them back unchanged), and a header whose notes record the
// generator, its parameters, the seed and the source trace, so a saved file
// says how to make it again.
class GeneratedWorkload {
public:
    // SWF status 1: the job completed normally (no generated job is killed).
    static constexpr std::int64_t kCompletedStatus = 1;

    // A machine size the generator does not know (the jobs are meant for a
    // platform chosen at run time): the header gives none.
    static constexpr std::int32_t kUnknownMachine = 0;

    GeneratedWorkload(const std::string& generatorName, std::int32_t machineNodes, std::size_t expectedJobs);

    void addJob(Time submit, std::int32_t nodes, Time estimate, Time runTime);
    // A job with its grid, QoS or utility attributes set: numbered next, its
    // SWF record filled in from its fields (id, record and status are
    // overwritten).
    void addJob(Job job);
    // Ticks per second of every Time added (default 1: whole seconds).
    void setTicksPerSecond(std::int64_t ticksPerSecond) { m_workload.ticksPerSecond = ticksPerSecond; }
    // One "; Note:" line of the header.
    void addNote(std::string note);
    // Clock of the trace the jobs are modelled on, so months and dates of
    // the generated jobs read like the source's (optional).
    void setClock(const SwfHeader& source);

    // The workload; the builder is empty afterwards.
    [[nodiscard]] Workload take();

private:
    Workload m_workload;
};

}  // namespace schedlab
