#pragma once

#include <string>

namespace schedlab {

struct RunDescription;

// The identity of what a run simulated: equal for descriptions that give
// the same schedule, so a sweep can skip runs already stored. It is the
// SHA-256 (hex) of a canonical JSON of the description with sorted keys.
//
// Left out on purpose: the trace *path* (the trace's SHA-256 identifies its
// bytes, so a moved or copied trace still matches; the path is used only
// when the hash is unknown) and the platform *name* (a label; the platform
// JSON is what ran). The platform JSON is re-serialised with sorted keys, so
// formatting does not matter.
class RunKey {
public:
    [[nodiscard]] static std::string of(const RunDescription& description);
    [[nodiscard]] static std::string canonicalJson(const RunDescription& description);
};

}  // namespace schedlab
