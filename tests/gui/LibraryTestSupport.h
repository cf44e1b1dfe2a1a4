#pragma once

#include "support/StoredJobs.h"
#include "AppTestSupport.h"

#include "store/RunStore.h"
#include "store/StoredRun.h"

#include <QByteArray>
#include <QFile>
#include <QString>

#include <sqlite3.h>

#include <string>
#include <vector>

namespace schedlab::test {

// A stored run made by hand (no simulation): just what the browser shows.
inline StoredRun handMadeRun(const std::string& name, const std::string& trace, const std::string& policy,
                             double awrt, std::vector<std::string> tags = {}, const std::string& group = {})
{
    StoredRun run;
    run.name = name;
    run.tags = std::move(tags);
    run.group = group;
    run.description.tracePath = trace;
    run.description.traceSha256 = std::string(64, 'a');
    run.description.traceJobCount = 20;
    run.description.platformName = "single:8";
    run.description.platformJson = "{}";
    run.description.policy = policy;
    run.schedlabVersion = SCHEDLAB_VERSION;
    run.startedAt = "2026-01-02T03:04:05Z";
    run.durationSeconds = 1.5;
    run.metrics = {{"awrt", awrt}, {"awwt", awrt / 2}, {"utilization", 50.0}, {"meanBoundedSlowdown", 2.0}};
    run.jobs = {test::compactJob(1, 0, 10, 20, 2, "0-1", false, false)};
    return run;
}

// Writes `runs` into a new store file; returns their ids in order.
inline std::vector<std::int64_t> fillStore(const QString& file, const std::vector<StoredRun>& runs)
{
    RunStore store(file.toStdString());
    std::vector<std::int64_t> ids;
    for (const StoredRun& run : runs)
        ids.push_back(store.add(run));
    return ids;
}

inline QByteArray fileBytes(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Not a database at all, though it starts like one: what a disk error or a
// half-copied file looks like.
inline QByteArray corruptStoreBytes()
{
    constexpr int kGarbageBytes = 4096;
    QByteArray bytes("SQLite format 3");
    bytes.append('\0');
    for (int i = 0; i < kGarbageBytes; ++i)
        bytes.append(static_cast<char>((i * 37 + 11) % 251));
    return bytes;
}

// Damages the root page of a store's run-key index, which only a lookup by
// key reads: the runs can still be listed read-only, but the integrity
// check that comes before any write fails, so the store opens read-only
// only. Returns false if the index could not be found.
inline bool damageRunKeyIndex(const QString& path)
{
    sqlite3* db = nullptr;
    qint64 pageSize = 0;
    qint64 rootPage = 0;
    if (sqlite3_open_v2(path.toUtf8().constData(), &db, SQLITE_OPEN_READONLY, nullptr) == SQLITE_OK) {
        sqlite3_stmt* query = nullptr;
        if (sqlite3_prepare_v2(db,
                               "SELECT (SELECT page_size FROM pragma_page_size), rootpage "
                               "FROM sqlite_master WHERE name = 'runs_run_key'",
                               -1, &query, nullptr) == SQLITE_OK &&
            sqlite3_step(query) == SQLITE_ROW) {
            pageSize = sqlite3_column_int64(query, 0);
            rootPage = sqlite3_column_int64(query, 1);
        }
        sqlite3_finalize(query);
    }
    sqlite3_close(db);
    if (pageSize <= 0 || rootPage <= 1)
        return false;
    QFile file(path);
    if (!file.open(QIODevice::ReadWrite) || !file.seek((rootPage - 1) * pageSize))
        return false;
    const QByteArray invalidPageType(4, '\xff');
    return file.write(invalidPageType) == invalidPageType.size();
}

inline bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

}  // namespace schedlab::test
