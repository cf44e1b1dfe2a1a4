#include "TraceFileFilter.h"

#include "workload/BatsimWorkloadReader.h"

#include <QFile>

#include <string_view>

namespace schedlab {

QString TraceFileFilter::text()
{
    return tr("Traces (*.swf *.swf.gz *.gz *.jsonl *.json *.sacct *.psv);;SWF traces (*.swf *.swf.gz *.gz);;"
              "SchedLab jobs (*.jsonl);;Batsim workloads (*.json);;Slurm accounting (*.sacct *.txt *.psv);;"
              "All files (*)");
}

bool TraceFileFilter::isBatsimWorkload(const QString& path)
{
    // Enough for the top-level fields of any workload we have seen; a
    // platform file never names them.
    constexpr qint64 kSniffBytes = 64 * 1024;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray head = file.read(kSniffBytes);
    return BatsimWorkloadReader::namesBatsimFields(std::string_view(head.constData(), std::size_t(head.size())));
}

}  // namespace schedlab
