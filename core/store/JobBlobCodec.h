#pragma once

#include "store/StoredRun.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace schedlab {

// A run's jobs as one compressed blob (schema 8's run_job_blobs.data): one
// column per field instead of one SQLite row per job, each value a varint,
// most of them the difference to a neighbour (the previous job's submit, the
// job's own start), then zlib. It keeps every field of StoredJob; a CTC run
// of 77,222 jobs takes 0.93 MB instead of 6.9 MB of per-job rows.
//
// Format 1, before compression: the number of columns, each column's
// length in bytes, then the columns in the order of JobBlobCodec.cpp's
// Column enum; a job's optional values are in their column only when its
// presence bits say so.
class JobBlobCodec {
public:
    static constexpr int kFormat = 1;

    [[nodiscard]] static std::string encode(const std::vector<StoredJob>& jobs);
    // The jobs of a blob of kFormat that holds `jobCount` of them. Throws
    // std::invalid_argument saying what is wrong with a damaged blob.
    [[nodiscard]] static std::vector<StoredJob> decode(std::string_view blob, std::int64_t jobCount);
};

}  // namespace schedlab
