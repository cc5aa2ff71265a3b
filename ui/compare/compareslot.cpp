#include "compare/compareslot.h"

#include "common/entrymime.h"
#include "compare/compareentries.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QTextLayout>
#include <QToolButton>
#include <QVBoxLayout>

namespace chipatlas {

namespace {
QToolButton* slotButton(QWidget* parent, const QString& objectName, const QString& toolTip) {
    auto* button = new QToolButton(parent);
    button->setObjectName(objectName);
    button->setToolTip(toolTip);
    button->setAccessibleName(toolTip); // an icon-only button: the tip is its name
    button->setAutoRaise(true);
    button->setFocusPolicy(Qt::TabFocus);
    return button;
}

// `text` on at most two lines of `width` pixels, broken between words where it can be, the
// second line elided: the slot has room for two, and a third would be cut mid-line.
QString twoLines(const QString& text, const QFont& font, int width) {
    if (width <= 0)
        return text;
    QTextLayout layout(text, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    layout.beginLayout();
    QTextLine first = layout.createLine();
    first.setLineWidth(width);
    const int firstLength = first.textLength();
    layout.endLayout();
    if (firstLength >= text.size())
        return text;
    return text.left(firstLength).trimmed() + QLatin1Char('\n') +
           QFontMetrics(font).elidedText(text.mid(firstLength).trimmed(), Qt::ElideRight, width);
}
} // namespace

CompareSlot::CompareSlot(int index, QWidget* parent)
    : QFrame(parent)
    , m_index(index)
    , m_name(new QLabel(this))
    , m_detail(new QLabel(this))
    , m_left(slotButton(this, QStringLiteral("moveLeftButton"), tr("Move left")))
    , m_right(slotButton(this, QStringLiteral("moveRightButton"), tr("Move right")))
    , m_clear(slotButton(this, QStringLiteral("clearButton"), tr("Remove from the comparison")))
    , m_pick(slotButton(this, QStringLiteral("pickButton"), tr("Choose a chip or a system")))
    , m_count(new QSpinBox(this)) {
    setObjectName(QStringLiteral("compareSlot%1").arg(index));
    setAcceptDrops(true);
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    // Room for a name on two lines, the vendor on one and the spin box for N, whatever the
    // entry: the slots keep their height as chips and systems come and go.
    setFixedHeight(fontMetrics().height() * 3 + m_count->sizeHint().height() + 16);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setMinimumWidth(120);

    m_left->setArrowType(Qt::LeftArrow);
    m_right->setArrowType(Qt::RightArrow);
    m_clear->setText(QStringLiteral("×"));
    m_pick->setText(QStringLiteral("…"));
    m_count->setObjectName(QStringLiteral("countBox"));
    m_count->setRange(1, 100'000);
    m_count->setPrefix(tr("N = "));
    m_count->setToolTip(tr("How many of this chip to compare with the system: by default as "
                           "many as the system has"));
    m_count->setKeyboardTracking(false);
    m_name->setObjectName(QStringLiteral("slotName"));
    m_name->setTextFormat(Qt::PlainText);
    m_name->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred); // elided in resize
    m_detail->setTextFormat(Qt::PlainText);
    m_detail->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred); // elided in resize
    // The labels' own width, not the slot's: it changes without the slot changing size when
    // the buttons beside it show or hide (an empty slot becoming a chip's).
    m_name->installEventFilter(this);
    m_detail->installEventFilter(this);

    auto* text = new QVBoxLayout;
    text->setSpacing(0);
    text->addWidget(m_name);
    text->addWidget(m_detail);
    auto* countRow = new QHBoxLayout;
    countRow->setContentsMargins(0, 0, 0, 0);
    countRow->addWidget(m_count);
    countRow->addStretch(1);
    text->addLayout(countRow);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 4, 4);
    layout->setSpacing(0);
    layout->addLayout(text, 1);
    layout->addWidget(m_left, 0, Qt::AlignTop);
    layout->addWidget(m_right, 0, Qt::AlignTop);
    layout->addWidget(m_pick, 0, Qt::AlignTop);
    layout->addWidget(m_clear, 0, Qt::AlignTop);

    connect(m_clear, &QToolButton::clicked, this, [this] { Q_EMIT clearRequested(m_index); });
    connect(m_left, &QToolButton::clicked, this, [this] { Q_EMIT moveRequested(m_index, -1); });
    connect(m_right, &QToolButton::clicked, this, [this] { Q_EMIT moveRequested(m_index, 1); });
    connect(m_pick, &QToolButton::clicked, this, [this] { Q_EMIT pickRequested(m_index); });
    connect(m_count, &QSpinBox::valueChanged, this,
            [this](int count) { Q_EMIT countChosen(m_index, count); });
    setEntry(nullptr);
}

