#include "policies/PfcfsPreset.h"

namespace schedlab {

namespace {

// Values the spec's preset prose names (Yahyapour (2002), ch. 4).
constexpr Time kOneMinute = 60;
constexpr Time kTenMinutes = 600;
constexpr double kDefaultWidePercent = 50;  // the bold value of the spec's table
constexpr double kBest128WidePercent = 40;
constexpr double kBest256WidePercent = 45;
constexpr int kRunToCompletion = 1;       // odd: after the first switch the wide job runs to the end
constexpr int kSmallGangToCompletion = 2; // even: after switching back the small gang runs to the end

PfcfsSettings makeSettings(double widePercent, int maxSwitches, Time startDelay, Time gangLength)
{
    PfcfsSettings s;
    s.widePercent = widePercent;
    s.maxSwitches = maxSwitches;
    s.startDelay = startDelay;
    s.gangLength = gangLength;
    s.penalty = 0;
    s.cycleStarts = CycleStarts::None;
    return s;
}

}  // namespace

std::vector<PfcfsPreset> PfcfsPreset::all()
{
    return {
        {"pfcfs1", "PFCFS1: switch every 10 min until one gang is empty",
         "Preset PFCFS1: \"wide waits >= 10 min, then gangs switch every 10 min until one gang is "
         "empty\" maps to delta = 600 s, Delta = 600 s, n = 0 (no switch limit: the cycle ends only "
         "when a gang completes); x = 50 % (the spec's default threshold), s = 0, no new jobs during "
         "a cycle.",
         makeSettings(kDefaultWidePercent, PfcfsSettings::kUnlimitedSwitches, kTenMinutes, kTenMinutes)},
        {"pfcfs2", "PFCFS2: wide job runs 1 min, then waits for its partition",
         "Preset PFCFS2: \"preempt after 1 min, wide runs 1 min, small jobs resume, then the wide job "
         "waits until the partition is empty\" maps to delta = 60 s, Delta = 60 s, n = 2 (even: after "
         "the second switch the preempted jobs run until they complete, then the wide job resumes); "
         "x = 50 %, s = 0, no new jobs during a cycle.",
         makeSettings(kDefaultWidePercent, kSmallGangToCompletion, kOneMinute, kOneMinute)},
        {"pfcfs3", "PFCFS3: preempt after 10 min, wide job runs to completion",
         "Preset PFCFS3: \"preempt after 10 min, wide job runs to completion, then the small jobs "
         "resume\" maps to delta = 600 s, n = 1 (odd: the first switch is the last, the wide job runs "
         "to completion); Delta = 600 s is never used with n = 1; x = 50 %, s = 0, no new jobs during "
         "a cycle.",
         makeSettings(kDefaultWidePercent, kRunToCompletion, kTenMinutes, kTenMinutes)},
        {"pfcfs-best128", "PFCFS, best setting for 128 nodes (x = 40 %, n = 1, delta = 60 s)",
         "The best setting the study found on 128 nodes: x = 40 %, n = 1 (the wide job runs to "
         "completion once it has preempted), delta = 60 s; Delta is unused with n = 1 (600 s); s = 0, "
         "no new jobs during a cycle.",
         makeSettings(kBest128WidePercent, kRunToCompletion, kOneMinute, kTenMinutes)},
        {"pfcfs-best256", "PFCFS, best setting for 256 nodes (x = 45 %, n = 1, delta = 60 s)",
         "The best setting the study found on 256 nodes: x = 45 %, n = 1, delta = 60 s; Delta is "
         "unused with n = 1 (600 s); s = 0, no new jobs during a cycle.",
         makeSettings(kBest256WidePercent, kRunToCompletion, kOneMinute, kTenMinutes)},
    };
}

}  // namespace schedlab
