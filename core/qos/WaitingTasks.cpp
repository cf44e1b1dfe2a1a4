#include "qos/WaitingTasks.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace schedlab {

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

} // namespace

WaitingTasks::WaitingTasks(TaskOrdering::Kind kind, FairQueue::VirtualTime clock, double capacity)
    : m_kind(kind)
{
    if (kind == TaskOrdering::Kind::Wfq)
        m_fair.emplace(clock, capacity);
}

bool WaitingTasks::supports(TaskOrdering::Kind kind)
{
    using K = TaskOrdering::Kind;
    return kind == K::Fcfs || kind == K::Edf || kind == K::Llf || kind == K::Wfq;
}

WaitingTasks::Key WaitingTasks::keyOf(const Waiting& waiting) const
{
    const MetaTask& task = waiting.task;
    double key = double(task.arrival);
    if (m_kind == TaskOrdering::Kind::Edf)
        key = waiting.deadline;
    else if (m_kind == TaskOrdering::Kind::Llf)
        key = task.work;
    return {key, task.arrival, task.job};
}

void WaitingTasks::add(const MetaTask& task, Time now)
{
    const Waiting waiting{task, std::isfinite(task.deadline) ? double(now) + task.deadline : kInfinity};
    m_tasks[task.job] = waiting;
    if (m_fair) {
        // The task joins the fair queue when it was submitted (App. D: the
        // arrival tags), or now if the queue's clock has passed that.
        const double time = std::max(double(task.submit), m_fair->now());
        static_cast<void>(m_fair->enqueue(std::size_t(task.job), task.user, task.weight, task.work, time));
    } else {
        m_ordered.insert(keyOf(waiting));
    }
}

std::optional<MetaTask> WaitingTasks::next(Time now)
{
    while (!m_tasks.empty()) {
        JobIndex job = kNoJob;
        if (m_fair) {
            const std::optional<FairQueue::Entry> entry = m_fair->dequeue(double(now));
            if (!entry)
                break;
            job = JobIndex(entry->task);
        } else {
            job = std::get<2>(*m_ordered.begin());
            m_ordered.erase(m_ordered.begin());
        }
        // A task withdrawn while it waited keeps its place in the fair
        // queue (its tags are charged to its user) and is skipped here.
        const auto it = m_tasks.find(job);
        if (it == m_tasks.end())
            continue;
        MetaTask task = it->second.task;
        task.deadline = it->second.deadline - double(now);
        m_tasks.erase(it);
        return task;
    }
    return std::nullopt;
}

bool WaitingTasks::remove(JobIndex job)
{
    const auto it = m_tasks.find(job);
    if (it == m_tasks.end())
        return false;
    if (!m_fair)
        m_ordered.erase(keyOf(it->second));
    m_tasks.erase(it);
    return true;
}

} // namespace schedlab
