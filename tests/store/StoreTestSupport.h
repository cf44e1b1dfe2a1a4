#pragma once

// Helpers shared by the run store tests: synthetic runs with every field
// set, whole-run comparison, and raw file and SQLite access for checking
// what the store wrote (or did not write).

#include "engine/EndState.h"
#include "model/NodeSet.h"
#include "store/RunStore.h"
#include "store/StoreError.h"
#include "store/StoredRun.h"

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTest>
#include <sqlite3.h>

#include <cmath>
#include <array>
#include <cstdint>
#include <string>

namespace schedlab::test {

// Gives job `i` of a run every per-job field the store keeps beyond
// schema 1, varied over the jobs (known and unknown values alike), so that
// a field lost or mixed up between jobs on the way through the store shows.
inline void addEveryJobField(StoredJob& job, int i)
{
    const bool started = job.start != kNoTime;
    job.runTime = started ? job.end - job.start - (i % 2) : kNoTime;
    job.estimate = i == 1 ? kNoTime : 3600 * (1 + i % 3);
    job.user = i % 4 == 1 ? -1 : 100 + i;
    job.sourceLine = i == 0 ? -1 : 20 + 2 * i;
    if (job.preempted) {
        Segment moved(job.start + 50, job.end);
        moved.nodes = NodeSet::parse("0-1 3");
        moved.overhead = 5;
        moved.migrated = true;
        Segment faulted(job.start, job.start + 40);
        faulted.faulted = true;
        job.segments = {faulted, moved};
    }
    constexpr std::array kKinds = {StartKind::InOrder, StartKind::BackfillBeforeShadow, StartKind::EarlyStart,
                                   StartKind::Withheld};
    job.reasonKnown = started;
    if (started) {
        job.reason.kind = kKinds[static_cast<std::size_t>(i) % kKinds.size()];
        job.reason.relatedJob = i > 0 ? static_cast<JobIndex>(i - 1) : kNoJob;
        job.reason.relatedTime = i % 2 == 1 ? job.start - 7 : kNoTime;
        job.reason.relatedCount = i % 3 == 0 ? -1 : i;
    }
    constexpr std::array kEnds = {EndState::Completed, EndState::CompletedLate, EndState::KilledAtEstimate,
                                  EndState::Dropped, EndState::Failed};
    job.endState = started ? kEnds[static_cast<std::size_t>(i) % kEnds.size()] : EndState::Rejected;
    job.deadline = i % 2 == 0 ? job.submit + 500 : kNoTime;
    job.deadlineKind = i % 2 == 1 ? DeadlineKind::None : i % 4 == 0 ? DeadlineKind::Soft : DeadlineKind::Hard;
    job.option = i % 3 == 1 ? 1 : JobOutcome::kOwnShape;
    job.originSite = i % 4 == 3 ? 2 : kNoMachine;
    constexpr std::array kClasses = {ServiceClass::Unspecified, ServiceClass::Guaranteed, ServiceClass::BestEffort};
    job.serviceClass = kClasses[static_cast<std::size_t>(i) % kClasses.size()];
}

// A run whose every field depends on `n`, with `jobCount` jobs (each with
// every per-job field: addEveryJobField) and a few samples, so that a
// mix-up between runs or a lost field shows.
inline StoredRun makeStoredRun(int n, int jobCount = 5)
{
    StoredRun run;
    const std::string suffix = std::to_string(n);
    run.runKey = "key-" + suffix;
    run.name = "run " + suffix;
    run.notes = "notes of " + suffix;
    run.tags = {"alpha", "tag-" + suffix};
    run.group = n % 2 == 0 ? "even" : "odd";
    run.groups = {run.group};  // as load() gives it back
    RunDescription& d = run.description;
    d.tracePath = "/traces/Trace-" + suffix + ".swf";
    d.traceSha256 = std::string(64, static_cast<char>('a' + n % 6));
    d.traceJobCount = 1000 + n;
    d.transforms = {"month:1996-07", "jobs:1-" + suffix};
    d.platformName = "single:" + suffix;
    d.platformJson = R"({"machines":[{"name":"m","nodes":)" + std::to_string(n + 4) + "}]}";
    d.policy = n % 3 == 0 ? "fcfs" : "easy";
    d.parameters = {{"depth", suffix}, {"order", "fcfs"}};
    d.seed = 0xfedcba9876543210ULL + static_cast<std::uint64_t>(n);  // above INT64_MAX
    run.schedlabVersion = "0.1." + suffix;
    run.startedAt = "2026-11-22T10:15:0" + std::to_string(n % 10) + "Z";
    run.durationSeconds = 1.25 * n;
    run.metrics = {{"jobs", 4.0 + n}, {"awrt", 1234.5 + n}, {"utilization", 87.125}};
    run.metricsJson = R"({"awrt":)" + std::to_string(1234.5 + n) + "}";
    run.ticksPerSecond = n % 2 == 0 ? 1000 : 1;
    for (int i = 0; i < jobCount; ++i) {
        StoredJob job;
        job.jobId = i + 1;
        job.submit = 10 * i;
        job.start = i == 2 ? kNoTime : 10 * i + n;
        job.end = i == 2 ? kNoTime : 10 * i + n + 100;
        job.nodes = i + 1;
        job.allocation = "0-" + std::to_string(i);
        job.multiSite = i == 3;
        job.preempted = i == 4;
        addEveryJobField(job, i);
        run.jobs.push_back(job);
    }
    for (int i = 0; i < 3; ++i) {
        TimeSample sample;
        sample.time = 100 * i;
        sample.busyNodes = i + n;
        sample.queueLength = 2 * i;
        sample.runningJobs = i;
        sample.completedJobs = 10 * i;
        sample.awrtSoFar = 0.5 * i + n;
        sample.busyPerMachine = i == 0 ? std::vector<int> {} : std::vector<int> {i, n, 3};
        run.samples.push_back(sample);
    }
    return run;
}

// The runs of one group (RunFilter's other fields left empty).
inline RunFilter groupFilter(const std::string& group)
{
    RunFilter filter;
    filter.group = group;
    return filter;
}

// Every field; the id only when `compareIds` (an import assigns new ids).
inline void compareRuns(const StoredRun& actual, const StoredRun& expected, bool compareIds = true)
{
    if (compareIds)
        QCOMPARE(actual.id, expected.id);
    QCOMPARE(actual.uuid, expected.uuid);
    QCOMPARE(actual.runKey, expected.runKey);
    QCOMPARE(actual.name, expected.name);
    QCOMPARE(actual.notes, expected.notes);
    QCOMPARE(actual.tags, expected.tags);
    QCOMPARE(actual.group, expected.group);
    QCOMPARE(actual.groups, expected.groups);
    const RunDescription& a = actual.description;
    const RunDescription& e = expected.description;
    QCOMPARE(a.tracePath, e.tracePath);
    QCOMPARE(a.traceSha256, e.traceSha256);
    QCOMPARE(a.traceJobCount, e.traceJobCount);
    QCOMPARE(a.transforms, e.transforms);
    QCOMPARE(a.platformName, e.platformName);
    QCOMPARE(a.platformJson, e.platformJson);
    QCOMPARE(a.policy, e.policy);
    QVERIFY(a.parameters == e.parameters);
    QCOMPARE(a.seed, e.seed);
    QCOMPARE(actual.schedlabVersion, expected.schedlabVersion);
    QCOMPARE(actual.startedAt, expected.startedAt);
    QCOMPARE(actual.durationSeconds, expected.durationSeconds);
    QVERIFY(actual.metrics == expected.metrics);
    QCOMPARE(actual.metricsJson, expected.metricsJson);
    QCOMPARE(actual.ticksPerSecond, expected.ticksPerSecond);
    QCOMPARE(actual.jobs.size(), expected.jobs.size());
    for (std::size_t i = 0; i < actual.jobs.size(); ++i)
        QVERIFY2(actual.jobs[i] == expected.jobs[i], qPrintable(QStringLiteral("job position %1").arg(i)));
    QCOMPARE(actual.samples.size(), expected.samples.size());
    for (std::size_t i = 0; i < actual.samples.size(); ++i) {
        const TimeSample& s = actual.samples[i];
        const TimeSample& t = expected.samples[i];
        QCOMPARE(s.time, t.time);
        QCOMPARE(s.busyNodes, t.busyNodes);
        QCOMPARE(s.queueLength, t.queueLength);
        QCOMPARE(s.runningJobs, t.runningJobs);
        QCOMPARE(s.completedJobs, t.completedJobs);
        QCOMPARE(s.awrtSoFar, t.awrtSoFar);
        QCOMPARE(s.busyPerMachine, t.busyPerMachine);
    }
}

inline QByteArray fileBytes(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

inline void writeBytes(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(bytes), bytes.size());
}

// Runs SQL on a file with a plain SQLite connection (not through RunStore);
// returns the first column of the first row, or the error text.
inline std::string rawSql(const QString& path, const std::string& sql)
{
    sqlite3* db = nullptr;
    if (sqlite3_open(path.toStdString().c_str(), &db) != SQLITE_OK) {
        sqlite3_close(db);
        return "cannot open";
    }
    std::string first;
    char* error = nullptr;
    const auto keepFirst = [](void* target, int columns, char** values, char**) {
        auto* text = static_cast<std::string*>(target);
        if (text->empty() && columns > 0 && values[0] != nullptr)
            *text = values[0];
        return 0;
    };
    if (sqlite3_exec(db, sql.c_str(), keepFirst, &first, &error) != SQLITE_OK)
        first = std::string("error: ") + (error != nullptr ? error : "?");
    sqlite3_free(error);
    sqlite3_close(db);
    return first;
}

// Expects `open` to throw a StoreError of `kind` whose message names `path`.
template <typename Open>
void expectStoreError(Open open, StoreError::Kind kind, const QString& path)
{
    try {
        open();
        QFAIL("no StoreError");
    } catch (const StoreError& e) {
        QCOMPARE(static_cast<int>(e.kind()), static_cast<int>(kind));
        QVERIFY2(QString::fromStdString(e.what()).contains(path), e.what());
    }
}

// Overwrites `length` bytes of page `page` (1-based), from `offset` within
// the page, with garbage, as a damaged disk sector would. Returns the
// damaged file's bytes.
inline QByteArray damagePage(const QString& path, long long page, long long offset, long long length)
{
    const long long pageSize = std::stoll(rawSql(path, "PRAGMA page_size"));
    QByteArray bytes = fileBytes(path);
    const qsizetype first = static_cast<qsizetype>((page - 1) * pageSize + offset);
    for (qsizetype i = first; i < first + length && i < bytes.size(); ++i)
        bytes[i] = static_cast<char>(0xa5 ^ (i & 0xff));
    writeBytes(path, bytes);
    return bytes;
}

// Overwrites the root page of `table` with garbage (the file's header page
// stays valid, so only reading or checking that table finds the damage).
// Returns the damaged file's bytes.
inline QByteArray damageTable(const QString& path, const std::string& table)
{
    const long long pageSize = std::stoll(rawSql(path, "PRAGMA page_size"));
    const long long rootPage =
        std::stoll(rawSql(path, "SELECT rootpage FROM sqlite_master WHERE name = '" + table + "'"));
    return damagePage(path, rootPage, 0, pageSize);
}

}  // namespace schedlab::test
