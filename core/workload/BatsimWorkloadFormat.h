#pragma once

#include <string_view>

// The vocabulary of Batsim's JSON workloads (Dutot et al., "Batsim: a
// Realistic Language-Independent Resources and Jobs Management Systems
// Simulator", JSSPP 2016; the workload format of Batsim 4), shared by
// BatsimWorkloadReader and BatsimWorkloadWriter so that the two cannot
// drift apart. docs/workloads.md says how each field maps to a SchedLab job.
namespace schedlab::batsim {

inline constexpr std::string_view kJobs = "jobs";
inline constexpr std::string_view kProfiles = "profiles";
inline constexpr std::string_view kNbRes = "nb_res";
inline constexpr std::string_view kDescription = "description";

namespace job {
inline constexpr std::string_view kId = "id";
inline constexpr std::string_view kSubtime = "subtime";
inline constexpr std::string_view kWalltime = "walltime";
inline constexpr std::string_view kRes = "res";
inline constexpr std::string_view kProfile = "profile";
inline constexpr std::string_view kMetadata = "metadata";
}  // namespace job

namespace profile {
inline constexpr std::string_view kType = "type";
inline constexpr std::string_view kDelay = "delay";
// The one profile type with a run time of its own: the job runs `delay`
// seconds whatever its allocation.
inline constexpr std::string_view kDelayType = "delay";
}  // namespace profile

// Separates a workload's name from the job's number in Batsim's job ids
// ("w0!12"); a workload file may write either.
inline constexpr char kWorkloadSeparator = '!';

}  // namespace schedlab::batsim
