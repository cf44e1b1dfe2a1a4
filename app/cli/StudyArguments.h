#pragma once

#include "study/StudyOptions.h"

#include <string>

namespace schedlab {

class ArgumentParser;
class ParsedArguments;
class Study;
class StudyCatalog;

// The arguments the `study` subcommands share: the study by name, --quick,
// --trace (default: the bundled CTC trace), --generated-dir (default: the
// folder "generated" beside the run store) and --db (StoreOption).
class StudyArguments {
public:
    inline static const std::string kStudy = "NAME";
    inline static const std::string kQuick = "quick";
    inline static const std::string kTrace = "trace";
    inline static const std::string kGeneratedDir = "generated-dir";
    inline static const std::string kCsvDir = "csv-dir";

    static void declareQuick(ArgumentParser& parser);
    // --trace, --generated-dir and --db.
    static void declareInputs(ArgumentParser& parser);
    static void declareCsvDir(ArgumentParser& parser);

    // The study the NAME argument names; an input error listing the known
    // studies when there is none (as for an unknown policy or platform).
    [[nodiscard]] static const Study& study(const StudyCatalog& catalog, const std::string& name);
    [[nodiscard]] static StudyOptions options(const ParsedArguments& args, const std::string& storePath);
    // The bundled CTC trace unless --trace names another; input error when
    // it cannot be found.
    [[nodiscard]] static std::string tracePath(const ParsedArguments& args);
};

}  // namespace schedlab
