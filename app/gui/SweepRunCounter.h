#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <memory>

namespace schedlab {

class TraceCache;

// Counts the runs a sweep spec expands to. The spec is parsed at once (its
// errors come back at once); expanding it reads the traces when a transform
// set is "each month", so that part runs on a pool thread. Only the newest
// count is reported: a form edited meanwhile has a newer one on its way.
class SweepRunCounter : public QObject {
    Q_OBJECT

public:
    // Names errors in the spec the form wrote ("spec: /parameters/gamma: ...").
    static constexpr const char* kSourceName = "spec";

    explicit SweepRunCounter(QObject* parent = nullptr);
    ~SweepRunCounter() override;

    // Starts counting `json`; false, with `problem` set, when it does not
    // parse (then no count follows).
    bool count(const QString& json, QString& problem);
    // Forgets the count under way, if any.
    void cancel();

signals:
    // The run count of the last count() started, or `error` when expanding failed.
    void counted(int runs, const QString& error);

private:
    struct Count {
        int generation = 0;
        int runs = -1;
        QString error;
    };

    void onFinished();

    // Traces read for counting months, kept between counts.
    std::shared_ptr<TraceCache> m_cache;
    QFutureWatcher<Count> m_watcher;
    int m_generation = 0;
};

}  // namespace schedlab
