#include "CliProcess.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

namespace {

}  // namespace

QString CliProcess::dataHome()
{
    static const QTemporaryDir folder;
    return folder.path();
}

CliProcess::Result CliProcess::run(const QStringList& arguments, const QString& workingDirectory,
                                   const QProcessEnvironment& environment, int timeoutMs)
{
    QProcess process;
    process.setProgram(QStringLiteral(SCHEDLAB_CLI_PATH));
    process.setArguments(arguments);
    QProcessEnvironment isolated = QProcessEnvironment::systemEnvironment();
    isolated.remove(QStringLiteral("SCHEDLAB_DB"));
    isolated.insert(QStringLiteral("XDG_DATA_HOME"), dataHome());
    isolated.insert(environment);
    process.setProcessEnvironment(isolated);
    if (!workingDirectory.isEmpty())
        process.setWorkingDirectory(workingDirectory);
    process.start();
    Result result;
    if (!process.waitForStarted() || !process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        result.crashed = true;
        return result;
    }
    result.crashed = process.exitStatus() != QProcess::NormalExit;
    result.exitCode = process.exitCode();
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

QString CliProcess::dataFile(const QString& name)
{
    return QStringLiteral(SCHEDLAB_TEST_DATA_DIR) + QLatin1Char('/') + name;
}

QString CliProcess::readFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}
