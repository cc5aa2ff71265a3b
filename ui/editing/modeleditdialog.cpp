#include "editing/modeleditdialog.h"

#include "common/screenfit.h"
#include "domain/validation.h"
#include "editing/figureedit.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <cmath>

namespace chipatlas {

namespace {
QString shownText(const ModelFieldInfo& info, const QVariant& value) {
    if (value.isNull() || !value.isValid())
        return {};
    switch (info.kind) {
    case ModelFieldKind::Integer:
    case ModelFieldKind::Number:
        return FigureRowEditor::formatNumber(value.toDouble());
    case ModelFieldKind::List:
        return value.toStringList().join(QLatin1Char('\n'));
    case ModelFieldKind::Bool:
        return value.toBool() ? QStringLiteral("1") : QStringLiteral("0");
    case ModelFieldKind::Text:
        return value.toString();
    }
    return {};
}

// What a field of llm-models.csv holds, for a screen reader and as the field's tooltip.
QString fieldDescription(ModelField field) {
    switch (field) {
    case ModelField::Id:
        return ModelEditDialog::tr("The model's id in the catalog: lowercase letters, digits, "
                                   "'.', '-' and '_'; it cannot change once stored");
    case ModelField::Name:
        return ModelEditDialog::tr("The model's name as its makers write it");
    case ModelField::Family:
        return ModelEditDialog::tr("The family it belongs to, e.g. Llama 3.1");
    case ModelField::ParamsTotalB:
        return ModelEditDialog::tr("Parameters in billions, all experts and embeddings counted "
                                   "(tied embeddings once)");
    case ModelField::ParamsActiveB:
        return ModelEditDialog::tr("Parameters in billions one token uses: the shared weights, "
                                   "the routed and shared experts it takes; the total for a "
                                   "dense model");
    case ModelField::NumLayers:
        return ModelEditDialog::tr("Transformer layers (num_hidden_layers in config.json)");
    case ModelField::HiddenSize:
        return ModelEditDialog::tr("Width of the hidden state (hidden_size in config.json)");
    case ModelField::NumAttentionHeads:
        return ModelEditDialog::tr("Query heads per layer");
    case ModelField::NumKvHeads:
        return ModelEditDialog::tr("Key and value heads per layer (fewer than the query heads "
                                   "with grouped-query attention)");
    case ModelField::HeadDim:
        return ModelEditDialog::tr("Width of one attention head");
    case ModelField::AttentionType:
        return ModelEditDialog::tr("MHA, GQA, MQA or MLA, and whether a sliding window applies "
                                   "to every layer or to alternating ones");
    case ModelField::KvLoraRank:
        return ModelEditDialog::tr("MLA only: width of the compressed latent the KV cache "
                                   "keeps per layer");
    case ModelField::QkRopeHeadDim:
        return ModelEditDialog::tr("MLA only: width of the rotary key cached beside the latent");
    case ModelField::SlidingWindow:
        return ModelEditDialog::tr("Tokens a sliding-window layer attends to, from config.json; "
                                   "empty without one");
    case ModelField::MaxContext:
        return ModelEditDialog::tr("The longest context the model card supports, in tokens");
    case ModelField::VocabSize:
        return ModelEditDialog::tr("Tokens in the vocabulary");
    case ModelField::NativeDtype:
        return ModelEditDialog::tr("The precision the makers publish the weights in, e.g. bf16");
    case ModelField::License:
        return ModelEditDialog::tr("The licence the weights are published under");
    case ModelField::SourceUrls:
        return ModelEditDialog::tr("The config.json and model card the figures come from, one "
                                   "address per line");
    case ModelField::Notes:
        return ModelEditDialog::tr("How figures were read or computed");
    case ModelField::ParamsCard:
        return ModelEditDialog::tr("The parameter count as the model card states it, "
                                   "for comparison with the computed one");
    case ModelField::HfRepo:
        return ModelEditDialog::tr("The Hugging Face repository, e.g. meta-llama/Llama-3.1-8B");
    case ModelField::ConfigMaxPositionEmbeddings:
        return ModelEditDialog::tr("max_position_embeddings as config.json gives it; may differ "
                                   "from the supported context");
    case ModelField::IntermediateSize:
        return ModelEditDialog::tr("Width of the dense feed-forward layers");
    case ModelField::MoeIntermediateSize:
        return ModelEditDialog::tr("Width of one expert's feed-forward layer");
    case ModelField::NumExperts:
        return ModelEditDialog::tr("Routed experts per mixture-of-experts layer");
    case ModelField::ExpertsPerToken:
        return ModelEditDialog::tr("Routed experts each token goes through");
    case ModelField::NumSharedExperts:
        return ModelEditDialog::tr("Experts every token goes through");
    case ModelField::TieWordEmbeddings:
        return ModelEditDialog::tr("Whether the output head shares the input embedding's "
                                   "weights");
    case ModelField::EmbeddingParamsB:
        return ModelEditDialog::tr("Parameters of the input embedding, in billions");
    case ModelField::ParamsActiveExclInputEmbeddingB:
        return ModelEditDialog::tr("Active parameters without the input embedding, in billions: "
                                   "what one decoding step reads");
    case ModelField::KvBytesPerToken16bit:
        return ModelEditDialog::tr("KV cache bytes per token over all layers at 16 bits (MLA: "
                                   "the latent), every layer keeping every token");
    case ModelField::KvGibAtMaxContextBs1_16bit:
        return ModelEditDialog::tr("KV cache in GiB at the longest context, one sequence, 16 "
                                   "bits, sliding windows honoured");
    }
    return {};
}

QString editorText(const QWidget* editor) {
    if (const auto* line = qobject_cast<const QLineEdit*>(editor))
        return line->text();
    if (const auto* text = qobject_cast<const QPlainTextEdit*>(editor))
        return text->toPlainText();
    if (const auto* combo = qobject_cast<const QComboBox*>(editor))
        return combo->currentData().toString();
    return {};
}
} // namespace

ModelEditDialog::ModelEditDialog(Mode mode, const LlmModel& model,
                                 std::function<bool(const QString&)> idTaken, QWidget* parent)
    : QDialog(parent)
    , m_mode(mode)
    , m_original(model)
    , m_idTaken(std::move(idTaken))
    , m_error(new QLabel(this)) {
    setObjectName(QStringLiteral("ModelEditDialog"));
    setWindowTitle(mode == Mode::New ? tr("New LLM Model") : tr("Edit %1").arg(model.name()));

    auto* content = new QWidget(this);
    auto* form = new QFormLayout(content);
    for (const ModelFieldInfo& info : allModelFields()) {
        QWidget* editor = createEditor(info, model.value(info.field));
        auto* label = new QLabel(QLatin1String(info.key) + QLatin1Char(':'), content);
        label->setBuddy(editor);
        form->addRow(label, editor);
        m_editors.append(editor);
        m_shownTexts.append(editorText(editor));
    }
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setWidget(content);

    setUpValidationLabel(m_error, QStringLiteral("modelErrorLabel"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, this, &ModelEditDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ModelEditDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(scroll, 1);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    resize(sizeOnScreen(this, QSize(640, 760)));
}

QWidget* ModelEditDialog::createEditor(const ModelFieldInfo& info, const QVariant& value) {
    const QString name = QLatin1String(info.key);
    QWidget* editor = nullptr;
    switch (info.kind) {
    case ModelFieldKind::Bool: {
        auto* combo = new QComboBox(this);
        combo->addItem(tr("not given"), QString());
        combo->addItem(tr("yes"), QStringLiteral("1"));
        combo->addItem(tr("no"), QStringLiteral("0"));
        combo->setCurrentIndex(combo->findData(shownText(info, value)));
        connect(combo, &QComboBox::currentIndexChanged, this, &ModelEditDialog::revalidate);
        editor = combo;
        break;
    }
    case ModelFieldKind::List: {
        auto* text = new QPlainTextEdit(this);
        text->setTabChangesFocus(true);
        text->setPlaceholderText(tr("One per line"));
        text->setFixedHeight(text->fontMetrics().lineSpacing() * 3 + 12);
        text->setPlainText(shownText(info, value));
        connect(text, &QPlainTextEdit::textChanged, this, &ModelEditDialog::revalidate);
        editor = text;
        break;
    }
    default: {
        auto* line = new QLineEdit(this);
        line->setText(shownText(info, value));
        if (info.kind != ModelFieldKind::Text)
            line->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        if (info.field == ModelField::Id && m_mode == Mode::Edit)
            line->setReadOnly(true);
        connect(line, &QLineEdit::textChanged, this, &ModelEditDialog::revalidate);
        editor = line;
        break;
    }
    }
    editor->setObjectName(name);
    editor->setToolTip(fieldDescription(info.field));
    return editor;
}

std::optional<QVariant> ModelEditDialog::value(const ModelFieldInfo& info, QString* error) const {
    const QWidget* editor = m_editors.at(int(info.field));
    const QString raw = editorText(editor);
    if (raw == m_shownTexts.at(int(info.field)))
        return m_original.value(info.field); // unchanged: exactly what was stored
    const QString text = raw.trimmed();
    if (text.isEmpty())
        return QVariant();
    switch (info.kind) {
    case ModelFieldKind::Integer:
    case ModelFieldKind::Number: {
        QString problem;
        const std::optional<double> number = parseLocaleNumber(text, QLocale(), &problem);
        if (number && info.kind == ModelFieldKind::Integer &&
            (std::trunc(*number) != *number || std::abs(*number) > 9e15)) {
            problem = tr("\"%1\" is not a whole number").arg(text);
        } else if (number) {
            return info.kind == ModelFieldKind::Integer ? QVariant(qint64(*number))
                                                        : QVariant(*number);
        }
        *error = QStringLiteral("%1: %2").arg(QLatin1String(info.key), problem);
        return std::nullopt;
    }
    case ModelFieldKind::Bool:
        return QVariant(text == QLatin1String("1"));
    case ModelFieldKind::List: {
        QStringList items;
        for (const QString& line : text.split(QLatin1Char('\n'))) {
            if (!line.trimmed().isEmpty())
                items.append(line.trimmed());
        }
        return items;
    }
    case ModelFieldKind::Text:
        return text;
    }
    return QVariant();
}

std::optional<LlmModel> ModelEditDialog::enteredModel(QStringList* errors) const {
    LlmModel model = m_original;
    bool parsed = true;
    for (const ModelFieldInfo& info : allModelFields()) {
        QString error;
        if (const std::optional<QVariant> v = value(info, &error)) {
            model.value(info.field) = *v;
        } else {
            errors->append(error);
            parsed = false;
        }
    }
    return parsed ? std::optional<LlmModel>(model) : std::nullopt;
}

LlmModel ModelEditDialog::model() const {
    QStringList errors;
    return enteredModel(&errors).value_or(m_original);
}

QStringList ModelEditDialog::validationErrors() const {
    QStringList errors;
    const std::optional<LlmModel> model = enteredModel(&errors);
    if (!model)
        return errors;
    for (const ValidationIssue& issue : validateModel(*model))
        errors.append(issue.message);
    if (m_mode == Mode::New && m_idTaken && !model->id().isEmpty() && m_idTaken(model->id()))
        errors.append(validateUniqueId(model->id(), {model->id()}));
    return errors;
}

void ModelEditDialog::revalidate() {
    if (!m_showLive)
        return;
    const QStringList errors = validationErrors();
    m_error->setText(errors.join(QLatin1Char('\n')));
    m_error->setVisible(!errors.isEmpty());
}

void ModelEditDialog::accept() {
    m_showLive = true;
    revalidate();
    if (!validationErrors().isEmpty())
        return;
    QDialog::accept();
}

} // namespace chipatlas
