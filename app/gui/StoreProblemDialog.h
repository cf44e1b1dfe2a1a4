#pragma once

#include <QMessageBox>

class QAbstractButton;
class QPushButton;

namespace schedlab {

// Says which run store file could not be opened and why, and offers the
// ways on: open it read-only (when that works), start a new file, or give
// up (Quit at start-up, Cancel when switching, which keeps the store in
// use). None of the choices touches the old file. Shown with open(), not
// exec(), so a run on another tab keeps going while the user decides.
class StoreProblemDialog : public QMessageBox {
    Q_OBJECT

public:
    enum class Choice { OpenReadOnly, StartNewFile, GiveUp };
    enum class Moment { StartUp, Switching };

    StoreProblemDialog(const QString& path, const QString& problem, bool readOnlyPossible, Moment moment,
                       QWidget* parent = nullptr);

    // nullptr for a choice not offered (read-only when it is not possible).
    [[nodiscard]] QAbstractButton* choiceButton(Choice choice) const;
    [[nodiscard]] Choice choice() const;

private:
    QPushButton* m_readOnly = nullptr;
    QPushButton* m_newFile = nullptr;
    QPushButton* m_giveUp = nullptr;
};

}  // namespace schedlab
