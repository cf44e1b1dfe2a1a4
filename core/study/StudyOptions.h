#pragma once

#include <filesystem>
#include <string>

namespace schedlab {

// Where a study finds its inputs and puts what it generates.
struct StudyOptions {
    // The default generated-workloads folder, beside the run store, so the
    // CLI and the workbench share one set of generated files per store.
    static constexpr const char* kGeneratedFolder = "generated";
    [[nodiscard]] static std::string generatedDirectoryBeside(const std::string& storePath)
    {
        // A store without a folder ("runs.sqlite") gets it in the working directory.
        return (std::filesystem::path(storePath).parent_path() / kGeneratedFolder).string();
    }

    // The CTC SP2 trace every study is built on (PWA CTC-SP2-1996-3.1-cln.swf.gz).
    std::string ctcTracePath;
    // The SDSC SP2 trace (PWA SDSC-SP2-1998-4.2-cln.swf.gz), the NPACI log of
    // Vanderster (2008)'s trace experiments; empty when it was not found.
    std::string sdscTracePath;
    // Folder for generated workloads (probability model, randomized model).
    // They are deterministic, so a file already there is reused as it is;
    // created when missing.
    std::string generatedDirectory;
    // A reduced version of the study (fewer months, extracts and parameter
    // values, smaller generated workloads) that keeps every kind of run and
    // every table: for tests and for a first look. Recorded in the group name.
    bool quick = false;
};

}  // namespace schedlab
