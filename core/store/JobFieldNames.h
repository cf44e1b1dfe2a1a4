#pragma once

#include "workload/Job.h"

#include <string>

namespace schedlab {

// The stable names the store keeps for a job's deadline kind and service
// class, in the per-job side tables of schema 5 to 7 and in job blobs
// alike. A name this version does not know (a newer store) reads as
// none / unspecified.
class JobFieldNames {
public:
    [[nodiscard]] static std::string deadlineKindName(DeadlineKind kind);
    [[nodiscard]] static DeadlineKind deadlineKindFromName(const std::string& name);
    [[nodiscard]] static std::string serviceClassName(ServiceClass serviceClass);
    [[nodiscard]] static ServiceClass serviceClassFromName(const std::string& name);
};

}  // namespace schedlab
