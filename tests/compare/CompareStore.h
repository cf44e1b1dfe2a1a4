#pragma once

// A temporary run store holding the hand-made comparison runs, shared by
// the CLI and the workbench tests so both compare the very same runs.

#include "CompareRuns.h"

#include "store/RunStore.h"

#include <QString>
#include <QTemporaryDir>

#include <vector>

namespace schedlab::test {

struct CompareStore {
    QTemporaryDir dir;
    QString path;
    std::vector<std::int64_t> ids;   // fcfs, easy, conservative
    std::vector<StoredRun> runs;     // as loaded back from the store

    // The three fcfsFamily() runs; fcfs and easy also get the jobs and
    // samples of smallSchedules(), so their per-job difference is known.
    CompareStore()
    {
        path = dir.filePath(QStringLiteral("runs.sqlite"));
        std::vector<StoredRun> family = fcfsFamily();
        const auto [a, b] = smallSchedules();
        family[0].jobs = a.jobs;
        family[0].samples = a.samples;
        family[1].jobs = b.jobs;
        family[1].samples = b.samples;
        RunStore store(path.toStdString());
        for (StoredRun& run : family) {
            run.id = 0;
            run.uuid.clear();
            ids.push_back(store.add(run));
        }
        for (const std::int64_t id : ids)
            runs.push_back(store.load(id));
    }
};

}  // namespace schedlab::test
