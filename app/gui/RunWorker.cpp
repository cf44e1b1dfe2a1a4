#include "RunWorker.h"

#include "run/RunPipeline.h"
#include "run/Trace.h"

#include <exception>
#include <stdexcept>

namespace schedlab {

RunWorker::RunWorker(RunRequest request) : m_request(std::move(request)) {}

void RunWorker::onProgress(const SimulationProgress& progress)
{
    const std::lock_guard lock(m_mailLock);
    m_mail.progress = progress;
    m_mail.hasProgress = true;
}

void RunWorker::onSample(const TimeSample& sample)
{
    const std::lock_guard lock(m_mailLock);
    m_mail.samples.push_back(sample);
}

void RunWorker::onCycle(const PolicyCycle& cycle)
{
    const std::lock_guard lock(m_mailLock);
    m_mail.cycles.push_back(cycle);
}

RunWorker::Mail RunWorker::takeMail()
{
    const std::lock_guard lock(m_mailLock);
    Mail mail = std::move(m_mail);
    m_mail = Mail{};
    return mail;
}

void RunWorker::execute()
{
    try {
        simulateAndAnalyse();
    } catch (const std::invalid_argument& error) {
        // Only a transform that does not fit the platform throws this here.
        m_outcome.error = std::string("transform: ") + error.what();
    } catch (const std::exception& error) {
        m_outcome.error = error.what();
    }
}

void RunWorker::adopt(RunSnapshotPtr finished, std::shared_ptr<GanttPrepared> gantt)
{
    m_outcome.validation = finished->validation.value_or(ValidationReport{});
    m_outcome.snapshot = std::move(finished);
    m_outcome.gantt = std::move(gantt);
}

void RunWorker::simulateAndAnalyse()
{
    const RunPipeline pipeline;
    const Trace& trace = *m_request.trace->trace;
    const RunDescription description = pipeline.describe(m_request.spec(), trace, m_request.platform);
    RunOptions options;
    options.validate = true;
    options.recordEvents = true;  // playback and the event log
    auto finished = std::make_shared<FinishedRun>(pipeline.run(trace, m_request.platform, description, options, this));
    m_outcome.validation = finished->validation.value_or(ValidationReport{});
    m_outcome.transformSeconds = finished->transformSeconds;
    m_outcome.analysisSeconds = finished->analysisSeconds;
    m_outcome.gantt = GanttPrepared::of(*finished, m_ganttMode.load(std::memory_order_relaxed));
    m_outcome.snapshot = std::move(finished);
}

}  // namespace schedlab
