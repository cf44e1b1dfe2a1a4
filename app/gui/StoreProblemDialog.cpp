#include "StoreProblemDialog.h"

#include <QAbstractButton>
#include <QDir>
#include <QPushButton>

namespace schedlab {

StoreProblemDialog::StoreProblemDialog(const QString& path, const QString& problem, bool readOnlyPossible,
                                       Moment moment, QWidget* parent)
    : QMessageBox(QMessageBox::Warning, tr("Run store problem"), {}, QMessageBox::NoButton, parent)
{
    setObjectName(QStringLiteral("storeProblemDialog"));
    setText(tr("<p>SchedLab cannot use the run store<br><b>%1</b></p><p>%2</p>")
                .arg(QDir::toNativeSeparators(path).toHtmlEscaped(), problem.toHtmlEscaped()));
    setInformativeText(readOnlyPossible
                           ? tr("You can browse its runs read-only (new runs are then not stored), or "
                                "start a new file. The file itself is left exactly as it is.")
                           : tr("You can start a new file for your runs. The file itself is left exactly "
                                "as it is."));
    if (readOnlyPossible)
        m_readOnly = addButton(tr("Open read-only"), QMessageBox::AcceptRole);
    m_newFile = addButton(tr("Start a new file…"), QMessageBox::ActionRole);
    m_giveUp = addButton(moment == Moment::StartUp ? tr("Quit") : tr("Cancel"), QMessageBox::RejectRole);
    setDefaultButton(m_newFile);
    setEscapeButton(m_giveUp);
    setWindowModality(Qt::WindowModal);
}

QAbstractButton* StoreProblemDialog::choiceButton(Choice choice) const
{
    switch (choice) {
    case Choice::OpenReadOnly: return m_readOnly;
    case Choice::StartNewFile: return m_newFile;
    case Choice::GiveUp: return m_giveUp;
    }
    return nullptr;
}

StoreProblemDialog::Choice StoreProblemDialog::choice() const
{
    if (m_readOnly && clickedButton() == m_readOnly)
        return Choice::OpenReadOnly;
    if (clickedButton() == m_newFile)
        return Choice::StartNewFile;
    return Choice::GiveUp;
}

}  // namespace schedlab
