#include "custommodel.h"

#include <QLocale>

namespace chipatlas {

QString customModelId() {
    return QStringLiteral("custom");
}

LlmModel customModel(const CustomModelParameters& p) {
    LlmModel model;
    const auto integer = [&model](ModelField field, const std::optional<qint64>& value) {
        if (value)
            model.value(field) = *value;
    };
    const bool mla = p.kvLoraRank && p.ropeDim;
    QString attention = mla ? QStringLiteral("MLA") : QStringLiteral("GQA");
    if (p.slidingWindow) {
        attention += p.alternatingWindow
                         ? QStringLiteral(" + sliding-window (alternating local/global)")
                         : QStringLiteral(" + sliding-window");
    }
    model.value(ModelField::Id) = customModelId();
    // The name goes into notes and formulas, which use the C locale (modelfitexplain.cpp).
    model.value(ModelField::Name) =
        QStringLiteral("Custom model (%1 B)").arg(QLocale::c().toString(p.paramsB, 'g', 6));
    model.value(ModelField::Family) = QStringLiteral("Custom");
    model.value(ModelField::ParamsTotalB) = p.paramsB;
    model.value(ModelField::ParamsActiveB) = p.activeParamsB.value_or(p.paramsB);
    model.value(ModelField::NumLayers) = p.layers;
    model.value(ModelField::AttentionType) = attention;
    if (mla) {
        integer(ModelField::KvLoraRank, p.kvLoraRank);
        integer(ModelField::QkRopeHeadDim, p.ropeDim);
    } else {
        integer(ModelField::NumKvHeads, p.kvHeads);
        integer(ModelField::HeadDim, p.headDim);
    }
    integer(ModelField::SlidingWindow, p.slidingWindow);
    integer(ModelField::MaxContext, p.maxContext);
    return model;
}

} // namespace chipatlas
