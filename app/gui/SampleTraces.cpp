#include "SampleTraces.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSet>

#include <algorithm>

namespace schedlab {

namespace {

const char* const kInstalledRelative = "../share/schedlab/sample_traces";
const char* const kBesideBinary = "sample_traces";
// Slurm accounting too: the bundled sacct sample shows what an import reports.
const QStringList kTracePatterns{QStringLiteral("*.swf"), QStringLiteral("*.swf.gz"), QStringLiteral("*.sacct")};

}  // namespace

QStringList SampleTraces::searchDirectories()
{
    QStringList directories;
    if (QCoreApplication::instance()) {
        const QDir binary(QCoreApplication::applicationDirPath());
        directories << QDir::cleanPath(binary.filePath(QString::fromLatin1(kInstalledRelative)))
                    << QDir::cleanPath(binary.filePath(QString::fromLatin1(kBesideBinary)));
    }
#ifdef SCHEDLAB_GUI_SAMPLE_TRACES_DIR
    directories << QStringLiteral(SCHEDLAB_GUI_SAMPLE_TRACES_DIR);
#endif
    return directories;
}

QStringList SampleTraces::all()
{
    QStringList paths;
    QSet<QString> seen;
    for (const QString& directory : searchDirectories()) {
        const QDir dir(directory);
        const QStringList names = dir.entryList(kTracePatterns, QDir::Files, QDir::Name);
        for (const QString& name : names) {
            if (seen.contains(name))
                continue;
            seen.insert(name);
            paths << dir.absoluteFilePath(name);
        }
    }
    std::sort(paths.begin(), paths.end(), [](const QString& a, const QString& b) {
        return QFileInfo(a).fileName() < QFileInfo(b).fileName();
    });
    return paths;
}

QString SampleTraces::find(const QString& fileName)
{
    for (const QString& directory : searchDirectories()) {
        const QFileInfo candidate(QDir(directory).filePath(fileName));
        if (candidate.isFile())
            return candidate.absoluteFilePath();
    }
    return {};
}

QString SampleTraces::displayName(const QString& path)
{
    QString name = QFileInfo(path).fileName();
    for (const char* suffix : {".gz", ".swf"}) {
        if (name.endsWith(QLatin1String(suffix)))
            name.chop(int(qstrlen(suffix)));
    }
    return name;
}

}  // namespace schedlab
