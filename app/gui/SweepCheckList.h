#pragma once

#include <QListWidget>
#include <QString>
#include <QStringList>

namespace schedlab {

// A list of check boxes for one axis of a sweep (traces, platforms,
// policies): each item shows a text and carries a value (a path, a preset
// name, a registry key), and the sweep takes the values of the checked ones.
class SweepCheckList : public QListWidget {
    Q_OBJECT

public:
    explicit SweepCheckList(QWidget* parent = nullptr);

    // Appends an item; the tooltip defaults to the value.
    QListWidgetItem* addCheckItem(const QString& text, const QString& value, bool checked,
                                  const QString& toolTip = {});
    // An item the list always offers (a catalog preset), unchecked.
    QListWidgetItem* addPreset(const QString& text, const QString& value, const QString& toolTip);
    // Items the user adds (single machines, files) go above the presets, in
    // the order added, so that a checked one is never hidden at the bottom.
    QListWidgetItem* addAbovePresets(const QString& text, const QString& value, bool checked,
                                     const QString& toolTip = {});

    [[nodiscard]] QListWidgetItem* findValue(const QString& value) const;
    [[nodiscard]] QStringList checkedValues() const;
    // Checks exactly the items whose value is in `values`.
    void setCheckedValues(const QStringList& values);

    // Long texts are cut with "…" (the tooltip has them whole) rather than
    // scrolled sideways, which would hide the check boxes.
    void elideSideways();
    // The height that shows `rows` items without scrolling.
    [[nodiscard]] int heightForRows(int rows) const;
};

}  // namespace schedlab
