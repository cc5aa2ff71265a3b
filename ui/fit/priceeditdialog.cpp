#include "fit/priceeditdialog.h"

#include "common/theme.h"
#include "domain/excerpt.h"
#include "domain/validation.h"

#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

#include <cmath>

namespace chipatlas {

PriceEditDialog::PriceEditDialog(const QString& chipId, const QString& chipName,
                                 const std::optional<ChipPrice>& current, QWidget* parent)
    : QDialog(parent)
    , m_chipId(chipId)
    , m_amount(new QLineEdit(this))
    , m_date(new QDateEdit(this))
    , m_source(new QLineEdit(this))
    , m_error(new QLabel(this))
    , m_remove(nullptr) {
    setObjectName(QStringLiteral("PriceEditDialog"));
    setWindowTitle(tr("Price of %1").arg(chipName));

    m_amount->setObjectName(QStringLiteral("priceAmountEdit"));
    m_amount->setPlaceholderText(tr("e.g. %1").arg(QLocale().toString(2.49, 'f', 2)));
    m_date->setObjectName(QStringLiteral("priceDateEdit"));
    m_date->setCalendarPopup(true);
    m_date->setDisplayFormat(QLocale().dateFormat(QLocale::ShortFormat));
    m_date->setDate(QDate::currentDate());
    m_date->setAccessibleDescription(
        tr("The day the price was quoted; a cost shows how old its price is"));
    m_source->setObjectName(QStringLiteral("priceSourceEdit"));
    m_source->setPlaceholderText(tr("URL or e.g. \"AWS on-demand, us-east-1\""));
    m_source->setMinimumWidth(320);
    if (current) {
        m_amount->setText(QLocale().toString(current->usdPerChipHour, 'g', 12));
        if (current->date.isValid())
            m_date->setDate(current->date);
        m_source->setText(current->source);
    }
    m_error->setObjectName(QStringLiteral("priceErrorLabel"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(
        QStringLiteral("color: %1;").arg(signalColor(SignalColor::Bad, palette()).name()));
    m_error->hide();

    auto* intro = new QLabel(tr("What one %1 costs you per hour: a cloud quote, a negotiated "
                                "rate or an amortised purchase. ChipAtlas ships no prices.")
                                 .arg(chipName),
                             this);
    intro->setWordWrap(true);
    auto* form = new QFormLayout;
    form->addRow(tr("&Price per chip-hour (USD):"), m_amount);
    form->addRow(tr("&Date of the quote:"), m_date);
    form->addRow(tr("&Source:"), m_source);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    if (current) {
        m_remove = buttons->addButton(tr("&Remove price"), QDialogButtonBox::DestructiveRole);
        m_remove->setObjectName(QStringLiteral("priceRemoveButton"));
        connect(m_remove, &QPushButton::clicked, this, [this] { done(Removed); });
    }
    connect(buttons, &QDialogButtonBox::accepted, this, &PriceEditDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &PriceEditDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
}

std::optional<double> PriceEditDialog::amount() const {
    const QString text = m_amount->text().trimmed();
    bool ok = false;
    double value = QLocale().toDouble(text, &ok);
    if (!ok)
        value = QLocale::c().toDouble(text, &ok); // "2.49" also works in a "2,49" locale
    if (!ok || !std::isfinite(value))
        return std::nullopt;
    return value;
}

QString PriceEditDialog::validationError() const {
    const std::optional<double> value = amount();
    if (m_amount->text().trimmed().isEmpty())
        return tr("Price per chip-hour: enter an amount in USD.");
    if (!value)
        return tr("Price per chip-hour: \"%1\" is not a number.")
            .arg(excerpt(m_amount->text().trimmed()));
    if (*value <= 0)
        return tr("Price per chip-hour: must be greater than zero.");
    // A price is a figure: none below the smallest a figure may have (validation.h).
    if (*value < kSmallestFigure) {
        return tr("Price per chip-hour: %1 is below %2, the smallest price.")
            .arg(excerpt(m_amount->text().trimmed()), QLocale().toString(kSmallestFigure, 'f', 6));
    }
    if (!m_date->date().isValid())
        return tr("Date of the quote: enter a valid date.");
    if (m_date->date() > QDate::currentDate())
        return tr("Date of the quote: %1 is in the future.")
            .arg(QLocale().toString(m_date->date(), QLocale::ShortFormat));
    if (m_source->text().trimmed().isEmpty())
        return tr("Source: say where the price comes from (a URL or a short description).");
    return {};
}

void PriceEditDialog::accept() {
    const QString error = validationError();
    if (!error.isEmpty()) {
        m_error->setText(error);
        m_error->show();
        return;
    }
    QDialog::accept();
}

ChipPrice PriceEditDialog::price() const {
    return {m_chipId, amount().value_or(0.0), m_date->date(), m_source->text().trimmed()};
}

} // namespace chipatlas
