#pragma once

#include <filesystem>
#include <string>

// Where the workload tests find their inputs. The macros come from
// schedlab_add_test() in tests/CMakeLists.txt.
namespace schedlab::test {

inline std::string dataFile(const std::string& name)
{
    return std::string(SCHEDLAB_TEST_DATA_DIR) + "/" + name;
}

inline std::string sharedTrace(const std::string& name)
{
    return std::string(SCHEDLAB_SHARED_TRACES_DIR) + "/" + name;
}

inline bool exists(const std::string& path)
{
    std::error_code error;
    return std::filesystem::is_regular_file(path, error);
}

// The reference trace of Yahyapour (2002), ch. 2.
inline const std::string kCtcTrace = "CTC-SP2-1996-3.1-cln.swf.gz";

}  // namespace schedlab::test
