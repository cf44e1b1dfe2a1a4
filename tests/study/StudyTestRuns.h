#pragma once

// Hand-made stored run summaries for the study table tests: only what a
// study's tables read (policy, complete parameters, transforms, platform,
// trace file, metrics), with metric values chosen so every expected cell
// can be worked out by hand.

#include "policies/PolicyRegistry.h"
#include "store/StoredRun.h"
#include "study/Study.h"
#include "study/StudyRunFacts.h"

#include <string>
#include <utility>
#include <vector>

namespace schedlab::test {

inline const std::string kCtc = "/traces/CTC-SP2-1996-3.1-cln.swf.gz";

struct RunShape {
    std::string policy;
    ParameterValues parameters;              // as given; the run records them complete
    std::vector<std::string> transforms;     // canonical
    std::string platform;
    std::vector<std::pair<std::string, double>> metrics;
    std::string trace = kCtc;
};

// Options for a study's quick or full runs, all else at the defaults.
inline StudyOptions studyOptions(bool quick)
{
    StudyOptions options;
    options.quick = quick;
    return options;
}

// The bundled SDSC SP2 trace, which the NPACI studies (Vanderster 2008,
// experiments 4.2 and 5.1) need, and options that name it.
inline const std::string kSdscSample = SCHEDLAB_SAMPLE_TRACES_DIR "/SDSC-SP2-1998-4.2-cln.swf.gz";
inline StudyOptions npaciStudyOptions(bool quick)
{
    StudyOptions options = studyOptions(quick);
    options.sdscTracePath = kSdscSample;
    return options;
}

inline StoredRun studyRun(std::int64_t id, const RunShape& shape)
{
    StoredRun run;
    run.id = id;
    run.name = "#" + std::to_string(id);
    run.description.policy = shape.policy;
    run.description.parameters =
        PolicyRegistry().completeParameters(shape.policy, shape.parameters);
    run.description.transforms = shape.transforms;
    run.description.platformName = shape.platform;
    run.description.tracePath = shape.trace;
    run.metrics = shape.metrics;
    return run;
}

}  // namespace schedlab::test
