#pragma once

#include "domain/field.h"
#include "domain/figure.h"

#include <QObject>

#include <optional>

class QComboBox;
class QLineEdit;
class QWidget;

namespace chipatlas {

// The attributes of one figure beyond value and provenance, for the fields that take them
// (field.h): the unit its source printed (GB or GiB), the link scope of the interconnect
// bandwidth, the configuration the figure belongs to and a range the vendor gives. One small
// panel, shown under the figure's row of the chip dialog on request.
class FigureAttributesEditor final : public QObject {
    Q_OBJECT

public:
    // Whether the field takes any attribute (else there is nothing to edit).
    static bool appliesTo(Field field);

    FigureAttributesEditor(Field field, QWidget* parent);

    QWidget* panel() const { return m_panel; }
    void setFigure(const Figure& figure);
    // Writes the entered attributes into *figure; false with *error naming the field when a
    // range end does not parse. Range ends are read in the user's locale (or the C locale).
    bool apply(Figure* figure, QString* error) const;

    QComboBox* printedUnitCombo() const { return m_printedUnit; }    // nullptr unless it applies
    QComboBox* linkScopeCombo() const { return m_linkScope; }        // nullptr unless it applies
    QLineEdit* configurationEdit() const { return m_configuration; } // nullptr unless a number
    QLineEdit* rangeLowEdit() const { return m_rangeLow; }
    QLineEdit* rangeHighEdit() const { return m_rangeHigh; }

Q_SIGNALS:
    void changed();

private:
    struct RangeEnd {
        std::optional<double> value; // as set, kept exactly while the text is unchanged
        QString text;
    };
    void setRangeEnd(QLineEdit* edit, RangeEnd* shown, const std::optional<double>& value);
    bool readRangeEnd(const QLineEdit* edit, const RangeEnd& shown, bool low,
                      std::optional<double>* value, QString* error) const;

    Field m_field;
    QWidget* m_panel;
    QComboBox* m_printedUnit = nullptr;
    QComboBox* m_linkScope = nullptr;
    QLineEdit* m_configuration = nullptr;
    QLineEdit* m_rangeLow = nullptr;
    QLineEdit* m_rangeHigh = nullptr;
    RangeEnd m_shownLow;
    RangeEnd m_shownHigh;
};

} // namespace chipatlas
