#pragma once

#include "engine/SimulationResult.h"
#include "platform/Platform.h"
#include "validation/ScheduleValidator.h"
#include "workload/Workload.h"

#include <QTest>

#include <utility>
#include <vector>

namespace schedlab::test {

// Expected (start, end) per job, in workload order.
using ExpectedSchedule = std::vector<std::pair<Time, Time>>;

// Compares a schedule with the expected one and runs the validator: every
// test that simulates also checks the schedule is valid.
inline void verifySchedule(const Workload& workload, const Platform& platform,
                           const SimulationResult& result, const ExpectedSchedule& expected)
{
    QCOMPARE(result.jobs.size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        const QString what = QStringLiteral("job %1").arg(workload.jobs[i].id);
        QVERIFY2(result.jobs[i].start == expected[i].first,
                 qPrintable(what + QStringLiteral(" starts at %1, expected %2")
                                       .arg(result.jobs[i].start)
                                       .arg(expected[i].first)));
        QVERIFY2(result.jobs[i].end == expected[i].second,
                 qPrintable(what + QStringLiteral(" ends at %1, expected %2")
                                       .arg(result.jobs[i].end)
                                       .arg(expected[i].second)));
    }
    const ValidationReport report = ScheduleValidator::validate(workload, platform, result);
    QVERIFY2(report.ok(), report.toText().c_str());
}

// A broken copy of a schedule: the validator must refuse it, naming `needle`.
inline void verifyRejected(const Workload& workload, const Platform& platform, const SimulationResult& result,
                           const char* needle)
{
    const ValidationReport report = ScheduleValidator::validate(workload, platform, result);
    QVERIFY2(!report.ok(), needle);
    QVERIFY2(report.toText().find(needle) != std::string::npos, report.toText().c_str());
}

}  // namespace schedlab::test
