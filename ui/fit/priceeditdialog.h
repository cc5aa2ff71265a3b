#pragma once

#include "domain/chipprice.h"

#include <QDialog>

#include <optional>

class QDateEdit;
class QLabel;
class QLineEdit;
class QPushButton;

namespace chipatlas {

// Enters or changes what one chip costs per hour: the amount in USD, the date of the quote
// and its source. Validates on OK and names the field at fault; stores nothing itself (the
// caller stores the price as a change of the catalog session).
class PriceEditDialog final : public QDialog {
    Q_OBJECT

public:
    // The dialog's result when the user asks to forget the chip's price.
    static constexpr int Removed = 2;

    PriceEditDialog(const QString& chipId, const QString& chipName,
                    const std::optional<ChipPrice>& current, QWidget* parent = nullptr);

    ChipPrice price() const; // valid after Accepted

    QLineEdit* amountEdit() const { return m_amount; }
    QDateEdit* dateEdit() const { return m_date; }
    QLineEdit* sourceEdit() const { return m_source; }
    QLabel* errorLabel() const { return m_error; }
    QPushButton* removeButton() const { return m_remove; }

    void accept() override;

private:
    // The first problem, naming its field; empty when the entry is valid.
    QString validationError() const;
    std::optional<double> amount() const;

    QString m_chipId;
    QLineEdit* m_amount;
    QDateEdit* m_date;
    QLineEdit* m_source;
    QLabel* m_error;
    QPushButton* m_remove;
};

} // namespace chipatlas
