// libFuzzer harness: a sweep spec (`sweep SPEC.json`), parsed against the
// policy catalogue by SweepSpec::parse: every key, range, platform, policy
// parameter and option. SweepSpecError naming the JSON path is the
// documented answer; anything else is a finding. Nothing is run and no
// trace is read: parsing checks names, not files.

#include "policies/PolicyRegistry.h"
#include "sweep/SweepSpec.h"
#include "sweep/SweepSpecError.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const schedlab::PolicyRegistry registry;
    const std::string text(reinterpret_cast<const char*>(data), size);
    try {
        const schedlab::SweepSpec spec = schedlab::SweepSpec::parse(text, "fuzz.json", "/nonexistent", registry);
        (void)spec.policies().size();
    } catch (const schedlab::SweepSpecError&) {
        // a clear refusal: expected
    }
    return 0;
}
