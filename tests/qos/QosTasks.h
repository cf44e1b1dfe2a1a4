#pragma once

// Hand-made one-CPU task workloads for the tests of the QoS policies
// (Phosphorus D5.2, 2007): submission, work (the run time on a speed-1
// machine), deadline, user and service class; and where each task ran.

#include "support/ScheduleAssertions.h"
#include "support/WorkloadBuilder.h"

#include <QTest>

#include <initializer_list>
#include <vector>

namespace schedlab::qostest {

struct Task {
    Time submit = 0;
    Time work = 0;
    Time deadline = kNoTime;  // absolute
    int user = 1;
    DeadlineKind kind = DeadlineKind::Soft;
    ServiceClass serviceClass = ServiceClass::Unspecified;
};

inline Workload tasks(std::initializer_list<Task> specs)
{
    Workload w;
    for (const Task& t : specs) {
        w.jobs.push_back(test::makeWorkload({{t.submit, t.work, 1, -1, t.user}}).jobs.front());
        Job& job = w.jobs.back();
        job.id = std::int64_t(w.jobs.size());
        job.record.jobNumber = job.id;
        job.deadline = t.deadline;
        job.deadlineKind = t.deadline == kNoTime ? DeadlineKind::None : t.kind;
        job.serviceClass = t.serviceClass;
    }
    w.sourceName = "hand-made";
    return w;
}

// The nodes each job ran on, in workload order.
inline void verifyNodes(const SimulationResult& r, const std::vector<const char*>& nodes)
{
    QCOMPARE(r.jobs.size(), nodes.size());
    for (std::size_t i = 0; i < nodes.size(); ++i)
        QVERIFY2(r.jobs[i].nodes == NodeSet::parse(nodes[i]),
                 qPrintable(QStringLiteral("job %1 ran on %2, expected %3")
                                .arg(i + 1)
                                .arg(QString::fromStdString(r.jobs[i].nodes.toString()), nodes[i])));
}

}  // namespace schedlab::qostest
