#pragma once

#include "domain/precision.h"

#include <QString>
#include <QStringList>
#include <QWidget>

class QComboBox;
class QLineEdit;
class QTimer;

namespace chipatlas {

// The row above the chip table: a text filter, vendor, kind and availability filters, and the
// precision of the perf/W column. It holds the filter state; CatalogTablePage applies it to the
// proxy model whenever filtersChanged() fires.
class CatalogFilterBar final : public QWidget {
    Q_OBJECT

public:
    explicit CatalogFilterBar(QWidget* parent = nullptr);

    // Fills the vendor and kind combos from the loaded chips. A vendor or kind chosen before
    // (restored from settings) stays chosen if the catalog still has it.
    void setChoices(const QStringList& vendors, const QStringList& kinds);

    QString text() const;
    void setText(const QString& text);
    QString vendor() const { return m_vendor; } // empty: all vendors
    void setVendor(const QString& vendor);
    QString kind() const { return m_kind; } // empty: all kinds
    void setKind(const QString& kind);
    int availability() const; // OR of AvailabilityClass, 0: all
    void setAvailability(int classes);
    Precision precision() const;
    void setPrecision(Precision precision);
    // Every chip and system passes: no text, all vendors, kinds and availabilities (one
    // filtersChanged()). The precision stays.
    void clearFilters();
    bool isFiltering() const;

    QLineEdit* filterEdit() const { return m_filterEdit; }
    void focusFilter();

Q_SIGNALS:
    void filtersChanged();
    void precisionChanged(chipatlas::Precision precision);
    // Down, Enter or Return in the text filter: the user wants to move into the results.
    void resultsRequested();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    static void fillCombo(QComboBox* combo, const QString& allText, const QStringList& values,
                          QString* current);

    QLineEdit* m_filterEdit;
    QComboBox* m_vendorCombo;
    QComboBox* m_kindCombo;
    QComboBox* m_availabilityCombo;
    QComboBox* m_precisionCombo;
    QTimer* m_textTimer;
    QString m_vendor;
    QString m_kind;
};

} // namespace chipatlas