void CompareSlot::setEntry(const CompareEntry* entry) {
    m_empty = entry == nullptr;
    const bool scaled = entry && entry->takesChipNTimes();
    if (entry) {
        const Chip& chip = entry->entry.figures();
        m_nameText = chip.name; // "8 x H100 SXM" for a chip taken 8 times
        QStringList detail{chip.vendor};
        if (entry->entry.isSystem())
            detail
                << tr("system of %1 x %2").arg(entry->entry.chipCount()).arg(chip.familyGeneration);
        else
            detail << chip.kind.toUpper();
        detail.removeAll(QString());
        m_detailText = detail.join(QStringLiteral(" · "));
        setToolTip(QStringLiteral("%1\n%2\n%3").arg(chip.name, m_detailText, entry->ref.id));
        const QSignalBlocker quiet(m_count); // showing N is not choosing it
        m_count->setValue(entry->entry.chipCount());
    } else {
        m_nameText = tr("Drop a chip or a system here");
        m_detailText.clear();
        setToolTip(tr("Drag a chip or a system from the table and drop it here, or choose one "
                      "with the … button"));
    }
    m_count->setVisible(scaled);
    m_name->setAlignment(m_empty ? Qt::AlignCenter : Qt::AlignLeft | Qt::AlignTop);
    m_detail->setVisible(!m_empty);
    m_clear->setVisible(!m_empty);
    m_left->setVisible(!m_empty);
    m_right->setVisible(!m_empty);
    updateLook(); // the name's font (bold or italic) before its lines are measured
    elideText();
}

void CompareSlot::setMovable(bool left, bool right) {
    m_left->setEnabled(left);
    m_right->setEnabled(right);
}

void CompareSlot::dragEnterEvent(QDragEnterEvent* event) {
    if (!hasEntries(event->mimeData()))
        return event->ignore();
    event->setDropAction(Qt::CopyAction);
    event->accept();
    setDragOver(true);
}

void CompareSlot::dragMoveEvent(QDragMoveEvent* event) {
    if (!hasEntries(event->mimeData()))
        return event->ignore();
    event->setDropAction(Qt::CopyAction);
    event->accept();
}

void CompareSlot::dragLeaveEvent(QDragLeaveEvent* event) {
    setDragOver(false);
    QFrame::dragLeaveEvent(event);
}

void CompareSlot::dropEvent(QDropEvent* event) {
    setDragOver(false);
    const QList<EntryRef> refs = entriesFromMimeData(event->mimeData());
    if (refs.isEmpty())
        return event->ignore();
    event->setDropAction(Qt::CopyAction);
    event->accept();
    Q_EMIT entriesDropped(m_index, refs);
}

bool CompareSlot::eventFilter(QObject* watched, QEvent* event) {
    if ((watched == m_name || watched == m_detail) &&
        (event->type() == QEvent::Resize || event->type() == QEvent::FontChange))
        elideText();
    return QFrame::eventFilter(watched, event);
}

void CompareSlot::elideText() {
    m_name->setText(twoLines(m_nameText, m_name->font(), m_name->width()));
    m_detail->setText(
        m_detail->fontMetrics().elidedText(m_detailText, Qt::ElideRight, m_detail->width()));
}

void CompareSlot::changeEvent(QEvent* event) {
    QFrame::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        updateLook();
}

void CompareSlot::setDragOver(bool over) {
    if (over == m_dragOver)
        return;
    m_dragOver = over;
    updateLook();
}

// Colours come from the parent's palette, so the slot follows light and dark themes; a drop
// target under the cursor takes the highlight colour.
void CompareSlot::updateLook() {
    const QPalette parentPalette = parentWidget() ? parentWidget()->palette() : palette();
    QPalette look = parentPalette;
    QColor background = parentPalette.color(QPalette::Base);
    if (m_dragOver) {
        background = parentPalette.color(QPalette::Highlight);
        background.setAlpha(70);
    }
    look.setColor(QPalette::Window, background);
    const QColor grey = parentPalette.color(QPalette::Disabled, QPalette::Text);
    QPalette nameLook = look;
    if (m_empty)
        nameLook.setColor(QPalette::WindowText, grey);
    QPalette detailLook = look;
    detailLook.setColor(QPalette::WindowText, grey);

    // setPalette() sends a PaletteChange to this widget: guard against recursion.
    const bool blocked = m_updatingLook;
    if (blocked)
        return;
    m_updatingLook = true;
    setPalette(look);
    m_name->setPalette(nameLook);
    m_detail->setPalette(detailLook);
    QFont nameFont = font();
    nameFont.setBold(!m_empty);
    nameFont.setItalic(m_empty);
    m_name->setFont(nameFont);
    m_updatingLook = false;
}

} // namespace chipatlas
