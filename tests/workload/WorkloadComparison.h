#pragma once

#include "workload/Workload.h"

#include <QtTest>

// Field-by-field equality of jobs, with the index and field in the failure
// message (QCOMPARE cannot print a Job).
namespace schedlab::test {

inline bool sameRecord(const SwfRecord& a, const SwfRecord& b)
{
    return a.jobNumber == b.jobNumber && a.submitTime == b.submitTime && a.waitTime == b.waitTime
        && a.runTime == b.runTime && a.allocatedProcs == b.allocatedProcs && a.averageCpuTime == b.averageCpuTime
        && a.usedMemory == b.usedMemory && a.requestedProcs == b.requestedProcs
        && a.requestedTime == b.requestedTime && a.requestedMemory == b.requestedMemory && a.status == b.status
        && a.userId == b.userId && a.groupId == b.groupId && a.executable == b.executable && a.queue == b.queue
        && a.partition == b.partition && a.precedingJob == b.precedingJob && a.thinkTime == b.thinkTime;
}

// Compares everything except sourceLine (a written file has its own lines).
inline QString jobDifference(const Job& a, const Job& b)
{
    if (a.id != b.id) return "id";
    if (a.submit != b.submit) return "submit";
    if (a.runTime != b.runTime) return "runTime";
    if (a.estimate != b.estimate) return "estimate";
    if (a.nodes != b.nodes) return "nodes";
    if (a.user != b.user) return "user";
    if (a.group != b.group) return "group";
    if (a.queue != b.queue) return "queue";
    if (a.partition != b.partition) return "partition";
    if (a.status != b.status) return "status";
    if (!sameRecord(a.record, b.record)) return "record";
    return {};
}

inline bool sameJobs(const Workload& a, const Workload& b, QString& why)
{
    if (a.jobs.size() != b.jobs.size()) {
        why = QString("sizes %1 and %2").arg(a.jobs.size()).arg(b.jobs.size());
        return false;
    }
    for (std::size_t i = 0; i < a.jobs.size(); ++i) {
        const QString field = jobDifference(a.jobs[i], b.jobs[i]);
        if (!field.isEmpty()) {
            why = QString("job %1 (id %2) differs in %3").arg(i).arg(a.jobs[i].id).arg(field);
            return false;
        }
    }
    return true;
}

}  // namespace schedlab::test

#define SCHEDLAB_COMPARE_JOBS(a, b)                                                          \
    do {                                                                                     \
        QString why_;                                                                        \
        QVERIFY2(schedlab::test::sameJobs((a), (b), why_), qPrintable(why_));                \
    } while (false)
