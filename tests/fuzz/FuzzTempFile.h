#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace schedlab::fuzz {

// A file holding the fuzzer's input, for harnesses that must go through the
// same entry as a user's file (gzip detection, SQLite's own file handling).
// One per harness process, rewritten for every input and removed at exit;
// it lives in $TMPDIR (or /tmp) under a name with the process id, so
// parallel fuzzing jobs never share it.
class FuzzTempFile {
public:
    explicit FuzzTempFile(const std::string& suffix);
    ~FuzzTempFile();
    FuzzTempFile(const FuzzTempFile&) = delete;
    FuzzTempFile& operator=(const FuzzTempFile&) = delete;

    // Replaces the file's content with `size` bytes from `data`; returns its path.
    const std::string& write(const std::uint8_t* data, std::size_t size) const;
    // Removes what SQLite may have left beside the file (-wal, -shm).
    void removeSidecars() const;

private:
    std::string m_path;
};

}  // namespace schedlab::fuzz
