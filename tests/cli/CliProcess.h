#pragma once

#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

// Runs the built schedlab-cli as a separate process, the way a user or a
// script does, and captures its exit status and both output streams.
class CliProcess {
public:
    struct Result {
        int exitCode = -1;
        bool crashed = false;
        QString out;
        QString err;
    };

    // `workingDirectory` empty: the current one. The program runs with
    // SCHEDLAB_DB unset and XDG_DATA_HOME in a temporary folder (see
    // dataHome()), so a test never writes into the user's run store;
    // `environment` adds or overrides variables on top of that.
    // Generous: the asan build of a small run takes well under a second, so
    // only a hang gets near this. Whole studies pass a longer limit.
    static constexpr int kDefaultTimeoutMs = 120'000;

    [[nodiscard]] static Result run(const QStringList& arguments,
                                    const QString& workingDirectory = {},
                                    const QProcessEnvironment& environment = {},
                                    int timeoutMs = kDefaultTimeoutMs);
    // The XDG_DATA_HOME the program sees: one temporary folder per test
    // program, removed when it ends.
    [[nodiscard]] static QString dataHome();
    // A file in tests/data.
    [[nodiscard]] static QString dataFile(const QString& name);
    [[nodiscard]] static QString readFile(const QString& path);
};
