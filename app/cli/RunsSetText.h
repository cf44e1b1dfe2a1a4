#pragma once

#include "RunsSubcommand.h"

namespace schedlab {

// `runs rename ID NAME` and `runs note ID TEXT`: the two text fields a user
// edits, one class for both since they differ only in the field.
class RunsSetText : public RunsSubcommand {
public:
    enum class Field { Name, Notes };

    explicit RunsSetText(Field field)
        : m_field(field)
    {
    }

    [[nodiscard]] std::string name() const override;
    [[nodiscard]] std::string summary() const override;
    [[nodiscard]] ArgumentParser parser() const override;

protected:
    ExitCode execute(const ParsedArguments& args, std::ostream& out, std::ostream& err) override;

private:
    Field m_field;
};

}  // namespace schedlab
