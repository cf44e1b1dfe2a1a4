#pragma once

#include "StudySubcommand.h"

namespace schedlab {

// `study run NAME`: every run of a study preset into the run store (like a
// sweep: runs already stored are skipped, so running it again resumes),
// then the study's tables.
class StudyRun : public StudySubcommand {
public:
    [[nodiscard]] std::string name() const override { return "run"; }
    [[nodiscard]] std::string summary() const override;
    [[nodiscard]] ArgumentParser parser() const override;

protected:
    ExitCode execute(const ParsedArguments& args, std::ostream& out, std::ostream& err) override;
};

}  // namespace schedlab
