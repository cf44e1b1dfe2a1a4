#pragma once

// Runs a study's quick form as a user runs it, every schedule checked by the
// ScheduleValidator, for the tests of a study's findings.

#include "experiment/ExperimentRunner.h"
#include "experiment/TraceCache.h"
#include "study/Study.h"

#include <QTest>

#include <utility>
#include <vector>

namespace schedlab::test {

// Appends the quick study's runs to `runs`; a run that fails (or whose
// schedule the validator refuses) fails the calling test. `options` name the
// traces a study needs beyond the bundled CTC one.
inline void runQuickStudy(const Study& study, std::vector<StoredRun>& runs, StudyOptions options = {})
{
    TraceCache cache;
    ExperimentOptions validating;
    validating.validate = true;
    const ExperimentRunner runner(cache, validating);
    StudyOptions quick = std::move(options);
    quick.quick = true;
    for (const RunSpec& spec : study.runs(quick, cache)) {
        RunOutcome outcome = runner.run(spec);
        QVERIFY2(outcome.status == RunOutcome::Status::Completed, (spec.name + ": " + outcome.error).c_str());
        runs.push_back(std::move(outcome.run));
    }
}

}  // namespace schedlab::test
