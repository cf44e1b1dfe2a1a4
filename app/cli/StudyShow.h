#pragma once

#include "StudySubcommand.h"

namespace schedlab {

// `study show NAME`: a study's tables from the runs already in the store,
// without running anything (cells of runs not stored yet stay empty).
class StudyShow : public StudySubcommand {
public:
    [[nodiscard]] std::string name() const override { return "show"; }
    [[nodiscard]] std::string summary() const override;
    [[nodiscard]] ArgumentParser parser() const override;

protected:
    ExitCode execute(const ParsedArguments& args, std::ostream& out, std::ostream& err) override;
};

}  // namespace schedlab
