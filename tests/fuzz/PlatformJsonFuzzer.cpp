// libFuzzer harness: a platform JSON file (`--platform FILE.json`, sweep
// specs), read by PlatformJson::fromJson and, when valid, written back and
// read again (the form the store keeps). PlatformError is the documented
// answer; anything else is a finding, as is a platform that does not read
// back from its own JSON.

#include "platform/Platform.h"
#include "platform/PlatformJson.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    try {
        const schedlab::Platform platform = schedlab::PlatformJson::fromJson(text, "fuzz.json");
        const std::string again = schedlab::PlatformJson::toJson(platform);
        if (schedlab::PlatformJson::toJson(schedlab::PlatformJson::fromJson(again, "again.json")) != again)
            std::abort();  // the store could not reproduce the run's platform
    } catch (const schedlab::PlatformError&) {
        // a clear refusal: expected
    }
    return 0;
}
