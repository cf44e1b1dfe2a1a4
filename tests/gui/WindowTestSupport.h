#pragma once

#include "MainWindow.h"
#include "RunDocument.h"

#include <QSignalSpy>

namespace schedlab::test {

// Starts a run in the window and waits until it ends; nullptr when it did
// not start or did not end within `timeoutMs`.
inline RunDocument* runToEnd(MainWindow& window, int timeoutMs)
{
    QSignalSpy ended(&window, &MainWindow::runEnded);
    RunDocument* run = window.startRun();
    if (!run || !ended.wait(timeoutMs))
        return nullptr;
    return run;
}

}  // namespace schedlab::test
