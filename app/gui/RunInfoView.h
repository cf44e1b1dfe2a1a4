#pragma once

#include "RunRequest.h"
#include "RunWorker.h"

#include <QTextBrowser>

namespace schedlab {

// The record of a run: what it simulated (trace file and its SHA-256, the
// transforms, the platform's machines, the policy and its parameters, the
// seed) and how it went (wall time, events, validation). Lets a user
// reproduce any tab with schedlab-cli.
class RunInfoView : public QTextBrowser {
    Q_OBJECT

public:
    explicit RunInfoView(QWidget* parent = nullptr);

    // `outcome` may be null while the run is going.
    void showRun(const RunRequest& request, const RunWorker::Outcome* outcome, const QString& status);
    // A line on the run store ("Stored as run 12 in …"), shown from the next showRun().
    void setStoreNote(const QString& note) { m_storeNote = note; }
    [[nodiscard]] QString storeNote() const { return m_storeNote; }
    // The equivalent command line.
    [[nodiscard]] static QString commandLine(const RunRequest& request);

private:
    QString m_storeNote;
};

}  // namespace schedlab
