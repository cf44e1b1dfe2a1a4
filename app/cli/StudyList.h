#pragma once

#include "StudySubcommand.h"

namespace schedlab {

// `study list`: every study preset with its title and how many runs it
// has, in full and quick.
class StudyList : public StudySubcommand {
public:
    [[nodiscard]] std::string name() const override { return "list"; }
    [[nodiscard]] std::string summary() const override;
    [[nodiscard]] ArgumentParser parser() const override;

protected:
    ExitCode execute(const ParsedArguments& args, std::ostream& out, std::ostream& err) override;
};

}  // namespace schedlab
