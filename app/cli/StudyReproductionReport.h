#pragma once

#include "StudySubcommand.h"

namespace schedlab {

// `study report`: the reproduction report. Runs (or finds stored) every
// run of the studies that repeat the published tables of Yahyapour (2002)
// and Schwiegelshohn & Yahyapour (1998), then prints each published figure
// next to SchedLab's value with a verdict, as Markdown on stdout and, with
// --out, as one self-contained HTML page.
class StudyReproductionReport : public StudySubcommand {
public:
    [[nodiscard]] std::string name() const override { return "report"; }
    [[nodiscard]] std::string summary() const override;
    [[nodiscard]] ArgumentParser parser() const override;

protected:
    ExitCode execute(const ParsedArguments& args, std::ostream& out, std::ostream& err) override;
};

}  // namespace schedlab
