#pragma once

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

    // `workingDirectory` empty: the current one.
    [[nodiscard]] static Result run(const QStringList& arguments,
                                    const QString& workingDirectory = {});
    // A file in tests/data.
    [[nodiscard]] static QString dataFile(const QString& name);
    [[nodiscard]] static QString readFile(const QString& path);
};
