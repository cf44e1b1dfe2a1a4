#include "store/RunRows.h"

#include "util/JsonInput.h"

#include "store/JobRows.h"
#include "store/SqliteStatement.h"
#include "store/StoreError.h"

#include <nlohmann/json.hpp>
#include <sqlite3.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <sstream>
#include <unordered_map>

namespace schedlab {

namespace {

// The columns of `runs` in the order every query below uses: the enum gives
// their positions when reading (0-based) and, since an insert leaves out
// the id, their parameter numbers when inserting (1-based).
enum RunColumn : int {
    kId,
    kUuid,
    kRunKey,
    kName,
    kNotes,
    kGroup,
    kTracePath,
    kTraceSha256,
    kTraceJobCount,
    kTransformsJson,
    kPlatformName,
    kPlatformJson,
    kPolicy,
    kParametersJson,
    kSeed,
    kSchedlabVersion,
    kStartedAt,
    kDurationSeconds,
    kMetricsJson,
    kRunColumnCount
};

const std::array<const char*, kRunColumnCount> kRunColumnNames = {
    "id",         "uuid",          "run_key",          "name",         "notes",           "grp",
    "trace_path", "trace_sha256",  "trace_job_count",  "transforms_json", "platform_name", "platform_json",
    "policy",     "parameters_json", "seed",           "schedlab_version", "started_at",  "duration_seconds",
    "metrics_json"};

// "uuid, run_key, ..." from column `first` on; with `placeholders`, "?1, ?2, ..." instead.
std::string runColumns(int first, bool placeholders = false)
{
    std::string list;
    for (int column = first; column < kRunColumnCount; ++column) {
        list += list.empty() ? "" : ", ";
        list +=
            placeholders ? "?" + std::to_string(column) : kRunColumnNames[static_cast<std::size_t>(column)];
    }
    return list;
}

nlohmann::json parseJson(const std::string& text, const std::string& path, std::int64_t id,
                         const char* column)
{
    try {
        return JsonInput::parse(text);
    } catch (const JsonInputError& error) {
        throw StoreError(StoreError::Kind::Corrupt, "run store '" + path + "': run " + std::to_string(id) +
                                                        " has unreadable " + column + " (" + error.what() + ")");
    }
}

std::string machineCounts(const std::vector<int>& counts)
{
    std::string text;
    for (const int count : counts)
        text += (text.empty() ? "" : " ") + std::to_string(count);
    return text;
}

std::vector<int> parseMachineCounts(const std::string& text)
{
    std::vector<int> counts;
    std::istringstream in(text);
    int count = 0;
    while (in >> count)
        counts.push_back(count);
    return counts;
}

StoredRun readRun(const SqliteStatement& row, const std::string& path)
{
    StoredRun run;
    run.id = row.columnInt(kId);
    run.uuid = row.columnText(kUuid);
    run.runKey = row.columnText(kRunKey);
    run.name = row.columnText(kName);
    run.notes = row.columnText(kNotes);
    run.group = row.columnText(kGroup);
    RunDescription& description = run.description;
    description.tracePath = row.columnText(kTracePath);
    description.traceSha256 = row.columnText(kTraceSha256);
    description.traceJobCount = row.columnInt(kTraceJobCount);
    const nlohmann::json transforms = parseJson(row.columnText(kTransformsJson), path, run.id, "transforms");
    if (transforms.is_array()) {
        for (const nlohmann::json& transform : transforms)
            description.transforms.push_back(transform.is_string() ? transform.get<std::string>()
                                                                   : transform.dump());
    }
    description.platformName = row.columnText(kPlatformName);
    description.platformJson = row.columnText(kPlatformJson);
    description.policy = row.columnText(kPolicy);
    const nlohmann::json parameters = parseJson(row.columnText(kParametersJson), path, run.id, "parameters");
    if (parameters.is_object()) {
        for (const auto& [key, value] : parameters.items())
            description.parameters[key] = value.is_string() ? value.get<std::string>() : value.dump();
    }
    // Stored as the same 64 bits in SQLite's signed integer.
    description.seed = static_cast<std::uint64_t>(row.columnInt(kSeed));
    run.schedlabVersion = row.columnText(kSchedlabVersion);
    run.startedAt = row.columnText(kStartedAt);
    run.durationSeconds = row.columnReal(kDurationSeconds);
    run.metricsJson = row.columnText(kMetricsJson);
    return run;
}

}  // namespace

std::vector<std::string> RunRows::normalisedTags(std::vector<std::string> tags)
{
    std::erase(tags, std::string());
    std::ranges::sort(tags);
    // Iterators, not std::ranges::unique: its subrange result does not
    // compile with clang 14 and libstdc++ 12 (the fuzz preset).
    tags.erase(std::unique(tags.begin(), tags.end()), tags.end());
    return tags;
}

std::int64_t RunRows::insert(sqlite3* db, const std::string& path, const StoredRun& run,
                             const std::string& uuid)
{
    SqliteStatement statement(
        db, "INSERT INTO runs (" + runColumns(kUuid) + ") VALUES (" + runColumns(kUuid, true) + ")", path);

    const RunDescription& description = run.description;
    statement.bindText(kUuid, uuid)
        .bindText(kRunKey, run.runKey)
        .bindText(kName, run.name)
        .bindText(kNotes, run.notes)
        .bindText(kGroup, run.group)
        .bindText(kTracePath, description.tracePath)
        .bindText(kTraceSha256, description.traceSha256)
        .bindInt(kTraceJobCount, description.traceJobCount)
        .bindText(kTransformsJson, nlohmann::json(description.transforms).dump())
        .bindText(kPlatformName, description.platformName)
        .bindText(kPlatformJson, description.platformJson)
        .bindText(kPolicy, description.policy)
        .bindText(kParametersJson, nlohmann::json(description.parameters).dump())
        .bindInt(kSeed, static_cast<std::int64_t>(description.seed))
        .bindText(kSchedlabVersion, run.schedlabVersion)
        .bindText(kStartedAt, run.startedAt)
        .bindReal(kDurationSeconds, run.durationSeconds)
        .bindText(kMetricsJson, run.metricsJson);
    statement.run();
    const std::int64_t id = sqlite3_last_insert_rowid(db);

    SqliteStatement metric(db, "INSERT INTO run_metrics (run_id, key, value) VALUES (?1, ?2, ?3)", path);
    for (const auto& [key, value] : run.metrics) {
        metric.bindInt(1, id).bindText(2, key);
        // SQLite has no NaN (it would store NULL anyway); say so explicitly.
        if (std::isnan(value))
            metric.bindNull(3);
        else
            metric.bindReal(3, value);
        metric.run();
    }
    replaceTags(db, path, id, run.tags);
    for (const std::string& group : memberships(run))
        addGroup(db, path, id, group);
    if (run.ticksPerSecond != 1) {
        SqliteStatement ticks(db, "INSERT INTO run_ticks (run_id, ticks_per_second) VALUES (?1, ?2)", path);
        ticks.bindInt(1, id).bindInt(2, run.ticksPerSecond);
        ticks.run();
    }
    JobRows::insert(db, path, id, run.jobs);
    insertSamples(db, path, id, run.samples);
    return id;
}

void RunRows::insertSamples(sqlite3* db, const std::string& path, std::int64_t id,
                            const std::vector<TimeSample>& samples)
{
    SqliteStatement statement(
        db,
        "INSERT INTO run_samples (run_id, position, time, busy, queue, running, "
        "completed, awrt, busy_per_machine) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        path);
    std::int64_t position = 0;
    for (const TimeSample& sample : samples) {
        statement.bindInt(1, id)
            .bindInt(2, position++)
            .bindInt(3, sample.time)
            .bindInt(4, sample.busyNodes)
            .bindInt(5, sample.queueLength)
            .bindInt(6, sample.runningJobs)
            .bindInt(7, sample.completedJobs)
            .bindReal(8, sample.awrtSoFar)
            .bindText(9, machineCounts(sample.busyPerMachine));
        statement.run();
    }
}

void RunRows::replaceTags(sqlite3* db, const std::string& path, std::int64_t id,
                          const std::vector<std::string>& tags)
{
    SqliteStatement clear(db, "DELETE FROM run_tags WHERE run_id = ?1", path);
    clear.bindInt(1, id).run();
    SqliteStatement add(db, "INSERT INTO run_tags (run_id, tag) VALUES (?1, ?2)", path);
    for (const std::string& tag : normalisedTags(tags))
        add.bindInt(1, id).bindText(2, tag).run();
}

bool RunRows::addGroup(sqlite3* db, const std::string& path, std::int64_t id,
                       const std::string& group)
{
    SqliteStatement add(db, "INSERT OR IGNORE INTO run_groups (run_id, grp) VALUES (?1, ?2)", path);
    add.bindInt(1, id).bindText(2, group).run();
    return sqlite3_changes(db) > 0;
}

std::vector<std::string> RunRows::memberships(const StoredRun& run)
{
    std::vector<std::string> groups = run.groups;
    groups.push_back(run.group);
    return normalisedTags(std::move(groups));  // the same rules: sorted, unique, none empty
}

std::vector<StoredRun> RunRows::summaries(sqlite3* db, const std::string& path, const RunFilter& filter,
                                          std::optional<std::int64_t> onlyId)
{
    // Each condition binds its own numbered parameter; an empty filter
    // field binds NULL and its condition is then true. One run is looked up
    // by its primary key, which an "OR" would keep SQLite from using.
    const std::string sql = "SELECT " + runColumns(kId) +
        " FROM runs WHERE (?1 IS NULL OR instr(lower(trace_path), lower(?1)) > 0)"
        " AND (?2 IS NULL OR policy = ?2)"
        " AND (?3 IS NULL OR EXISTS (SELECT 1 FROM run_tags t WHERE t.run_id = runs.id AND t.tag "
        "= ?3))"
        " AND (?4 IS NULL OR EXISTS (SELECT 1 FROM run_groups g WHERE g.run_id = runs.id"
        " AND g.grp = ?4))" +
        std::string(onlyId ? " AND id = ?5" : "") + " ORDER BY id";
    SqliteStatement query(db, sql, path);
    const auto bindOptional = [&query](int index, const std::string& value) {
        if (value.empty())
            query.bindNull(index);
        else
            query.bindText(index, value);
    };
    bindOptional(1, filter.traceContains);
    bindOptional(2, filter.policy);
    bindOptional(3, filter.tag);
    bindOptional(4, filter.group);
    if (onlyId)
        query.bindInt(5, *onlyId);

    std::vector<StoredRun> runs;
    while (query.step())
        runs.push_back(readRun(query, path));
    attachLists(db, path, runs, onlyId);
    return runs;
}

void RunRows::attachLists(sqlite3* db, const std::string& path, std::vector<StoredRun>& runs,
                          std::optional<std::int64_t> onlyId)
{
    if (runs.empty())
        return;
    std::unordered_map<std::int64_t, std::size_t> indexOf;
    for (std::size_t i = 0; i < runs.size(); ++i)
        indexOf.emplace(runs[i].id, i);
    const auto runFor = [&](std::int64_t id) -> StoredRun* {
        const auto it = indexOf.find(id);
        return it == indexOf.end() ? nullptr : &runs[it->second];
    };
    // Metrics in the order they were stored (rowid), which is the order
    // of metricDefinitions() when the run was made.
    const std::string onlyThatRun = onlyId ? " WHERE run_id = ?1" : "";
    SqliteStatement metrics(
        db, "SELECT run_id, key, value FROM run_metrics" + onlyThatRun + " ORDER BY run_id, rowid", path);
    SqliteStatement tags(db, "SELECT run_id, tag FROM run_tags" + onlyThatRun + " ORDER BY run_id, tag",
                         path);
    SqliteStatement groups(
        db, "SELECT run_id, grp FROM run_groups" + onlyThatRun + " ORDER BY run_id, grp", path);
    if (onlyId) {
        metrics.bindInt(1, *onlyId);
        tags.bindInt(1, *onlyId);
        groups.bindInt(1, *onlyId);
    }
    while (metrics.step()) {
        if (StoredRun* run = runFor(metrics.columnInt(0))) {
            const double value =
                metrics.isNull(2) ? std::numeric_limits<double>::quiet_NaN() : metrics.columnReal(2);
            run->metrics.emplace_back(metrics.columnText(1), value);
        }
    }
    while (tags.step()) {
        if (StoredRun* run = runFor(tags.columnInt(0)))
            run->tags.push_back(tags.columnText(1));
    }
    while (groups.step()) {
        if (StoredRun* run = runFor(groups.columnInt(0)))
            run->groups.push_back(groups.columnText(1));
    }
    // The group that stored the run first leads, as the documented order says.
    for (StoredRun& run : runs) {
        const auto first = std::ranges::find(run.groups, run.group);
        if (first != run.groups.end())
            std::rotate(run.groups.begin(), first, std::next(first));
    }
}

void RunRows::loadDetails(sqlite3* db, const std::string& path, StoredRun& run)
{
    run.jobs = JobRows::load(db, path, run.id);
    SqliteStatement ticks(db, "SELECT ticks_per_second FROM run_ticks WHERE run_id = ?1", path);
    ticks.bindInt(1, run.id);
    run.ticksPerSecond = ticks.step() ? ticks.columnInt(0) : 1;
    if (run.ticksPerSecond < 1) {
        throw StoreError(StoreError::Kind::Corrupt, "run store '" + path + "': run " + std::to_string(run.id) +
                                                        " has " + std::to_string(run.ticksPerSecond) +
                                                        " ticks per second");
    }

    SqliteStatement samples(db,
                            "SELECT time, busy, queue, running, completed, awrt, busy_per_machine "
                            "FROM run_samples WHERE run_id = ?1 ORDER BY position",
                            path);
    samples.bindInt(1, run.id);
    run.samples.clear();
    while (samples.step()) {
        TimeSample sample;
        sample.time = samples.columnInt(0);
        sample.busyNodes = static_cast<int>(samples.columnInt(1));
        sample.queueLength = static_cast<int>(samples.columnInt(2));
        sample.runningJobs = static_cast<int>(samples.columnInt(3));
        sample.completedJobs = samples.columnInt(4);
        sample.awrtSoFar = samples.columnReal(5);
        sample.busyPerMachine = parseMachineCounts(samples.columnText(6));
        run.samples.push_back(std::move(sample));
    }
}

}  // namespace schedlab
